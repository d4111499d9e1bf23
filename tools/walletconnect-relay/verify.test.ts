import { SignClient } from '@walletconnect/sign-client';
import type { SignClientTypes } from '@walletconnect/types';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  algorandChainId,
  ALGO_SIGN_TXN,
  ALGORAND_EVENTS,
  attestationsAsked,
  createPeerCore,
  setAttestation,
  startScriptedDapp,
} from '../../e2e/support/walletconnect';
import { confineVerify } from '../../src/infra/walletconnect/sdk-privacy';
import { startWalletConnectRelay, type WalletConnectRelay } from './server';

// The Verify stand-in on the relay's port: its HTTP surface, and the wallet SDK (confined to it
// as the app confines it) getting its answers as the verify context of proposals and requests.

let relay: WalletConnectRelay;

beforeAll(async () => {
  relay = await startWalletConnectRelay({ port: 19043 });
});

afterAll(async () => {
  await relay.stop();
});

const coffee = { origin: 'https://coffee.example', isScam: false };

describe('Verify stand-in', () => {
  it('answers an attestation per hash, then for *, else 404; CORS open; public key 404', async () => {
    const get = (path: string) => fetch(`${relay.verifyUrl}${path}`);
    expect((await get('/attestation/abc?v2Supported=true')).status).toBe(404);
    await setAttestation(relay.verifyUrl, '*', coffee);
    relay.setAttestation('abc', { origin: 'https://other.example', isScam: true });
    const own = await get('/attestation/abc?v2Supported=true');
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe('*');
    expect(await own.json()).toEqual({ origin: 'https://other.example', isScam: true });
    expect(await (await get('/attestation/def')).json()).toEqual(coffee);
    await setAttestation(relay.verifyUrl, '*', null);
    expect((await get('/attestation/def')).status).toBe(404);
    relay.setAttestation('abc', null);
    const key = await get('/v3/public-key');
    expect(key.status).toBe(404);
    expect(key.headers.get('access-control-allow-origin')).toBe('*');
    expect(await attestationsAsked(relay.verifyUrl)).toEqual(['abc', 'abc', 'def', 'def']);
    // Anything else is still the relay's: connect with a WebSocket.
    expect((await get('/')).status).toBe(426);
    const bad = await fetch(`${relay.verifyUrl}/__test/attestation`, {
      method: 'POST',
      body: JSON.stringify({ hash: '*', attestation: { origin: 1 } }),
    });
    expect(bad.status).toBe(400);
  });

  it('gives the wallet SDK its answers as the verify context of proposals and requests', async () => {
    // The SDK skips Verify in test runs; this test is not one for it.
    const isTest = process.env.IS_VITEST;
    delete process.env.IS_VITEST;
    const closers: (() => Promise<void>)[] = [];
    const before = relay.attestationsAsked().length;
    try {
      const chainId = algorandChainId('wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=');
      const core = await createPeerCore({ relayUrl: relay.url, projectId: 'test' });
      closers.push(async () => {
        core.heartbeat.stop();
        await core.relayer.transportClose().catch(() => undefined);
      });
      confineVerify(core, relay.verifyUrl);
      const wallet = await SignClient.init({
        core,
        metadata: { name: 'Wallet', description: '', url: 'http://127.0.0.1', icons: [] },
      });
      const proposals: SignClientTypes.EventArguments['session_proposal'][] = [];
      const requests: SignClientTypes.EventArguments['session_request'][] = [];
      wallet.on('session_proposal', (p) => proposals.push(p));
      wallet.on('session_request', (r) => requests.push(r));

      const dapp = await startScriptedDapp({
        relayUrl: relay.url,
        projectId: 'test',
        chainId,
        url: 'https://coffee.example',
      });
      closers.push(() => dapp.stop());
      relay.setAttestation('*', { origin: 'https://phish.example', isScam: false });
      await wallet.core.pairing.pair({ uri: dapp.uri });
      await expect.poll(() => proposals.length, { timeout: 10_000 }).toBe(1);
      const proposal = proposals[0]!;
      expect(proposal.verifyContext.verified).toMatchObject({
        origin: 'https://phish.example',
        validation: 'INVALID',
        isScam: false,
      });

      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          algorand: {
            chains: [chainId],
            methods: [ALGO_SIGN_TXN],
            events: ALGORAND_EVENTS,
            accounts: [`${chainId}:${'A'.repeat(58)}`],
          },
        },
      });
      const { acknowledged } = await wallet.approve({ id: proposal.id, namespaces });
      await acknowledged();
      await dapp.session();
      relay.setAttestation('*', { origin: 'https://coffee.example', isScam: true });
      void dapp.signTransactions([]).catch(() => undefined);
      await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(1);
      expect(requests[0]!.verifyContext.verified).toMatchObject({
        origin: 'https://coffee.example',
        validation: 'VALID',
        isScam: true,
      });
      // One question per message, each about its own hash, all to the stand-in.
      const asked = relay.attestationsAsked().slice(before);
      expect(asked).toHaveLength(2);
      expect(asked.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    } finally {
      relay.setAttestation('*', null);
      await Promise.all(closers.map((close) => close()));
      if (isTest !== undefined) process.env.IS_VITEST = isTest;
    }
  });
});

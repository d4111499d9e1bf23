import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { PublicAccount } from '../accounts/stored-account';
import { canonicalJson } from '../arc60/canonical-json';
import { bytesToBase64 } from '../encoding/base64';
import { algorandChainId } from './chain-id';
import { arc1ErrorFor } from './policy-refusal';
import { screenRequest, type ScreenedRequest, type ScreeningPorts } from './screen-request';

// The screening every dapp request goes through as it arrives, with the node, the session and
// the settings as stand-ins: what is refused (and with which code), what waits for the person.

const GENESIS = 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=';
const CHAIN = algorandChainId(algosdk.base64ToBytes(GENESIS));
const HOST = 'dapp.example';
const mine = algosdk.generateAccount().addr.toString();
const stranger = algosdk.generateAccount().addr.toString();
const own: PublicAccount = {
  addr: mine,
  name: 'Mine',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};

function ports(over: Partial<ScreeningPorts> = {}): ScreeningPorts {
  return {
    chainFacts: () => Promise.resolve({ chainId: CHAIN, genesisHash: GENESIS }),
    accounts: () => [own],
    authAddresses: (addresses) => Promise.resolve(new Map(addresses.map((a) => [a, undefined]))),
    allowRekeys: () => false,
    developerMode: () => false,
    ...over,
  };
}
const nodeDown = () => Promise.reject(new Error('node unreachable'));

function pay(over: { rekeyTo?: string; genesisHash?: Uint8Array } = {}) {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: mine,
    receiver: stranger,
    amount: 1,
    rekeyTo: over.rekeyTo,
    suggestedParams: {
      fee: 1000,
      minFee: 1000,
      flatFee: true,
      firstValid: 1,
      lastValid: 1000,
      genesisHash: 'genesisHash' in over ? over.genesisHash : algosdk.base64ToBytes(GENESIS),
    },
  });
  return [[{ txn: bytesToBase64(algosdk.encodeUnsignedTransaction(txn)) }]];
}

const txnRequest = (params: unknown, over: Partial<ScreenedRequest> = {}): ScreenedRequest => ({
  version: 2,
  chainId: CHAIN,
  method: 'algo_signTxn',
  params,
  peer: { url: `https://${HOST}` },
  ...over,
});

async function dataRequest(data: Record<string, unknown> | Uint8Array): Promise<ScreenedRequest> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(HOST));
  const bytes = data instanceof Uint8Array ? data : new TextEncoder().encode(canonicalJson(data));
  return txnRequest(
    {
      data: bytesToBase64(bytes),
      signer: mine,
      domain: HOST,
      authenticatorData: bytesToBase64(new Uint8Array(hash)),
      metadata: { scope: 1, encoding: 'base64' },
    },
    { method: 'algo_signData' },
  );
}

const signIn = (over: Record<string, unknown> = {}) => ({
  domain: HOST,
  chain_id: CHAIN,
  account_address: mine,
  type: 'ed25519',
  uri: `https://${HOST}`,
  version: '1',
  'expiration-time': '2020-01-01T00:00:00Z',
  ...over,
});

const granted = [`${CHAIN}:${mine}`];

describe('screenRequest', () => {
  it('lets a granted payment through to the person, and a plain JSON data request with its items', async () => {
    expect(await screenRequest(txnRequest(pay()), granted, ports())).toEqual({
      refusal: null,
      authAddresses: undefined,
    });
    const data = await screenRequest(await dataRequest({ challenge: 'x' }), granted, ports());
    expect(data.refusal).toBeNull();
    expect(data.signData?.map((i) => i.account)).toEqual([mine]);
  });

  it('refuses a scam origin and an oversize request without asking the node', async () => {
    const scam = txnRequest(pay(), {
      verified: { origin: `https://${HOST}`, validation: 'VALID', isScam: true },
    });
    const down = ports({ chainFacts: nodeDown });
    expect(await screenRequest(scam, granted, down)).toEqual({ refusal: { code: 'scam' } });
    const huge = txnRequest([[{ txn: 'A'.repeat(256 * 1024) }]]);
    expect(await screenRequest(huge, granted, down)).toEqual({ refusal: { code: 'too-large' } });
  });

  it('lets a transaction group wait for the person when the node is down, but not a data request', async () => {
    const down = ports({ chainFacts: nodeDown });
    expect(await screenRequest(txnRequest(pay()), granted, down)).toEqual({ refusal: null });
    const data = await dataRequest({ challenge: 'x' });
    const refused = await screenRequest(data, granted, down);
    expect(refused).toEqual({ refusal: { code: 'network-unreachable' } });
    expect(arc1ErrorFor(refused.refusal!).code).toBe(4100);
  });

  it('refuses a transaction without a genesis hash (4300)', async () => {
    const { refusal } = await screenRequest(
      txnRequest(pay({ genesisHash: undefined })),
      granted,
      ports(),
    );
    expect(refusal).toEqual({ code: 'no-genesis-hash', index: 0 });
    expect(arc1ErrorFor(refusal!).code).toBe(4300);
  });

  it('reads the rekey setting when the request comes', async () => {
    const rekey = txnRequest(pay({ rekeyTo: stranger }));
    expect((await screenRequest(rekey, granted, ports())).refusal).toMatchObject({
      code: 'rekey-blocked',
    });
    const allowed = ports({ allowRekeys: () => true });
    expect((await screenRequest(rekey, granted, allowed)).refusal).toBeNull();
  });

  it('refuses an expired Sign-In, with 65 resources too, naming the field (4300)', async () => {
    const expired = await screenRequest(await dataRequest(signIn()), granted, ports());
    expect(expired.refusal).toEqual({ code: 'sign-data', arc60: { code: 'expired', index: 0 } });
    const resources = Array.from({ length: 65 }, (_, i) => `https://${HOST}/${i}`);
    const padded = await screenRequest(await dataRequest(signIn({ resources })), granted, ports());
    expect(padded.refusal).toEqual({
      code: 'sign-data',
      arc60: { code: 'sign-in-invalid', index: 0, field: 'resources' },
    });
    expect(arc1ErrorFor(padded.refusal!)).toEqual({
      code: 4300,
      message: 'Invalid Input: the sign-in message\'s "resources" is missing or not valid (item 1)',
    });
  });

  it('refuses a data request over WalletConnect v1, which has no algo_signData (4200)', async () => {
    const v1 = { ...(await dataRequest({ challenge: 'x' })), version: 1 as const };
    const { refusal } = await screenRequest(v1, [mine], ports());
    expect(refusal).toEqual({ code: 'unsupported-method' });
    expect(arc1ErrorFor(refusal!).code).toBe(4200);
  });

  it.each([
    ['algo_templatedLsig', 2],
    ['algo_templatedLsig', 1],
    ['algo_signBytes', 2],
    ['ALGO_SIGNTXN', 2],
  ] as const)(
    'refuses %s (v%i), a method the wallet does not answer, without asking the node',
    async (method, version) => {
      const down = ports({ chainFacts: nodeDown });
      const request = txnRequest(pay(), { method, version });
      const { refusal } = await screenRequest(request, granted, down);
      expect(refusal).toEqual({ code: 'unsupported-method' });
      expect(arc1ErrorFor(refusal!)).toEqual({
        code: 4200,
        message: 'Unsupported Operation: this wallet does not answer this method',
      });
    },
  );

  it('refuses a delegated logic signature ("Program" || program) unless in developer mode', async () => {
    const program = new Uint8Array([...new TextEncoder().encode('Program'), 0x0a, 0x81, 0x01]);
    const request = await dataRequest(program);
    const { refusal } = await screenRequest(request, granted, ports());
    expect(refusal).toEqual({
      code: 'sign-data',
      arc60: { code: 'delegation', index: 0, prefix: 'Program' },
    });
    expect(arc1ErrorFor(refusal!).message).toContain('delegated logic signature');
    const dev = await screenRequest(request, granted, ports({ developerMode: () => true }));
    expect(dev.refusal).toBeNull();
    expect(dev.signData?.[0]?.delegation?.program).toEqual(new Uint8Array([0x0a, 0x81, 0x01]));
  });

  it('refuses a data request whose account signs with a Ledger (4200)', async () => {
    const ledger = ports({ accounts: () => [{ ...own, type: 'ledger', hasSecret: false }] });
    const { refusal } = await screenRequest(await dataRequest({ challenge: 'x' }), granted, ledger);
    expect(refusal).toMatchObject({ code: 'data-signer', problem: 'ledger' });
  });
});

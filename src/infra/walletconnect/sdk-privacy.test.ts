import { Core, RELAYER_DEFAULT_RELAY_URL } from '@walletconnect/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_WALLETCONNECT_RELAY_URL } from '../../core/config/verify-url';
import { confineVerify, disableVerify, silenceTelemetry } from './sdk-privacy';

// The pulse endpoint must never hear from the wallet: the SDK's INIT event and any later batch.

afterEach(() => vi.unstubAllGlobals());

describe('WalletConnect SDK telemetry', () => {
  it('sends nothing to the pulse endpoint once silenced (and would without it)', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        calls.push(String(url));
        return Promise.resolve(new Response('{}'));
      }),
    );
    const loud = new Core({ projectId: 'test', telemetryEnabled: false });
    // The client id is all INIT needs from the (unstarted) core.
    loud.crypto.getClientId = () => Promise.resolve('did:key:z6Mk-test');
    // The SDK skips its INIT event in test runs; pretend this is not one.
    const isTest = process.env.IS_VITEST;
    delete process.env.IS_VITEST;
    try {
      await loud.eventClient.init();
      const quiet = new Core({ projectId: 'test', telemetryEnabled: false });
      quiet.crypto.getClientId = loud.crypto.getClientId;
      silenceTelemetry(quiet);
      const before = calls.length;
      await quiet.eventClient.init();
      await (quiet.eventClient as unknown as { submit: () => Promise<void> }).submit();
      expect(calls.slice(before)).toEqual([]);
    } finally {
      if (isTest !== undefined) process.env.IS_VITEST = isTest;
    }
    // Shows the test can fail: the unsilenced client did call out.
    expect(calls.some((url) => url.includes('pulse.walletconnect.org'))).toBe(true);
  });
});

/** The SDK skips Verify (and its INIT event) in test runs: `fn` runs as if this were not one. */
async function outsideTestRun<T>(fn: () => Promise<T>): Promise<T> {
  const isTest = process.env.IS_VITEST;
  delete process.env.IS_VITEST;
  try {
    return await fn();
  } finally {
    if (isTest !== undefined) process.env.IS_VITEST = isTest;
  }
}

function recordFetches(answer: (url: string) => Promise<Response>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(String(url));
      return answer(String(url));
    }),
  );
  return calls;
}

/** A JWT-shaped attestation whose payload names `id` (its signature is not checked first). */
function attestationJwt(id: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part({ id, origin: 'https://x.example' })}.c2ln`;
}

/** Cores with one storage prefix share their parts (Verify among them): each test its own. */
const freshCore = () =>
  new Core({
    projectId: 'test',
    telemetryEnabled: false,
    customStoragePrefix: `verify-${crypto.randomUUID()}`,
  });

describe('WalletConnect Verify', () => {
  const CONFIGURED = 'https://verify.example.test/';
  const attestation = { origin: 'https://dapp.example', isScam: false };

  it('asks only the configured service, whatever the dapp names (and the SDK would not)', async () => {
    const calls = recordFetches((url) =>
      Promise.resolve(
        url.includes('/attestation/')
          ? Response.json(attestation)
          : new Response('not found', { status: 404 }),
      ),
    );
    const answers = await outsideTestRun(async () => {
      const sdk = freshCore();
      const before = await sdk.verify.resolve({
        hash: 'h1',
        verifyUrl: 'https://verify.walletconnect.com',
      });
      const core = freshCore();
      // Twice, as after a logout and login: still one timeout around the SDK's own resolve.
      confineVerify(core, 'https://old.example.test', 2_000);
      confineVerify(core, CONFIGURED, 2_000);
      const confined = core.verify;
      const plain = await confined.resolve({ hash: 'h2', verifyUrl: 'https://evil.example' });
      const fromDapp = await confined.resolve({
        hash: 'h3',
        verifyUrl: 'https://verify.walletconnect.org',
      });
      // A signed attestation sends the SDK for the service's public key.
      const signed = await confined.resolve({
        attestationId: attestationJwt('enc-1'),
        encryptedId: 'enc-1',
        hash: 'h4',
      });
      return { before, plain, fromDapp, signed };
    });
    // Without confining, the SDK goes to its own host: the test can fail.
    expect(calls[0]).toBe('https://verify.walletconnect.com/attestation/h1?v2Supported=true');
    expect(answers.before).toEqual(attestation);
    const confinedCalls = calls.slice(1);
    expect(confinedCalls).toContain('https://verify.example.test/attestation/h2?v2Supported=true');
    expect(confinedCalls).toContain('https://verify.example.test/attestation/h3?v2Supported=true');
    expect(confinedCalls).toContain('https://verify.example.test/v3/public-key');
    expect(confinedCalls.every((url) => url.startsWith('https://verify.example.test/'))).toBe(true);
    expect(answers.plain).toEqual(attestation);
    expect(answers.fromDapp).toEqual(attestation);
  });

  it('counts a service that does not answer in time as no answer', async () => {
    recordFetches(() => new Promise<Response>(() => undefined));
    const answer = await outsideTestRun(async () => {
      const core = freshCore();
      confineVerify(core, CONFIGURED, 50);
      return core.verify.resolve({ hash: 'h5' });
    });
    expect(answer).toBeUndefined();
  });
});

describe('WalletConnect Verify turned off', () => {
  it("is WalletConnect's own only with the SDK's default relay", () => {
    expect(DEFAULT_WALLETCONNECT_RELAY_URL).toBe(RELAYER_DEFAULT_RELAY_URL);
  });

  it('asks no Verify service at all, and every message counts as not verified', async () => {
    const calls = recordFetches(() =>
      Promise.resolve(Response.json({ origin: 'https://dapp.example', isScam: false })),
    );
    const answers = await outsideTestRun(async () => {
      const sdk = freshCore();
      // The SDK alone asks WalletConnect's service: the test can fail.
      const before = await sdk.verify.resolve({ hash: 'h6' });
      const core = freshCore();
      disableVerify(core);
      const before2 = calls.length;
      const plain = await core.verify.resolve({ hash: 'h7', verifyUrl: 'https://evil.example' });
      const signed = await core.verify.resolve({
        attestationId: attestationJwt('enc-2'),
        encryptedId: 'enc-2',
        hash: 'h8',
      });
      const registered = await core.verify.register({ id: 'x', decryptedId: 'y' });
      return { before, plain, signed, registered, after: calls.slice(before2) };
    });
    expect(calls[0]).toBe('https://verify.walletconnect.org/attestation/h6?v2Supported=true');
    expect(answers.before).toEqual({ origin: 'https://dapp.example', isScam: false });
    expect(answers.after).toEqual([]);
    expect(answers.plain).toBeUndefined();
    expect(answers.signed).toBeUndefined();
    expect(answers.registered).toBe('');
  });
});

import { Core } from '@walletconnect/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silenceTelemetry } from './sdk-privacy';

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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlgowDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { createWallet, logout } from './session';

// The channel that hears other tabs' saves lives only while a wallet is open: a channel left
// open after logout keeps a Node process (the benches) from ever ending.

describe('session channel', () => {
  afterEach(() => {
    logout();
    vi.restoreAllMocks();
  });

  it('is closed on logout and opened again with the next wallet', async () => {
    const closed = vi.spyOn(BroadcastChannel.prototype, 'close');
    const open = (name: string) =>
      createWallet(name, 'Correct-Horse-Battery-Staple-9', {
        addr: 'A'.repeat(58),
        name: 'Watch',
        type: 'public',
      });
    useDatabaseForTests(new AlgowDatabase('session-channel-1'));
    await open('One');
    expect(closed).not.toHaveBeenCalled();
    logout();
    expect(closed).toHaveBeenCalledTimes(1);
    const first = closed.mock.contexts[0];
    useDatabaseForTests(new AlgowDatabase('session-channel-2'));
    await open('Two');
    logout();
    expect(closed).toHaveBeenCalledTimes(2);
    expect(closed.mock.contexts[1]).not.toBe(first);
  });
});

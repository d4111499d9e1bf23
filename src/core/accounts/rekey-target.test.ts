import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { rekeyConfirmed, rekeyNeedsConfirmation, walletControls } from './rekey-target';
import type { PublicAccount } from './stored-account';

const addr = () => generateAccount().addr.toString();
const account = (
  type: PublicAccount['type'],
  extra: Partial<PublicAccount> = {},
): PublicAccount => ({
  addr: addr(),
  name: type,
  type,
  hasSecret: type === 'basic',
  hasHdSecret: false,
  hasSession: false,
  ...extra,
});

describe('rekey targets', () => {
  const key = account('basic');
  const ledger = account('ledger', { slot: 0 });
  const watch = account('public');
  const outside = addr();
  const completable = account('msig', {
    params: { version: 1, threshold: 2, addrs: [key.addr, ledger.addr, outside] },
  });
  const incomplete = account('msig', {
    params: { version: 1, threshold: 2, addrs: [key.addr, watch.addr, outside] },
  });
  const twoFactor = account('2fa', {
    params: { version: 1, threshold: 2, addrs: [key.addr, outside, addr()] },
  });
  const wallet = [key, ledger, watch, completable, incomplete, twoFactor];

  it('knows which targets the wallet keeps control of', () => {
    expect(walletControls(key.addr, wallet)).toBe(true);
    expect(walletControls(ledger.addr, wallet)).toBe(true);
    expect(walletControls(completable.addr, wallet)).toBe(true);
    // The provider co-signs with the one held key.
    expect(walletControls(twoFactor.addr, wallet)).toBe(true);
    expect(walletControls(watch.addr, wallet)).toBe(false);
    expect(walletControls(outside, wallet)).toBe(false);
    expect(walletControls(incomplete.addr, wallet)).toBe(false);
  });

  it('asks for a typed confirmation only when control leaves the wallet', () => {
    expect(rekeyNeedsConfirmation(undefined, wallet)).toBeNull();
    expect(rekeyNeedsConfirmation(key.addr, wallet)).toBeNull();
    expect(rekeyNeedsConfirmation(watch.addr, wallet)).toBe(watch.addr);
    expect(rekeyConfirmed(outside, outside.slice(0, 6).toLowerCase())).toBe(true);
    expect(rekeyConfirmed(outside, outside.slice(0, 5))).toBe(false);
    expect(rekeyConfirmed(outside, '')).toBe(false);
  });
});

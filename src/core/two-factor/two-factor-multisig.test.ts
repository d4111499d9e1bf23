import { generateAccount, multisigAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { twoFactorMultisigAddress, twoFactorMultisigParams } from './two-factor-multisig';

const address = () => generateAccount().addr.toString();

describe('2FA multisig', () => {
  it('is algosdk multisigAddress over the three sorted addresses, version 1, threshold 2', () => {
    const parts = {
      primaryAccount: address(),
      recoveryAccount: address(),
      twoFactorAccount: address(),
    };
    const sorted = [parts.primaryAccount, parts.recoveryAccount, parts.twoFactorAccount].sort();
    expect(twoFactorMultisigParams(parts)).toEqual({ version: 1, threshold: 2, addrs: sorted });
    expect(twoFactorMultisigAddress(parts)).toBe(
      multisigAddress({ version: 1, threshold: 2, addrs: sorted }).toString(),
    );
  });

  it('does not depend on which account plays which role', () => {
    const [a, b, c] = [address(), address(), address()] as [string, string, string];
    const one = twoFactorMultisigAddress({
      primaryAccount: a,
      recoveryAccount: b,
      twoFactorAccount: c,
    });
    const two = twoFactorMultisigAddress({
      primaryAccount: c,
      recoveryAccount: a,
      twoFactorAccount: b,
    });
    expect(one).toBe(two);
  });

  it('differs from the unsorted multisig when the order matters', () => {
    const addrs = [address(), address(), address()].sort().reverse();
    const [p, r, t] = addrs as [string, string, string];
    expect(
      twoFactorMultisigAddress({ primaryAccount: p, recoveryAccount: r, twoFactorAccount: t }),
    ).not.toBe(multisigAddress({ version: 1, threshold: 2, addrs }).toString());
  });

  it('refuses equal hot and cold accounts', () => {
    const same = address();
    expect(() =>
      twoFactorMultisigParams({
        primaryAccount: same,
        recoveryAccount: same,
        twoFactorAccount: address(),
      }),
    ).toThrow(expect.objectContaining({ code: 'same-accounts' }));
  });

  it('refuses a provider account equal to one of ours, or an invalid address', () => {
    const primary = address();
    expect(() =>
      twoFactorMultisigParams({
        primaryAccount: primary,
        recoveryAccount: address(),
        twoFactorAccount: primary,
      }),
    ).toThrow(expect.objectContaining({ code: 'invalid-response' }));
    expect(() =>
      twoFactorMultisigParams({
        primaryAccount: primary,
        recoveryAccount: address(),
        twoFactorAccount: 'NOPE',
      }),
    ).toThrow(expect.objectContaining({ code: 'invalid-response' }));
  });
});

import { describe, expect, it } from 'vitest';
import { authorizerFor } from './authorizer';
import { publicAccount } from '../../test/public-account';

const acct = publicAccount;

const params = { version: 1, threshold: 2, addrs: ['KEY', 'X', 'Y'] };
const keyed = acct('KEY', { hasSecret: true });
const msig = acct('MSIG', { type: 'msig', params });
const toKey = acct('TOKEY', { rekeyedTo: 'KEY' });
const toMsig = acct('TOMSIG', { rekeyedTo: 'MSIG' });
const wallet = [keyed, msig, toKey, toMsig];

describe('authorizerFor: the signer the fee is sized for', () => {
  it('is one plain signature for an account that signs for itself', () => {
    expect(authorizerFor('KEY', wallet, 'KEY')).toEqual({ kind: 'single', rekeyed: false });
    expect(authorizerFor('KEY', wallet)).toEqual({ kind: 'single', rekeyed: false });
  });

  it('counts the auth address of a rekeyed account, by the chain or else the stored rekey', () => {
    expect(authorizerFor('TOKEY', wallet, 'KEY')).toEqual({ kind: 'single', rekeyed: true });
    expect(authorizerFor('TOKEY', wallet)).toEqual({ kind: 'single', rekeyed: true });
    // The chain is authoritative: a rekey undone elsewhere signs plainly again.
    expect(authorizerFor('TOKEY', wallet, 'TOKEY')).toEqual({ kind: 'single', rekeyed: false });
    expect(authorizerFor('KEY', wallet, 'TOKEY')).toEqual({ kind: 'single', rekeyed: true });
  });

  it('is the multisig up to its threshold for a multisig or an account rekeyed to one', () => {
    expect(authorizerFor('MSIG', wallet, 'MSIG')).toEqual({
      kind: 'multisig',
      params,
      rekeyed: false,
    });
    expect(authorizerFor('TOMSIG', wallet)).toEqual({ kind: 'multisig', params, rekeyed: true });
  });

  it('knows an account outside the wallet as rekeyed only when the chain says so', () => {
    expect(authorizerFor('OUTSIDE', wallet)).toEqual({ kind: 'single', rekeyed: false });
    expect(authorizerFor('OUTSIDE', wallet, 'KEY')).toEqual({ kind: 'single', rekeyed: true });
  });
});

import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  multisigAddress,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { AccountType, PublicAccount } from '../accounts/stored-account';
import { addSignature, createProposal } from './proposal';
import type { ProposalErrorCode } from './proposal-error';
import { multisigParamsFor, remainingSigners, signerAccount, twoFactorCoSigner } from './signers';

const keys = [generateAccount(), generateAccount(), generateAccount(), generateAccount()];
const [a, b, c, d] = keys.map((k) => k.addr.toString()) as [string, string, string, string];
const params = { version: 1, threshold: 2, addrs: [a, b, c, d] };
const msig = multisigAddress(params).toString();

function account(addr: string, type: AccountType, extra: Partial<PublicAccount> = {}) {
  return {
    addr,
    name: `${type} ${addr.slice(0, 4)}`,
    type,
    hasSecret: false,
    hasHdSecret: false,
    hasSession: false,
    ...extra,
  } satisfies PublicAccount;
}

const multisig = account(msig, 'msig', { params });
const withKey = account(a, 'basic', { hasSecret: true });
const ledger = account(b, 'ledger', { slot: 0 });
const watch = account(c, 'public');
const outsider = account(generateAccount().addr.toString(), 'basic', { hasSecret: true });
const wallet = [multisig, withKey, ledger, watch, outsider];

const code = (value: ProposalErrorCode) => expect.objectContaining({ code: value });

describe('the params that sign', () => {
  it('are the account own params, or its rekey target params', () => {
    expect(multisigParamsFor(multisig, wallet)).toEqual(params);
    const rekeyed = account(outsider.addr, 'basic', { hasSecret: true, rekeyedTo: msig });
    expect(multisigParamsFor(rekeyed, wallet)).toEqual(params);
    // The chain's auth address wins over a stale stored rekeyedTo.
    expect(multisigParamsFor(withKey, wallet, msig)).toEqual(params);
  });

  it('use the spec texts when there are none', () => {
    expect(() => multisigParamsFor(withKey, wallet)).toThrow(code('not-multisig'));
    expect(() => multisigParamsFor(withKey, wallet)).toThrow(`Address is not multisig: ${a}`);
    const lost = account(outsider.addr, 'basic', { rekeyedTo: d });
    expect(() => multisigParamsFor(lost, wallet)).toThrow(code('rekey-signer-unknown'));
    const toKey = account(d, 'basic', { rekeyedTo: a });
    expect(() => multisigParamsFor(toKey, wallet)).toThrow(`Address is not multisig: ${a}`);
  });
});

describe('who may still sign', () => {
  it('own members with a key or a Ledger, in address order, until they signed', () => {
    expect(remainingSigners(params, wallet).map((s) => s.addr)).toEqual([a, b]);
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: msig,
      receiver: msig,
      amount: 0,
      suggestedParams: {
        fee: 1000,
        flatFee: true,
        minFee: 1000,
        firstValid: 1,
        lastValid: 100,
        genesisHash: new Uint8Array(32),
      },
    });
    const signed = addSignature(createProposal(txn, params), a, txn.rawSignTxn(keys[0]!.sk));
    expect(remainingSigners(params, wallet, signed).map((s) => s.addr)).toEqual([b]);
    expect(remainingSigners(params, [watch, outsider])).toEqual([]);
    // An HD account signs with its derived key, but only while its phrase is stored.
    const hd = account(d, 'hd', { hasHdSecret: true, hd: { accountIndex: 1 } });
    expect(remainingSigners(params, [hd]).map((s) => s.addr)).toEqual([d]);
    expect(remainingSigners(params, [{ ...hd, hasHdSecret: false }])).toEqual([]);
  });

  it('names the chosen signer, or says why it cannot sign', () => {
    expect(signerAccount(wallet, params, a)).toBe(withKey);
    expect(() => signerAccount(wallet, params, d)).toThrow(`Signator account ${d} not found`);
    expect(() => signerAccount(wallet, params, outsider.addr)).toThrow(
      `Multisig key is missing for address ${outsider.addr}`,
    );
  });
});

describe('2FA co-signer', () => {
  const parts = { primaryAccount: a, recoveryAccount: b, twoFactorAccount: c };
  const tfParams = { version: 1, threshold: 2, addrs: [a, b, c].sort() };
  const tfAddr = multisigAddress(tfParams).toString();

  it('is found from the 2fa account and its provider', () => {
    const twoFa = account(tfAddr, '2fa', {
      params: tfParams,
      twoFactor: { ...parts, twoFactorAuthProvider: 'p1' },
    });
    expect(twoFactorCoSigner(tfParams, [withKey, twoFa])).toEqual({ ...parts, providerId: 'p1' });
  });

  it('takes the provider from the hidden 2faApi account of older files', () => {
    const twoFa = account(tfAddr, '2fa', { params: tfParams, twoFactor: parts });
    const api = account(c, '2faApi', {
      isHidden: true,
      twoFactor: { ...parts, twoFactorAuthProvider: 'p2', multisigAccount: tfAddr },
    });
    expect(twoFactorCoSigner(tfParams, [twoFa, api])).toEqual({ ...parts, providerId: 'p2' });
    expect(twoFactorCoSigner(tfParams, [twoFa])).toEqual(parts);
  });

  it('is null for an ordinary multisig', () => {
    const twoFa = account(tfAddr, '2fa', { params: tfParams, twoFactor: parts });
    expect(twoFactorCoSigner(params, [twoFa, multisig])).toBeNull();
  });
});

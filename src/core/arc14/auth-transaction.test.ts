import { decodeSignedTransaction, generateAccount, type SuggestedParams } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { base64ToBytes } from '../encoding/base64';
import { authorizationHeader, buildAuthTransaction, realmProblem } from './auth-transaction';

const params: SuggestedParams = {
  fee: 1000,
  minFee: 1000,
  firstValid: 100,
  lastValid: 1100,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(7),
};

describe('ARC-14 auth transaction', () => {
  it('is a zero-amount, zero-fee self-payment with the realm as note', () => {
    const { addr } = generateAccount();
    const txn = buildAuthTransaction(addr.toString(), 'example.com#ARC14', params);
    expect(txn.type).toBe('pay');
    expect(txn.sender.toString()).toBe(addr.toString());
    expect(txn.payment?.receiver.toString()).toBe(addr.toString());
    expect(txn.payment?.amount).toBe(0n);
    expect(txn.fee).toBe(0n);
    expect(new TextDecoder().decode(txn.note)).toBe('example.com#ARC14');
    expect(txn.firstValid).toBe(100n);
  });

  it('makes a "SigTx <base64>" header that decodes to the signed transaction', () => {
    const account = generateAccount();
    const txn = buildAuthTransaction(account.addr.toString(), 'KMD', params);
    const header = authorizationHeader(txn.signTxn(account.sk));
    expect(header).toMatch(/^SigTx [A-Za-z0-9+/]+=*$/);
    const signed = decodeSignedTransaction(base64ToBytes(header.slice('SigTx '.length)));
    expect(signed.txn.txID()).toBe(txn.txID());
    expect(signed.sig).toHaveLength(64);
  });
});

describe('ARC-14 realm', () => {
  it('must end with #ARC14', () => {
    expect(realmProblem('example.com#ARC14')).toBeNull();
    expect(realmProblem('#ARC14')).toBeNull();
    expect(realmProblem('example.com')).toBe('suffix');
    expect(realmProblem('example.com#arc14')).toBe('suffix');
    expect(realmProblem('example.com#ARC14 ')).toBe('suffix');
  });

  it('must not be blank', () => {
    expect(realmProblem('')).toBe('empty');
    expect(realmProblem('   ')).toBe('empty');
  });

  it('must fit a transaction note (1024 bytes)', () => {
    expect(realmProblem(`${'a'.repeat(1018)}#ARC14`)).toBeNull();
    expect(realmProblem(`${'a'.repeat(1019)}#ARC14`)).toBe('too-long');
    // Bytes, not characters: "é" takes two.
    expect(realmProblem(`${'é'.repeat(510)}#ARC14`)).toBe('too-long');
  });
});

import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { ed25519Signer, ed25519Verify } from './ed25519';

describe('node:crypto Ed25519', () => {
  it('signs exactly as algosdk (tweetnacl) does, and verifies algosdk signatures', () => {
    const account = algosdk.generateAccount();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: account.addr,
      receiver: account.addr,
      amount: 1,
      suggestedParams: {
        fee: 1000n,
        flatFee: true,
        minFee: 1000n,
        firstValid: 1n,
        lastValid: 100n,
        genesisHash: new Uint8Array(32),
      },
    });
    const fast = ed25519Signer(account.sk)(txn.bytesToSign());
    const sdk = algosdk.decodeSignedTransaction(txn.signTxn(account.sk)).sig;
    expect(Buffer.from(fast)).toEqual(Buffer.from(sdk ?? []));
    expect(ed25519Verify(account.addr.publicKey, txn.bytesToSign(), fast)).toBe(true);
  });

  it('refuses wrong messages, keys and malformed input without throwing', () => {
    const a = algosdk.generateAccount();
    const b = algosdk.generateAccount();
    const message = new TextEncoder().encode('hello');
    const sig = ed25519Signer(a.sk)(message);
    expect(ed25519Verify(a.addr.publicKey, new TextEncoder().encode('hellO'), sig)).toBe(false);
    expect(ed25519Verify(b.addr.publicKey, message, sig)).toBe(false);
    expect(ed25519Verify(new Uint8Array(31), message, sig)).toBe(false);
    expect(ed25519Verify(a.addr.publicKey, message, sig.subarray(0, 63))).toBe(false);
    expect(ed25519Verify(new Uint8Array(32).fill(0xff), message, sig)).toBe(false);
  });
});

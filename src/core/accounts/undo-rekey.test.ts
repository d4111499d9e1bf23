import { generateAccount, type SuggestedParams } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { buildPaymentTransaction } from '../payments/payment-draft';
import { rekeyNeedsConfirmation } from './rekey-target';
import type { PublicAccount } from './stored-account';
import { isUndoRekey, undoRekeyDraft, undoRekeyFrom, undoRekeySigner } from './undo-rekey';

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

const PARAMS: SuggestedParams = {
  flatFee: false,
  fee: 0n,
  minFee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(7),
};

describe('undo rekey', () => {
  const signer = account('basic');
  const watch = account('public');
  const rekeyed = account('basic', { rekeyedTo: signer.addr });
  const toWatch = account('basic');
  const wallet = [signer, watch, rekeyed, toWatch];

  it('is offered only for an account rekeyed to a key the wallet holds', () => {
    expect(undoRekeyFrom(rekeyed, wallet, signer.addr)).toBe(signer.addr);
    // Before the chain answers, the stored rekey is used.
    expect(undoRekeyFrom(rekeyed, wallet, undefined)).toBe(signer.addr);
    // The chain says it signs for itself again: nothing to undo.
    expect(undoRekeyFrom(rekeyed, wallet, rekeyed.addr)).toBeUndefined();
    expect(undoRekeyFrom(signer, wallet, signer.addr)).toBeUndefined();
    // Rekeyed to a key the wallet cannot sign with: the wallet cannot undo it.
    expect(undoRekeyFrom(toWatch, wallet, watch.addr)).toBeUndefined();
    expect(undoRekeyFrom(toWatch, wallet, addr())).toBeUndefined();
  });

  it('is a zero payment to itself that rekeys to itself', () => {
    const txn = buildPaymentTransaction(undoRekeyDraft(rekeyed.addr), PARAMS, {
      kind: 'single',
      rekeyed: true,
    });
    expect(txn.type).toBe('pay');
    expect(txn.sender.toString()).toBe(rekeyed.addr);
    expect(txn.payment?.receiver.toString()).toBe(rekeyed.addr);
    expect(txn.payment?.amount).toBe(0n);
    expect(txn.rekeyTo?.toString()).toBe(rekeyed.addr);
    expect(txn.payment?.closeRemainderTo).toBeUndefined();
  });

  it('is signed by the current auth key, not the account own key', () => {
    expect(undoRekeySigner(rekeyed, wallet, signer.addr)?.addr).toBe(signer.addr);
    expect(undoRekeySigner(rekeyed, wallet, rekeyed.addr)).toBeNull();
  });

  it('is an undo only when the rekey-to is the sender, and asks no typed confirmation', () => {
    expect(isUndoRekey(rekeyed.addr, rekeyed.addr)).toBe(true);
    expect(isUndoRekey(rekeyed.addr, signer.addr)).toBe(false);
    expect(isUndoRekey(rekeyed.addr, undefined)).toBe(false);
    expect(rekeyNeedsConfirmation(rekeyed.addr, wallet)).toBeNull();
  });
});

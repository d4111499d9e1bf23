import { makeApplicationNoOpTxnFromObject, type SuggestedParams } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { feeForSigned, MULTISIG_SENDER, REKEYED, TWO_OF_THREE } from '../../test/signed-fee';
import { applyRequiredFee } from './required-fee';
import { underpaidBySize } from './underpaid';

const params = (fee: bigint, flatFee = false): SuggestedParams => ({
  fee,
  minFee: 1000n,
  flatFee,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'devnet-v1',
  genesisHash: new Uint8Array(32).fill(4),
});

// A dapp's transaction as it arrives: its fee is its own, set for a plain signature.
const dappTxn = (fee: bigint) => {
  const txn = makeApplicationNoOpTxnFromObject({
    sender: MULTISIG_SENDER,
    appIndex: 42n,
    appArgs: [new Uint8Array(40)],
    suggestedParams: { ...params(0n), fee, flatFee: true },
  });
  return txn;
};

describe('underpaidBySize: a fee that came with the transaction, against the signed bytes', () => {
  it('finds a fee below the per-byte fee of the real signature, rekeyed or multisig', () => {
    for (const authorizer of [REKEYED, TWO_OF_THREE]) {
      const probe = dappTxn(1000n);
      const needed = feeForSigned(probe, authorizer);
      const short = dappTxn(needed - 50n);
      expect(underpaidBySize([short], [0], params(50n), () => authorizer)).toEqual([
        { index: 0, fee: needed - 50n, needed: feeForSigned(short, authorizer) },
      ]);
      const enough = dappTxn(needed + 100n);
      expect(underpaidBySize([enough], [0], params(50n), () => authorizer)).toEqual([]);
    }
  });

  it('counts the signer: a fee enough for one plain signature is short for a multisig', () => {
    const txn = dappTxn(0n);
    applyRequiredFee(txn, params(50n));
    expect(underpaidBySize([txn], [0], params(50n), () => ({ kind: 'single' }))).toEqual([]);
    expect(underpaidBySize([txn], [0], params(50n), () => TWO_OF_THREE)).toHaveLength(1);
  });

  it('checks only the given indexes, and nothing while the node asks no fee per byte', () => {
    const short = dappTxn(0n);
    expect(underpaidBySize([short, short], [1], params(50n), () => REKEYED)).toHaveLength(1);
    expect(underpaidBySize([short, short], [1], params(50n), () => REKEYED)[0]?.index).toBe(1);
    expect(underpaidBySize([short], [], params(50n), () => REKEYED)).toEqual([]);
    expect(underpaidBySize([short], [0], params(0n), () => REKEYED)).toEqual([]);
    expect(underpaidBySize([short], [0], params(5000n, true), () => REKEYED)).toEqual([]);
  });
});

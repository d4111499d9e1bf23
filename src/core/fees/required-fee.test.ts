import {
  Address,
  encodeMsgpack,
  generateAccount,
  makeApplicationNoOpTxnFromObject,
  makeAssetCreateTxnWithSuggestedParamsFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  SignedTransaction,
  decodeUnsignedTransaction,
  encodeUnsignedTransaction,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  applyRequiredFee,
  HIGH_FEE_THRESHOLD,
  highFee,
  networkFeePart,
  requiredFee,
  signedLength,
} from './required-fee';
import { keyRegistration } from '../../test/keyreg';

const sender = generateAccount().addr.toString();
const receiver = generateAccount().addr.toString();

const params = (fee: number, minFee = 1000): SuggestedParams => ({
  fee,
  minFee,
  flatFee: false,
  firstValid: 1000,
  lastValid: 2000,
  genesisID: 'devnet-v1',
  genesisHash: new Uint8Array(32).fill(7),
});

// Every transaction kind the wallet builds, from the same params.
const kinds: Record<string, (p: SuggestedParams) => Transaction> = {
  pay: (p) =>
    makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver,
      amount: 1_234_567n,
      note: new Uint8Array(100),
      suggestedParams: p,
    }),
  axfer: (p) =>
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender,
      receiver: sender,
      amount: 0n,
      assetIndex: 31_566_704n,
      suggestedParams: p,
    }),
  keyreg: (p) =>
    makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender,
      voteKey: new Uint8Array(32).fill(1),
      selectionKey: new Uint8Array(32).fill(2),
      stateProofKey: new Uint8Array(64).fill(3),
      voteFirst: 1002n,
      voteLast: 501_002n,
      voteKeyDilution: 708n,
      suggestedParams: p,
    }),
  appl: (p) =>
    makeApplicationNoOpTxnFromObject({
      sender,
      appIndex: 1284326447n,
      appArgs: [new Uint8Array([1, 2, 3])],
      suggestedParams: p,
    }),
  acfg: (p) =>
    makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender,
      total: 1_000_000n,
      decimals: 2,
      defaultFrozen: false,
      manager: sender,
      unitName: 'TOK',
      assetName: 'A token',
      assetURL: 'https://example.com/token.json',
      suggestedParams: p,
    }),
};

/** The bytes the node would price: the transaction signed by one key. */
const signedBytes = (txn: Transaction) =>
  encodeMsgpack(new SignedTransaction({ txn, sig: new Uint8Array(64).fill(1) })).length;

describe('requiredFee', () => {
  it('is the fee per byte times the size when that is above the minimum', () => {
    expect(requiredFee({ fee: 10, minFee: 1000 }, 250)).toBe(2500n);
  });
  it('is the minimum when the size asks for less', () => {
    expect(requiredFee({ fee: 0, minFee: 1000 }, 250)).toBe(1000n);
    expect(requiredFee({ fee: 3, minFee: 1000 }, 250)).toBe(1000n);
  });
  it('reads a flat fee as a whole fee, never per byte', () => {
    expect(requiredFee({ fee: 1000, minFee: 1000, flatFee: true }, 250)).toBe(1000n);
    expect(requiredFee({ fee: 1000, minFee: 2000, flatFee: true }, 250)).toBe(2000n);
  });
  it('follows a raised minimum', () => {
    expect(requiredFee({ fee: 0n, minFee: 2000n }, 250)).toBe(2000n);
  });
});

describe('applyRequiredFee, for each transaction kind', () => {
  for (const [kind, build] of Object.entries(kinds)) {
    it(`${kind}: the per-byte fee of the signed size when it dominates`, () => {
      const p = params(50);
      const txn = build(p);
      const fee = applyRequiredFee(txn, p);
      expect(txn.fee).toBe(fee);
      // Exactly the per-byte fee for the bytes the node receives, fee field included.
      expect(fee).toBe(50n * BigInt(signedBytes(txn)));
      expect(fee).toBeGreaterThan(1000n);
    });

    it(`${kind}: the node's minimum when it dominates`, () => {
      const p = params(0, 1000);
      const txn = build(p);
      expect(applyRequiredFee(txn, p)).toBe(1000n);
      const raised = params(0, 5000);
      expect(applyRequiredFee(build(raised), raised)).toBe(5000n);
    });

    it(`${kind}: a spec's flat fee is kept while the node asks for less, raised when it asks more`, () => {
      const p = params(1);
      const txn = build({ ...p, fee: 1000, flatFee: true });
      expect(applyRequiredFee(txn, p, { floor: 1000n })).toBe(1000n);
      const costly = params(40);
      const again = build({ ...costly, fee: 1000, flatFee: true });
      const fee = applyRequiredFee(again, costly, { floor: 1000n });
      expect(fee).toBe(40n * BigInt(signedBytes(again)));
      expect(fee).toBeGreaterThan(1000n);
    });
  }

  it('covers the bytes algosdk leaves out (the fee field itself)', () => {
    const p = params(50);
    const sdk = kinds.pay!(p);
    // algosdk sizes the transaction with its per-byte fee in the fee field, a shorter number.
    expect(sdk.fee).toBeLessThan(50n * BigInt(signedBytes(sdk)));
    const ours = kinds.pay!(p);
    applyRequiredFee(ours, p);
    expect(ours.fee).toBe(50n * BigInt(signedBytes(ours)));
  });

  it('prices the signer field of a rekeyed sender and every multisig subsignature', () => {
    const txn = kinds.pay!(params(0));
    const single = signedLength(txn);
    expect(single).toBe(signedBytes(txn));
    const rekeyed = signedLength(txn, { kind: 'single', rekeyed: true });
    expect(rekeyed).toBe(
      encodeMsgpack(
        new SignedTransaction({
          txn,
          sig: new Uint8Array(64).fill(1),
          sgnr: Address.fromString(receiver),
        }),
      ).length,
    );
    const addrs = [sender, receiver, generateAccount().addr.toString()];
    const multisig = signedLength(txn, {
      kind: 'multisig',
      params: { version: 1, threshold: 2, addrs },
    });
    // Three keys and two signatures in place of one signature.
    expect(multisig).toBeGreaterThan(single + 3 * 32 + 64);
    expect(multisig).toBeLessThan(single + 3 * (32 + 64));
    const p = params(20);
    const proposal = kinds.pay!({ ...p, fee: 1000, flatFee: true });
    const fee = applyRequiredFee(proposal, p, {
      floor: 1000n,
      authorizer: { kind: 'multisig', params: { version: 1, threshold: 2, addrs } },
    });
    expect(fee).toBeGreaterThan(20n * BigInt(signedBytes(proposal)));
  });
});

describe('highFee', () => {
  it('warns only above 0.1 Algo per transaction', () => {
    expect(HIGH_FEE_THRESHOLD).toBe(100_000n);
    expect(highFee([1000n, 100_000n])).toBeUndefined();
    expect(highFee([1000n, 100_001n, 5000n])).toBe(100_001n);
    expect(highFee([])).toBeUndefined();
  });
});

describe('networkFeePart', () => {
  const keyreg = (fee: number, online = true) => keyRegistration(fee, { online, sender });

  it("leaves out the protocol's 2 Algo of an online registration, only that", () => {
    expect(networkFeePart(keyreg(2_150_000))).toBe(150_000n);
    expect(highFee([networkFeePart(keyreg(2_150_000))])).toBe(150_000n);
    expect(highFee([networkFeePart(keyreg(2_000_000))])).toBeUndefined();
    // The same 2 Algo on an offline registration is a high fee like any other.
    expect(networkFeePart(keyreg(2_000_001, false))).toBe(2_000_001n);
    expect(highFee([networkFeePart(keyreg(2_000_001, false))])).toBe(2_000_001n);
  });

  it('reads the rule from a copy of the transaction as from the original', () => {
    const decoded = decodeUnsignedTransaction(encodeUnsignedTransaction(keyreg(2_000_000)));
    expect(networkFeePart(decoded)).toBe(0n);
  });
});

import { decodeUnsignedTransaction, generateAccount, type SuggestedParams } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  buildOfflineKeyRegistration,
  buildOnlineKeyRegistration,
  buildParticipationAuthTransaction,
  isValidRounds,
  participationRange,
  readRounds,
} from './participation';
import type { ParticipationKeys } from './participation-keys';
import { protocolFee } from '../fees/protocol-fee';
import { networkFeePart, signedLength } from '../fees/required-fee';

const params: SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 5000n,
  lastValid: 6000n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(9),
};
const address = generateAccount().addr.toString();
const keys: ParticipationKeys = {
  selectionKey: new Uint8Array(32).fill(1),
  voteKey: new Uint8Array(32).fill(2),
  stateProofKey: new Uint8Array(64).fill(3),
  voteKeyDilution: 708n,
};

describe('round range', () => {
  it('starts two rounds after the current one and lasts the given rounds', () => {
    expect(participationRange(params, 500_000)).toEqual({ first: 5002n, last: 505_002n });
    expect(participationRange(params, 0)).toEqual({ first: 5002n, last: 5002n });
    expect(participationRange({ ...params, firstValid: 7 }, 2_000_000)).toEqual({
      first: 9n,
      last: 2_000_009n,
    });
  });

  it.each([-1, 2_000_001, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses %s rounds',
    (rounds) => {
      expect(isValidRounds(rounds)).toBe(false);
      expect(() => participationRange(params, rounds)).toThrow(
        'Rounds must be a whole number from 0 to 2000000',
      );
    },
  );

  it('reads the rounds field as typed and never clamps it', () => {
    expect(readRounds(2_000_000)).toBe(2_000_000);
    expect(readRounds('0')).toBe(0);
    expect(readRounds(2_000_001)).toBeNull();
    expect(readRounds('3000000')).toBeNull();
    expect(readRounds('')).toBeNull();
    expect(readRounds('1.5')).toBeNull();
  });
});

describe('participation transactions', () => {
  it('authenticates with a zero-fee self-payment noted KMD', () => {
    const txn = buildParticipationAuthTransaction(address, { ...params, fee: 1000, flatFee: true });
    expect(txn.type).toBe('pay');
    expect(txn.fee).toBe(0n);
    expect(txn.payment?.receiver.toString()).toBe(address);
    expect(txn.payment?.amount).toBe(0n);
    expect(new TextDecoder().decode(txn.note)).toBe('KMD');
  });

  it('goes online with the host keys, fee 1000 and the key range', () => {
    const range = participationRange(params, 10_000);
    const txn = buildOnlineKeyRegistration(address, params, keys, range);
    // Through the wire format, as the node sees it.
    const decoded = decodeUnsignedTransaction(txn.toByte());
    expect(decoded.type).toBe('keyreg');
    expect(decoded.sender.toString()).toBe(address);
    expect(decoded.fee).toBe(1000n);
    expect(decoded.firstValid).toBe(5000n);
    expect(decoded.lastValid).toBe(6000n);
    expect(decoded.keyreg?.voteKey).toEqual(keys.voteKey);
    expect(decoded.keyreg?.selectionKey).toEqual(keys.selectionKey);
    expect(decoded.keyreg?.stateProofKey).toEqual(keys.stateProofKey);
    expect(decoded.keyreg?.voteFirst).toBe(5002n);
    expect(decoded.keyreg?.voteLast).toBe(15_002n);
    expect(decoded.keyreg?.voteKeyDilution).toBe(708n);
    expect(decoded.keyreg?.nonParticipation).toBe(false);
  });

  it('goes online for staking rewards with the flat 2 Algo fee, whatever the node suggests', () => {
    const range = participationRange(params, 10_000);
    for (const suggested of [params, { ...params, fee: 5, flatFee: false }]) {
      const txn = buildOnlineKeyRegistration(address, suggested, keys, range, { rewards: true });
      const decoded = decodeUnsignedTransaction(txn.toByte());
      expect(decoded.fee).toBe(2_000_000n);
      expect(decoded.keyreg?.voteKey).toEqual(keys.voteKey);
    }
    const without = buildOnlineKeyRegistration(address, params, keys, range, { rewards: false });
    expect(decodeUnsignedTransaction(without.toByte()).fee).toBe(1000n);
  });

  it("counts the 2 Algo as the protocol's part of the fee, and only with rewards", () => {
    const range = participationRange(params, 10_000);
    // A node asking 1,000 µAlgo a byte: the registration pays its size on top of nothing less.
    const pricey = { ...params, fee: 1000, flatFee: false };
    const rewards = buildOnlineKeyRegistration(address, pricey, keys, range, { rewards: true });
    expect(protocolFee(rewards)).toEqual({ reason: 'rewards-registration', amount: 2_000_000n });
    expect(rewards.fee).toBeGreaterThan(100_000n);
    expect(networkFeePart(rewards)).toBe(rewards.fee - 2_000_000n);
    const plain = buildOnlineKeyRegistration(address, params, keys, range);
    expect(protocolFee(plain)).toBeUndefined();
    expect(protocolFee(buildOfflineKeyRegistration(address, params))).toBeUndefined();
  });

  it('sizes the fee for the signer: a multisig pays for its subsignatures', () => {
    const range = participationRange(params, 10_000);
    const perByte = { ...params, fee: 10, flatFee: false };
    const addrs = [0, 1, 2].map(() => generateAccount().addr.toString());
    const authorizer = {
      kind: 'multisig',
      params: { version: 1, threshold: 2, addrs },
    } as const;
    const single = buildOnlineKeyRegistration(address, perByte, keys, range);
    const multi = buildOnlineKeyRegistration(address, perByte, keys, range, { authorizer });
    expect(multi.fee).toBe(10n * BigInt(signedLength(multi, authorizer)));
    expect(multi.fee).toBeGreaterThan(single.fee);
    const offline = buildOfflineKeyRegistration(address, perByte, { authorizer });
    expect(offline.fee).toBe(10n * BigInt(signedLength(offline, authorizer)));
    expect(offline.fee).toBeGreaterThan(buildOfflineKeyRegistration(address, perByte).fee);
  });

  it('goes offline with a key registration without keys, fee 1000', () => {
    const decoded = decodeUnsignedTransaction(
      buildOfflineKeyRegistration(address, { ...params, fee: 5, flatFee: false }).toByte(),
    );
    expect(decoded.type).toBe('keyreg');
    expect(decoded.fee).toBe(1000n);
    expect(decoded.keyreg?.voteKey).toBeUndefined();
    expect(decoded.keyreg?.selectionKey).toBeUndefined();
    expect(decoded.keyreg?.stateProofKey).toBeUndefined();
    expect(decoded.keyreg?.nonParticipation).toBe(false);
  });
});

import {
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { signsDirectly, type SignerKind } from '../accounts/capabilities';
import { buildAuthTransaction } from '../arc14/auth-transaction';
import { withRequiredFee, type Authorizer } from '../fees/required-fee';
import { readWholeNumber } from '../validation/whole-number';
import { ParticipationError } from './participation-error';
import type { ParticipationKeys } from './participation-keys';
import { REWARDS_REGISTRATION_FEE } from './rewards';

// Going online/offline (spec 000 sections 4, 5 and 9). Online: a zero-fee self-payment with
// note "KMD" authenticates the account to the participation host, which makes a key for the
// round range; a key registration carrying the key's public halves (fee 1000) takes the
// account online. Offline: a key registration without keys (fee 1000).

export const PARTICIPATION_AUTH_REALM = 'KMD';
export const DEFAULT_PARTICIPATION_ROUNDS = 500_000;
export const MIN_PARTICIPATION_ROUNDS = 0;
export const MAX_PARTICIPATION_ROUNDS = 2_000_000;
export const PARTICIPATION_ROUNDS_STEP = 10_000;
export const KEY_REGISTRATION_FEE = 1_000;
/** The key becomes valid this many rounds after the node's current round. */
export const FIRST_VALID_OFFSET = 2n;
/** The indexer catches up with the new status in this time after confirmation. */
export const RELOAD_DELAY_MS = 5_000;

export interface RoundRange {
  /** First and last round the participation key may vote in (the host's roundFirstValid/roundLastValid). */
  first: bigint;
  last: bigint;
}

/**
 * Signers that can go online and offline: those that sign on their own, and a multisig, whose
 * registration goes through a proposal (the host's token needs only the members this wallet
 * holds).
 */
export function canRegisterParticipation(kind: SignerKind): boolean {
  return signsDirectly(kind) || kind === 'multisig';
}

export function isValidRounds(rounds: number): boolean {
  return (
    Number.isInteger(rounds) &&
    rounds >= MIN_PARTICIPATION_ROUNDS &&
    rounds <= MAX_PARTICIPATION_ROUNDS
  );
}

/** The rounds field as typed, when a whole number 0..2,000,000; else null (never clamped). */
export function readRounds(value: number | string): number | null {
  return readWholeNumber(value, { min: MIN_PARTICIPATION_ROUNDS, max: MAX_PARTICIPATION_ROUNDS });
}

/**
 * The key's voting range: from the suggested params' first valid round + 2, for `rounds`
 * rounds. The registration itself keeps the current first valid round: a node refuses a
 * transaction that is not valid yet, and accepts a key that starts at most one round after
 * the registration's block, which the + 2 leaves room for.
 */
export function participationRange(suggestedParams: SuggestedParams, rounds: number): RoundRange {
  if (!isValidRounds(rounds)) throw new ParticipationError('invalid-rounds');
  const first = BigInt(suggestedParams.firstValid) + FIRST_VALID_OFFSET;
  return { first, last: first + BigInt(rounds) };
}

/** The "KMD" authentication transaction the participation host checks (never sent). */
export function buildParticipationAuthTransaction(
  address: string,
  suggestedParams: SuggestedParams,
): Transaction {
  return buildAuthTransaction(address, PARTICIPATION_AUTH_REALM, suggestedParams);
}

const withKeyRegistrationFee = (suggestedParams: SuggestedParams): SuggestedParams => ({
  ...suggestedParams,
  fee: KEY_REGISTRATION_FEE,
  flatFee: true,
});

// Staking rewards ask for a flat 2 Algo fee instead (consensus v40's GoOnlineFee).
const withRewardsFee = (suggestedParams: SuggestedParams): SuggestedParams => ({
  ...suggestedParams,
  fee: REWARDS_REGISTRATION_FEE,
  flatFee: true,
});

export interface KeyRegistrationOptions {
  /** Pay the 2 Algo registration fee that makes the account earn staking rewards. */
  rewards?: boolean;
  /** Who signs (a multisig, a rekey target): the fee is sized for that signature. */
  authorizer?: Authorizer;
}

/**
 * With `rewards`, the 2 Algo are marked as the protocol's part of the fee: the review names
 * them, and only what the node asks beyond them can be a high network fee.
 */
export function buildOnlineKeyRegistration(
  address: string,
  suggestedParams: SuggestedParams,
  keys: ParticipationKeys,
  range: RoundRange,
  { rewards = false, authorizer }: KeyRegistrationOptions = {},
): Transaction {
  const txn = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: address,
    voteKey: keys.voteKey,
    selectionKey: keys.selectionKey,
    stateProofKey: keys.stateProofKey,
    voteFirst: range.first,
    voteLast: range.last,
    voteKeyDilution: keys.voteKeyDilution,
    suggestedParams: rewards
      ? withRewardsFee(suggestedParams)
      : withKeyRegistrationFee(suggestedParams),
  });
  // The flat fee stays a floor: a node asking more for the size is paid what it asks (issue 27).
  return withRequiredFee(txn, suggestedParams, { floor: txn.fee, authorizer });
}

export function buildOfflineKeyRegistration(
  address: string,
  suggestedParams: SuggestedParams,
  { authorizer }: Pick<KeyRegistrationOptions, 'authorizer'> = {},
): Transaction {
  const txn = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: address,
    suggestedParams: withKeyRegistrationFee(suggestedParams),
  });
  return withRequiredFee(txn, suggestedParams, { floor: txn.fee, authorizer });
}

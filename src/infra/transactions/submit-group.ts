import type { Transaction } from 'algosdk';
import type { UnknownReason } from '../../core/transactions/submit-outcome';
import { currentChain, type ChainContext } from '../chain/indexer-client';
import { currentRound, lookupTxid, postSignedGroup, roundAfter } from './node-calls';

// Submitting a signed group and finding out what became of it. A lost or unclear answer never
// counts as a failure: the txid is looked up until the group is confirmed or can no longer be.

/** Spec section 9: waiting for confirmation gives up after 4 rounds. */
export const CONFIRMATION_ROUNDS = 4;

export interface SignedGroup {
  txns: readonly Transaction[];
  signed: readonly Uint8Array[];
}

export type GroupFate =
  | { kind: 'confirmed'; txid: string; round: bigint }
  | { kind: 'refused'; message: string; txid?: string }
  | { kind: 'unauthorized' }
  | { kind: 'unknown'; txid: string; lastValid: bigint; reason: UnknownReason | 'not-confirmed' }
  | { kind: 'expired'; txid: string };

/** The group's id as the node reports it: its first transaction's. */
export function groupTxid(txns: readonly Transaction[]): string {
  const first = txns[0];
  if (!first) throw new Error('empty group');
  return first.txID();
}

/** The group can be confirmed only while every member is still valid. */
export function groupLastValid(txns: readonly Transaction[]): bigint {
  return txns.reduce((min, t) => (t.lastValid < min ? t.lastValid : min), txns[0]!.lastValid);
}

// algod refuses a group it already has; that is the retry finding its own earlier attempt.
const ALREADY_KNOWN =
  /already in ledger|transaction already in (the )?pool|already in transaction pool/i;

/**
 * Waits until `txid` is in a block, for at most CONFIRMATION_ROUNDS rounds. A pool error is a
 * refusal; no block in time leaves the outcome unknown (the bytes may still be confirmed).
 */
export async function waitForConfirmation(
  txid: string,
  lastValid: bigint,
  chain: ChainContext = currentChain(),
  rounds = CONFIRMATION_ROUNDS,
): Promise<GroupFate> {
  const start = await currentRound(chain);
  let round = start;
  for (;;) {
    const found = await lookupTxid(txid, chain);
    if (found.kind === 'confirmed') return { kind: 'confirmed', txid, round: found.round };
    if (found.kind === 'pool-error') return { kind: 'refused', message: found.message, txid };
    if (round >= start + BigInt(rounds)) {
      return { kind: 'unknown', txid, lastValid, reason: 'not-confirmed' };
    }
    round = await roundAfter(round, chain);
  }
}

/**
 * One lookup of a group whose fate is unknown: confirmed, refused by the pool, still possible
 * (unknown), or impossible because its last valid round has passed (expired).
 */
export async function checkGroup(
  txid: string,
  lastValid: bigint,
  reason: UnknownReason | 'not-confirmed',
  chain: ChainContext = currentChain(),
): Promise<GroupFate> {
  const found = await lookupTxid(txid, chain);
  if (found.kind === 'confirmed') return { kind: 'confirmed', txid, round: found.round };
  if (found.kind === 'pool-error') return { kind: 'refused', message: found.message, txid };
  if (found.kind === 'not-found' && (await currentRound(chain)) > lastValid) {
    return { kind: 'expired', txid };
  }
  return { kind: 'unknown', txid, lastValid, reason };
}

/**
 * Sends the signed group and follows it to a fate. `onAccepted` fires once the node has taken
 * it (the review then shows the txid). Never throws for a node problem: every failure is a
 * fate, so the caller cannot mistake "no answer" for "not sent".
 */
export async function submitGroup(
  group: SignedGroup,
  onAccepted: (txid: string) => void = () => {},
  chain: ChainContext = currentChain(),
): Promise<GroupFate> {
  const txid = groupTxid(group.txns);
  const lastValid = groupLastValid(group.txns);
  const outcome = await postSignedGroup(group.signed, chain);
  try {
    switch (outcome.kind) {
      case 'unauthorized':
        return outcome;
      case 'accepted':
        onAccepted(txid);
        return await waitForConfirmation(txid, lastValid, chain);
      case 'refused': {
        if (!ALREADY_KNOWN.test(outcome.message)) return { ...outcome, txid };
        const known = await checkGroup(txid, lastValid, 'no-answer', chain);
        if (known.kind !== 'unknown') return known;
        onAccepted(txid);
        return await waitForConfirmation(txid, lastValid, chain);
      }
      case 'unknown':
        return await checkGroup(txid, lastValid, outcome.reason, chain);
    }
  } catch {
    // The lookups failed too (node down, 401 already handled): the group may still be out there.
    return {
      kind: 'unknown',
      txid,
      lastValid,
      reason: outcome.kind === 'unknown' ? outcome.reason : 'not-confirmed',
    };
  }
}

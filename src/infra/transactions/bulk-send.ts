import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { currentChain, type ChainContext } from '../chain/indexer-client';
import { requireSigned, signGroup, type SignGroupRequest } from './sign-group';
import { submitGroup, type GroupFate } from './submit-group';

// The pipeline's bulk path (governance tools, spec 001 sections 2 and 4): many independent
// single transactions, signed in one batch and sent with a bounded number in flight. Each send
// goes through submitGroup, so an unclear answer (5xx, timeout, dropped connection) is looked
// up by its txid and never sent a second time; every send ends in a fate, reported as it comes.

/** How many sends are in flight at once by default (each waits for its confirmation). */
export const BULK_CONCURRENCY = 8;

export interface BulkItem {
  txn: Transaction;
  signed: Uint8Array;
}

/**
 * Signs independent transactions from the wallet's accounts (no group id): every stored and HD
 * key in one vault opening, devices and phones one prompt each. All or nothing, as signGroup.
 */
export async function signMany(
  txns: readonly Transaction[],
  accounts: readonly PublicAccount[],
  options: Omit<SignGroupRequest, 'txns' | 'accounts' | 'indexes'> = {},
): Promise<Uint8Array[]> {
  if (txns.some((txn) => txn.group !== undefined && txn.group.some((b) => b !== 0))) {
    throw new Error('signMany signs independent transactions, not a group');
  }
  return requireSigned(await signGroup({ ...options, txns, accounts }));
}

export interface SendManyOptions {
  /** At most this many sends in flight (default BULK_CONCURRENCY). */
  concurrency?: number;
  /** Called once per item, in completion order, with the item's index and fate. */
  onResult?: (index: number, fate: GroupFate) => void;
  /** Stops starting new sends; those already sent still report their fate. */
  signal?: AbortSignal;
  chain?: ChainContext;
}

/** The message of a send not started because the caller stopped the batch (nothing left). */
export const NOT_STARTED_MESSAGE = 'not sent';

/**
 * Submits each signed transaction on its own (submitGroup) with at most `concurrency` in flight
 * and resolves with every fate, in the items' order. Never throws for a node problem.
 */
export async function sendMany(
  items: readonly BulkItem[],
  options: SendManyOptions = {},
): Promise<GroupFate[]> {
  const limit = Math.max(1, Math.floor(options.concurrency ?? BULK_CONCURRENCY));
  const chain = options.chain ?? currentChain();
  const fates: GroupFate[] = new Array<GroupFate>(items.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const index = next++;
      if (index >= items.length) return;
      const item = items[index]!;
      let fate: GroupFate;
      if (options.signal?.aborted) {
        fate = { kind: 'refused', message: NOT_STARTED_MESSAGE, txid: item.txn.txID() };
      } else {
        try {
          fate = await submitGroup({ txns: [item.txn], signed: [item.signed] }, () => {}, chain);
        } catch {
          // submitGroup classifies every node answer; anything else still may have left.
          fate = {
            kind: 'unknown',
            txid: item.txn.txID(),
            lastValid: item.txn.lastValid,
            reason: 'not-confirmed',
          };
        }
      }
      fates[index] = fate;
      options.onResult?.(index, fate);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return fates;
}

/** The same transaction twice has the same txid: the chain would apply it once. */
export function duplicateTxids(txns: readonly Transaction[]): number[] {
  const seen = new Set<string>();
  const dupes: number[] = [];
  txns.forEach((txn, i) => {
    const id = txn.txID();
    if (seen.has(id)) dupes.push(i);
    seen.add(id);
  });
  return dupes;
}

import type { Transaction } from 'algosdk';
import { z } from 'zod';
import type { ChainContext } from '../chain/indexer-client';
import { algodGet } from './node-calls';

// Holdings the review reads one by one: a frozen account's, and, when a group does not simulate
// cleanly, whether each asset transfer's receiver has opted in, so the review can say so in words.

const uint = z.union([z.bigint(), z.number().int().nonnegative()]).transform((v) => BigInt(v));
const holdingSchema = z.object({
  'asset-holding': z.object({ amount: uint }),
});

/**
 * An asset transfer whose receiver holds none of the asset (the node answers 404 for the
 * holding) and is not opted in earlier in the group: the node would refuse it. Only looked up
 * when the simulation did not pass, so a plain send costs no extra request.
 */
export interface NotOptedInTransfer {
  index: number;
  receiver: string;
  assetId: bigint;
}

/**
 * How much of the asset a holder has now: null when the node says it holds none (404, not
 * opted in), undefined when unknown (any other answer: nobody is told "not opted in" because a
 * node is down).
 */
export async function holdingOf(
  holder: string,
  assetId: bigint,
  chain: ChainContext,
): Promise<bigint | null | undefined> {
  try {
    const { status, body } = await algodGet(
      `/v2/accounts/${encodeURIComponent(holder)}/assets/${assetId.toString()}`,
      chain,
    );
    if (status === 404) return null;
    const parsed = holdingSchema.safeParse(body);
    return status === 200 && parsed.success ? parsed.data['asset-holding'].amount : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The group's asset transfers to a receiver that has not opted in. A wallet cannot rebuild a
 * dapp's group, so the review says it in words (the dapp could use the receiver's ARC-59 inbox).
 * An opt-in (sender = receiver) and a receiver opted in earlier in the group are left out.
 */
export async function transfersNotOptedIn(
  txns: readonly Transaction[],
  chain: ChainContext,
): Promise<NotOptedInTransfer[]> {
  const candidates: NotOptedInTransfer[] = [];
  const optedIn = new Set<string>();
  for (const [index, txn] of txns.entries()) {
    const axfer = txn.assetTransfer;
    if (!axfer) continue;
    const receiver = axfer.receiver.toString();
    const key = `${receiver}/${axfer.assetIndex.toString()}`;
    if (receiver === txn.sender.toString() && !axfer.assetSender) optedIn.add(key);
    else if (!optedIn.has(key)) candidates.push({ index, receiver, assetId: axfer.assetIndex });
  }
  const holdings = await Promise.all(
    candidates.map((c) => holdingOf(c.receiver, c.assetId, chain)),
  );
  return candidates.filter((_, i) => holdings[i] === null);
}

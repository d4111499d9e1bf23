import { z } from 'zod';
import type { IndexerTransaction } from '../chain/indexer-types';

// The network coin's balance over a period (issue 41, the balance chart), rebuilt backwards from
// the balance the indexer reports now and the account's own history: each transaction's effect
// on the coin is undone, newest first. Nothing else is asked of the chain.

/** The balance right after `time` (seconds), in base units. */
export interface BalancePoint {
  readonly time: number;
  readonly balance: bigint;
}

export interface BalanceHistory {
  /** Oldest first: the balance when the period opens, then one point per change in it. */
  readonly points: readonly BalancePoint[];
  /** False when the history read ended before the period's start (the first point is later). */
  readonly complete: boolean;
}

const uint = z
  .union([z.number().int().nonnegative(), z.bigint().nonnegative()])
  .transform((v) => BigInt(v));

interface Moves {
  sender: string;
  fee: bigint;
  'sender-rewards'?: bigint | undefined;
  'receiver-rewards'?: bigint | undefined;
  'close-rewards'?: bigint | undefined;
  'closing-amount'?: bigint | undefined;
  'payment-transaction'?:
    | {
        amount: bigint;
        receiver: string;
        'close-remainder-to'?: string | undefined;
        'close-amount'?: bigint | undefined;
      }
    | undefined;
  'inner-txns'?: Moves[] | undefined;
}

// Only what moves the coin; inner transactions (an app paying the account) are not in the
// shared indexer schema, so they are read here, leniently: an unreadable one counts as nothing.
const movesSchema: z.ZodType<Moves, unknown> = z.lazy(() =>
  z.looseObject({
    sender: z.string(),
    fee: uint,
    'sender-rewards': uint.optional(),
    'receiver-rewards': uint.optional(),
    'close-rewards': uint.optional(),
    'closing-amount': uint.optional(),
    'payment-transaction': z
      .looseObject({
        amount: uint,
        receiver: z.string(),
        'close-remainder-to': z.string().optional(),
        'close-amount': uint.optional(),
      })
      .optional(),
    'inner-txns': z.array(movesSchema).optional().catch(undefined),
  }),
);

/** What one transaction (its inner ones included) did to `account`'s coin balance. */
export function coinDelta(tx: IndexerTransaction | Moves, account: string): bigint {
  const parsed = movesSchema.safeParse(tx);
  return parsed.success ? deltaOf(parsed.data, account) : 0n;
}

function deltaOf(tx: Moves, account: string): bigint {
  let delta = 0n;
  const pay = tx['payment-transaction'];
  if (tx.sender === account) {
    delta += (tx['sender-rewards'] ?? 0n) - tx.fee;
    if (pay) delta -= pay.amount + (pay['close-amount'] ?? tx['closing-amount'] ?? 0n);
  }
  if (pay?.receiver === account) delta += pay.amount + (tx['receiver-rewards'] ?? 0n);
  if (pay && pay['close-remainder-to'] === account) {
    delta += (pay['close-amount'] ?? tx['closing-amount'] ?? 0n) + (tx['close-rewards'] ?? 0n);
  }
  for (const inner of tx['inner-txns'] ?? []) delta += deltaOf(inner, account);
  return delta;
}

/**
 * `txs` newest first, as the indexer lists them, all confirmed by the time `current` (the
 * account's balance now) was read; `since` the period's start in seconds. `reachedEnd`: the list
 * holds the whole history (its last page came), so the period's opening balance is known even
 * when the account is younger than the period.
 */
export function balanceHistory(
  txs: readonly IndexerTransaction[],
  account: string,
  current: bigint,
  since: number,
  reachedEnd: boolean,
): BalanceHistory {
  const changes: BalancePoint[] = [];
  let balance = current;
  let complete = reachedEnd;
  for (const tx of txs) {
    const time = tx['round-time'];
    if (time === undefined) continue;
    if (time < since) {
      complete = true;
      break;
    }
    const delta = coinDelta(tx, account);
    if (delta === 0n) continue;
    changes.push({ time, balance });
    balance -= delta;
  }
  // Below zero, the history does not add up (a transaction missed): draw nothing rather than lie.
  if (balance < 0n) return { points: [], complete: false };
  const start = complete ? since : (changes.at(-1)?.time ?? since);
  return { points: [{ time: start, balance }, ...changes.reverse()], complete };
}

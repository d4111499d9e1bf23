import { z } from 'zod';

// How an online account is doing: eligible for staking rewards, when it last proposed a block
// and sent a heartbeat, and when its participation key runs out. The node counts in rounds;
// people read time, so rounds become times through the chain's round time (an estimate, and
// said so on screen as "about").

/** Algorand's round time since consensus v39/v40 (about 2.8 s a block on MainNet). */
export const ROUND_TIME_MS = 2_800;
/** The participation key's expiry is warned about from this long before. */
export const KEY_EXPIRY_WARNING_MS = 14 * 86_400_000;

const round = z
  .union([z.number().int().nonnegative(), z.bigint().nonnegative()])
  .transform((value) => BigInt(value));
// A field the node sent malformed reads as absent rather than breaking the account page.
const fieldsSchema = z.object({
  'incentive-eligible': z.boolean().optional().catch(undefined),
  'last-proposed': round.optional().catch(undefined),
  'last-heartbeat': round.optional().catch(undefined),
  participation: z.looseObject({ 'vote-last-valid': round }).optional().catch(undefined),
});

export interface ParticipationFields {
  /** `incentive-eligible`; absent is false. */
  incentiveEligible: boolean;
  /** `last-proposed`; absent (or round 0) is never. */
  lastProposed?: bigint;
  /** `last-heartbeat`; absent (or round 0) is never. */
  lastHeartbeat?: bigint;
  /** `participation.vote-last-valid`: the last round the key may vote in. */
  voteLastValid?: bigint;
}

const positive = (value: bigint | undefined) =>
  value !== undefined && value > 0n ? value : undefined;

/** The participation fields of an algod or indexer account answer (untrusted). */
export function readParticipationFields(account: unknown): ParticipationFields {
  const parsed = fieldsSchema.safeParse(account);
  if (!parsed.success) return { incentiveEligible: false };
  const data = parsed.data;
  const fields: ParticipationFields = { incentiveEligible: data['incentive-eligible'] ?? false };
  const lastProposed = positive(data['last-proposed']);
  const lastHeartbeat = positive(data['last-heartbeat']);
  const voteLastValid = positive(data.participation?.['vote-last-valid']);
  if (lastProposed !== undefined) fields.lastProposed = lastProposed;
  if (lastHeartbeat !== undefined) fields.lastHeartbeat = lastHeartbeat;
  if (voteLastValid !== undefined) fields.voteLastValid = voteLastValid;
  return fields;
}

/** A round the node named as current, and when (ms) that answer was read. */
export interface RoundClock {
  round: bigint;
  at: number;
}

/** The estimated time (ms) of `round`, past or future, from a known current round. */
export function roundToTime(round: bigint, clock: RoundClock): number {
  return clock.at + Number(round - clock.round) * ROUND_TIME_MS;
}

export type Ago =
  | { unit: 'now' }
  | { unit: 'minute' | 'hour' | 'day'; value: number }
  /** Older than a month (or in the future, which an estimate can be): shown as a date. */
  | { unit: 'date'; at: number };

/** How long ago `at` was, in the largest whole unit up to 30 days, else its date. */
export function approximateAgo(at: number, now: number): Ago {
  const seconds = Math.floor((now - at) / 1000);
  if (seconds < -60 || seconds >= 30 * 86_400) return { unit: 'date', at };
  if (seconds < 60) return { unit: 'now' };
  if (seconds < 3_600) return { unit: 'minute', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hour', value: Math.floor(seconds / 3_600) };
  return { unit: 'day', value: Math.floor(seconds / 86_400) };
}

export interface KeyExpiry {
  /** Estimated time (ms) of the key's last valid round. */
  at: number;
  /** `soon`: within 14 days; `expired`: the last valid round has passed. */
  state: 'valid' | 'soon' | 'expired';
}

export function keyExpiry(voteLastValid: bigint, clock: RoundClock): KeyExpiry {
  const at = roundToTime(voteLastValid, clock);
  if (voteLastValid < clock.round) return { at, state: 'expired' };
  return { at, state: at - clock.at <= KEY_EXPIRY_WARNING_MS ? 'soon' : 'valid' };
}

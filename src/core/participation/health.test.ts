import { describe, expect, it } from 'vitest';
import {
  approximateAgo,
  keyExpiry,
  readParticipationFields,
  ROUND_TIME_MS,
  roundToTime,
  type RoundClock,
} from './health';

const clock: RoundClock = { round: 1_000_000n, at: Date.UTC(2026, 10, 26, 12) };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 14 days of 2.8 s rounds. */
const FOURTEEN_DAYS_OF_ROUNDS = 432_000n;

describe('account participation fields', () => {
  it('reads the node fields', () => {
    expect(
      readParticipationFields({
        address: 'X',
        'incentive-eligible': true,
        'last-proposed': 900,
        'last-heartbeat': 2n ** 60n,
        participation: { 'vote-first-valid': 5, 'vote-last-valid': 505_005 },
      }),
    ).toEqual({
      incentiveEligible: true,
      lastProposed: 900n,
      lastHeartbeat: 2n ** 60n,
      voteLastValid: 505_005n,
    });
  });

  it('reads absent fields as not eligible and never', () => {
    expect(readParticipationFields({ address: 'X', status: 'Offline' })).toEqual({
      incentiveEligible: false,
    });
    expect(readParticipationFields({ 'last-proposed': 0, 'last-heartbeat': 0 })).toEqual({
      incentiveEligible: false,
    });
  });

  it('reads malformed fields as absent without losing the others', () => {
    expect(
      readParticipationFields({
        'incentive-eligible': 'yes',
        'last-proposed': -1,
        'last-heartbeat': 1.5,
        participation: { 'vote-last-valid': 77 },
      }),
    ).toEqual({ incentiveEligible: false, voteLastValid: 77n });
    expect(readParticipationFields({ participation: 'x', 'last-proposed': 3 })).toEqual({
      incentiveEligible: false,
      lastProposed: 3n,
    });
    expect(readParticipationFields(null)).toEqual({ incentiveEligible: false });
  });
});

describe('rounds in time', () => {
  it('counts 2.8 s a round from the round the node named', () => {
    expect(ROUND_TIME_MS).toBe(2_800);
    expect(roundToTime(clock.round, clock)).toBe(clock.at);
    expect(roundToTime(clock.round - 2_572n, clock)).toBe(clock.at - 2_572 * 2_800);
    expect(roundToTime(clock.round + 10n, clock)).toBe(clock.at + 28_000);
  });

  it.each([
    [0, { unit: 'now' }],
    [59_999, { unit: 'now' }],
    [MINUTE, { unit: 'minute', value: 1 }],
    [HOUR - 1, { unit: 'minute', value: 59 }],
    [HOUR, { unit: 'hour', value: 1 }],
    [2 * HOUR + 30 * MINUTE, { unit: 'hour', value: 2 }],
    [DAY, { unit: 'day', value: 1 }],
    [30 * DAY - 1000, { unit: 'day', value: 29 }],
  ])('%i ms ago reads %j', (ago, expected) => {
    expect(approximateAgo(clock.at - ago, clock.at)).toEqual(expected);
  });

  it('gives a date from 30 days back, and for an estimate in the future', () => {
    expect(approximateAgo(clock.at - 30 * DAY, clock.at)).toEqual({
      unit: 'date',
      at: clock.at - 30 * DAY,
    });
    expect(approximateAgo(clock.at + 30_000, clock.at)).toEqual({ unit: 'now' });
    expect(approximateAgo(clock.at + 2 * MINUTE, clock.at)).toEqual({
      unit: 'date',
      at: clock.at + 2 * MINUTE,
    });
  });
});

describe('participation key expiry', () => {
  it('is valid more than 14 days ahead', () => {
    const expiry = keyExpiry(clock.round + FOURTEEN_DAYS_OF_ROUNDS + 1n, clock);
    expect(expiry.state).toBe('valid');
    expect(expiry.at).toBe(clock.at + 14 * DAY + 2_800);
  });

  it('is warned from 14 days before', () => {
    expect(keyExpiry(clock.round + FOURTEEN_DAYS_OF_ROUNDS, clock)).toEqual({
      at: clock.at + 14 * DAY,
      state: 'soon',
    });
    expect(keyExpiry(clock.round + 1n, clock).state).toBe('soon');
    // The last valid round itself still votes.
    expect(keyExpiry(clock.round, clock).state).toBe('soon');
  });

  it('has expired once its last round is past', () => {
    expect(keyExpiry(clock.round - 1n, clock)).toEqual({
      at: clock.at - 2_800,
      state: 'expired',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { durationText, renewBy, shortDateText } from './key-validity';
import { ROUND_TIME_MS } from './health';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('key validity in words', () => {
  it('says the default 500,000 rounds as about 16 days, in the language', () => {
    expect(durationText(500_000 * ROUND_TIME_MS, 'en')).toBe('16 days');
    expect(durationText(500_000 * ROUND_TIME_MS, 'hu')).toBe('16 nap');
    expect(durationText(500_000 * ROUND_TIME_MS, 'it')).toBe('16 giorni');
  });

  it('picks days from two days, hours from two hours, else minutes (at least one)', () => {
    expect(durationText(2 * DAY, 'en')).toBe('2 days');
    expect(durationText(2 * DAY - 1, 'en')).toBe('48 hours');
    expect(durationText(2 * HOUR, 'en')).toBe('2 hours');
    expect(durationText(2 * HOUR - 60_000, 'en')).toBe('119 minutes');
    expect(durationText(0, 'en')).toBe('1 minute');
    expect(durationText(-5 * DAY, 'en')).toBe('1 minute');
  });

  it('gives the day and short month, with the year only in another year', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const at = Date.UTC(2026, 11, 12, 12);
    expect(shortDateText(at, now, 'en-GB')).toBe('12 Dec');
    expect(shortDateText(at, now, 'en-US')).toBe('Dec 12');
    expect(shortDateText(at, now, 'hu')).toBe('dec. 12.');
    expect(shortDateText(Date.UTC(2027, 0, 3, 12), now, 'en-GB')).toBe('3 Jan 2027');
  });

  it('asks for renewal a day before the estimated expiry', () => {
    expect(renewBy(10 * DAY)).toBe(9 * DAY);
  });
});

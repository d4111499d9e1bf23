import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatShare } from './format';
import { laterAnswer } from './vote-state';

describe('voting formats', () => {
  it('formats shares and counts in the language', () => {
    expect(formatShare(0.125, 'en')).toBe('12.5%');
    expect(formatShare(0.125, 'hu')).toMatch(/^12,5\s?%$/);
    expect(formatShare(1 / 3, 'en')).toBe('33.33%');
    expect(formatCount(4 / 3, 'en')).toBe('1.33');
    expect(formatCount(2, 'cs')).toBe('2');
  });

  it('formats a date and time in the language', () => {
    const ms = Date.UTC(2026, 10, 24, 12, 5);
    expect(formatDateTime(ms, 'en')).toContain('2026');
    expect(formatDateTime(ms, 'hu')).toMatch(/^2026\./);
  });
});

describe('laterAnswer', () => {
  it('keeps the just-sent answer until the indexer lists it or a later one', () => {
    const a = { id: 'a', round: 5 };
    const b = { id: 'b', round: 7 };
    expect(laterAnswer(null, null)).toBeNull();
    expect(laterAnswer(a, null)).toBe(a);
    expect(laterAnswer(null, b)).toBe(b);
    expect(laterAnswer(a, b)).toBe(b);
    expect(laterAnswer(b, a)).toBe(b);
    expect(laterAnswer({ id: 'b', round: 7 }, b)?.id).toBe('b');
  });
});

describe('short date and time', () => {
  it('is shorter than the medium one', async () => {
    const { formatShortDateTime } = await import('./format');
    const ms = Date.UTC(2026, 10, 24, 12, 5);
    expect(formatShortDateTime(ms, 'en').length).toBeLessThan(formatDateTime(ms, 'en').length);
  });
});

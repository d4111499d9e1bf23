import { describe, expect, it } from 'vitest';
import { formatCountdown, remainingMs, sessionPhase, warningColour } from './session-clock';

describe('session clock', () => {
  const start = 1_000_000;
  it('is active for the first four minutes', () => {
    expect(sessionPhase(start, start)).toBe('active');
    expect(sessionPhase(start, start + 239_999)).toBe('active');
  });
  it('warns in the last minute and expires below zero', () => {
    expect(sessionPhase(start, start + 240_000)).toBe('warning');
    expect(sessionPhase(start, start + 300_000)).toBe('warning');
    expect(sessionPhase(start, start + 300_001)).toBe('expired');
  });
  it('formats the countdown as m:ss and never negative', () => {
    expect(formatCountdown(remainingMs(start, start))).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(999)).toBe('0:01');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });
  it('cycles white, red, orange once per second', () => {
    expect([0, 1000, 2000, 3000].map(warningColour)).toEqual(['white', 'red', 'orange', 'white']);
  });
});

import { describe, expect, it } from 'vitest';
import { mayBuildAnother, maySend, type SendState } from './send-state';

const unknown = (checking: boolean): SendState => ({
  kind: 'unknown',
  txid: 'T',
  lastValid: 10n,
  reason: 'server-error',
  checking,
});

describe('what a review allows in each state', () => {
  it('never lets the user build another transaction while this one may still be confirmed', () => {
    for (const state of [
      unknown(false),
      unknown(true),
      { kind: 'sending' },
      { kind: 'sent', txid: 'T' },
      { kind: 'signing' },
      { kind: 'confirmed', txid: 'T', round: 3n },
    ] as SendState[]) {
      expect(mayBuildAnother(state)).toBe(false);
    }
  });

  it('allows going back once nothing can be paid', () => {
    for (const state of [
      { kind: 'ready' },
      { kind: 'refused', message: 'overspend' },
      { kind: 'signing-failed', error: new Error('x') },
      { kind: 'expired', txid: 'T' },
    ] as SendState[]) {
      expect(mayBuildAnother(state)).toBe(true);
    }
  });

  it('offers a retry of the same bytes when the outcome is unknown, but not during a check', () => {
    expect(maySend(unknown(false))).toBe(true);
    expect(maySend(unknown(true))).toBe(false);
    expect(maySend({ kind: 'expired', txid: 'T' })).toBe(false);
    expect(maySend({ kind: 'confirmed', txid: 'T', round: 1n })).toBe(false);
  });
});

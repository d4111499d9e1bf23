import { describe, expect, it } from 'vitest';
import { formatStatusWord, LedgerError, ledgerErrorForStatusWord } from './ledger-error';

describe('ledger status words', () => {
  it.each([
    [0x6986, 'rejected'],
    [0x6b0c, 'not-connected'],
    [0x5515, 'locked'],
    [0x6e00, 'wrong-app'],
    [0x6e01, 'wrong-app'],
    [0x6d00, 'wrong-app'],
    [0x6511, 'wrong-app'],
    [0x6a80, 'device-status'],
  ])('maps %s to %s and keeps the status word', (sw, code) => {
    const error = ledgerErrorForStatusWord(sw);
    expect(error).toBeInstanceOf(LedgerError);
    expect(error.code).toBe(code);
    expect(error.statusWord).toBe(sw);
  });

  it('uses the spec text for a device that is not connected', () => {
    expect(ledgerErrorForStatusWord(0x6b0c).message).toBe(
      'Please connect your Ledger device (0x6b0c)',
    );
  });

  it('formats status words as Ledger documents them', () => {
    expect(formatStatusWord(0x6e00)).toBe('0x6e00');
    expect(formatStatusWord(0x0001)).toBe('0x0001');
  });
});

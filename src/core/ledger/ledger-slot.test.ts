import { describe, expect, it } from 'vitest';
import { isLedgerSlot, ledgerPath, MAX_LEDGER_SLOT, readLedgerSlot } from './ledger-slot';

describe('ledger slots', () => {
  it('accepts 0..2147483647 and builds the 44/283 path', () => {
    expect(MAX_LEDGER_SLOT).toBe(2147483647);
    expect(ledgerPath(0)).toBe("44'/283'/0'/0/0");
    expect(ledgerPath(7)).toBe("44'/283'/7'/0/0");
    expect(ledgerPath(MAX_LEDGER_SLOT)).toBe("44'/283'/2147483647'/0/0");
  });

  it.each([-1, 2147483648, 1.5, Number.NaN, Infinity, '1', null])('rejects %s', (slot) => {
    expect(isLedgerSlot(slot)).toBe(false);
    expect(() => ledgerPath(slot as number)).toThrow(RangeError);
  });

  it('reads the slot field as typed, refusing what is out of range instead of clamping', () => {
    expect(readLedgerSlot(0)).toBe(0);
    expect(readLedgerSlot('12')).toBe(12);
    expect(readLedgerSlot(MAX_LEDGER_SLOT)).toBe(MAX_LEDGER_SLOT);
    expect(readLedgerSlot('2147483648')).toBeNull();
    expect(readLedgerSlot(-1)).toBeNull();
    expect(readLedgerSlot('1.5')).toBeNull();
    expect(readLedgerSlot('')).toBeNull();
  });
});

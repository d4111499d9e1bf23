// Ledger accounts are addressed by slot: BIP-44 path 44'/283'/slot'/0/0 (spec 001 sections 5
// and 9). The Algorand app takes the slot as the hardened account index, so it must fit in 31
// bits.

import { readWholeNumber } from '../validation/whole-number';

export const MAX_LEDGER_SLOT = 0x7fffffff; // 2147483647

export function isLedgerSlot(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_LEDGER_SLOT
  );
}

/** The slot field as typed, when a whole number 0..2147483647; else null (never clamped). */
export function readLedgerSlot(value: number | string): number | null {
  return readWholeNumber(value, { min: 0, max: MAX_LEDGER_SLOT });
}

/** Derivation path of a slot, in the notation the Ledger libraries take. */
export function ledgerPath(slot: number): string {
  if (!isLedgerSlot(slot)) throw new RangeError('Ledger slot must be an integer 0..2147483647');
  return `44'/283'/${slot}'/0/0`;
}

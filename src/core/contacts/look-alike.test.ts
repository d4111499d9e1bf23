import { encodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  differingPositions,
  findLookAlikes,
  isFirstPayment,
  knownAddresses,
  type KnownAddress,
} from './look-alike';

const address = (byte: number) => encodeAddress(new Uint8Array(32).fill(byte));
const CONTACT = address(7);
const OWN = address(9);
const PAID = address(11);
/** `base` with the characters at `positions` changed: same length, same alphabet. */
const poison = (base: string, positions: number[]) =>
  [...base].map((ch, i) => (positions.includes(i) ? (ch === 'Q' ? 'R' : 'Q') : ch)).join('');

const known: KnownAddress[] = knownAddresses({
  contacts: [{ address: CONTACT, name: 'Alice' }],
  accounts: [{ addr: OWN, name: 'Main' }],
  paidBefore: [PAID, CONTACT],
});

describe('findLookAlikes', () => {
  it('flags a receiver sharing the first 4 and last 4 characters, marking the differences', () => {
    const fake = poison(CONTACT, [4, 20, 53]);
    const matches = findLookAlikes(fake, known);
    expect(matches).toEqual([
      { known: { address: CONTACT, kind: 'contact', name: 'Alice' }, differing: [4, 20, 53] },
    ]);
  });

  it('flags look-alikes of own accounts and of addresses paid before', () => {
    expect(findLookAlikes(poison(OWN, [10]), known)[0]?.known.kind).toBe('account');
    expect(findLookAlikes(poison(PAID, [30]), known)[0]?.known).toEqual({
      address: PAID,
      kind: 'paid',
    });
  });

  it('does not warn for an exact contact or an own account', () => {
    expect(findLookAlikes(CONTACT, known)).toEqual([]);
    expect(findLookAlikes(OWN, known)).toEqual([]);
    expect(findLookAlikes(PAID, known)).toEqual([]);
  });

  it('does not warn when only the prefix or only the suffix matches', () => {
    expect(findLookAlikes(poison(CONTACT, [3, 20]), known)).toEqual([]); // 4th character differs
    expect(findLookAlikes(poison(CONTACT, [20, 54]), known)).toEqual([]); // 4th from last differs
    expect(findLookAlikes(poison(CONTACT, [0]), known)).toEqual([]);
    expect(findLookAlikes(poison(CONTACT, [57]), known)).toEqual([]);
  });

  it('treats case as the same address: a lower-case copy is known, a lower-case fake is not', () => {
    expect(findLookAlikes(CONTACT.toLowerCase(), known)).toEqual([]);
    const fake = poison(CONTACT, [25]).toLowerCase();
    expect(findLookAlikes(fake, known)).toEqual([
      { known: { address: CONTACT, kind: 'contact', name: 'Alice' }, differing: [25] },
    ]);
  });

  it('ignores short or empty receivers', () => {
    expect(findLookAlikes('', known)).toEqual([]);
    expect(findLookAlikes(CONTACT.slice(0, 4) + CONTACT.slice(-4), known)).toEqual([]);
  });
});

describe('knownAddresses', () => {
  it('lists each address once, by its most personal source', () => {
    expect(known).toEqual([
      { address: CONTACT, kind: 'contact', name: 'Alice' },
      { address: OWN, kind: 'account', name: 'Main' },
      { address: PAID, kind: 'paid' },
    ]);
  });
});

describe('isFirstPayment', () => {
  it('is true only for a receiver never paid, ignoring case', () => {
    expect(isFirstPayment(OWN, [PAID])).toBe(true);
    expect(isFirstPayment(PAID, [PAID])).toBe(false);
    expect(isFirstPayment(PAID.toLowerCase(), new Set([PAID]))).toBe(false);
  });
});

describe('differingPositions', () => {
  it('lists the positions that differ', () => {
    expect(differingPositions('ABCD', 'ABXD')).toEqual([2]);
    expect(differingPositions('ABCD', 'ABCD')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchReceiver, type NamedEntry } from './receiver-match';

const ADDRESS = 'DWAGYNE6GBE2SUQHYEFN6IKBKKFQSM6OBJ7HFGY4TE6YDTPGCW7F5ZZ7BE';
const anna: NamedEntry = { address: 'A'.repeat(58), kind: 'contact', name: 'Anna Kovács' };
const annaB: NamedEntry = { address: 'B'.repeat(58), kind: 'contact', name: 'Anna Berg' };
const savings: NamedEntry = { address: 'C'.repeat(58), kind: 'account', name: 'Savings' };
const plainAnna: NamedEntry = { address: 'D'.repeat(58), kind: 'contact', name: 'Anna' };

describe('matchReceiver', () => {
  it('picks the one entry a whole name or whole words of it name, in any case', () => {
    expect(matchReceiver('Anna', [anna, savings])).toEqual({ kind: 'one', entry: anna });
    expect(matchReceiver('  anna  KOVÁCS ', [anna, annaB])).toEqual({ kind: 'one', entry: anna });
    expect(matchReceiver('kovács', [anna, annaB])).toEqual({ kind: 'one', entry: anna });
    expect(matchReceiver('savings', [anna, savings])).toEqual({ kind: 'one', entry: savings });
  });

  it('knows an entry by its own address', () => {
    expect(matchReceiver(` ${'c'.repeat(58)} `, [anna, savings])).toEqual({
      kind: 'one',
      entry: savings,
    });
  });

  it('never picks by a fragment of a word', () => {
    expect(matchReceiver('Ann', [anna])).toEqual({ kind: 'unknown', name: 'Ann' });
    expect(matchReceiver('Anna Ko', [anna])).toEqual({ kind: 'unknown', name: 'Anna Ko' });
  });

  it('offers every entry the words name when there are several', () => {
    expect(matchReceiver('anna', [anna, annaB, savings])).toEqual({
      kind: 'several',
      entries: [anna, annaB],
    });
  });

  it('prefers the entry whose whole name it is', () => {
    expect(matchReceiver('Anna', [anna, plainAnna, annaB])).toEqual({
      kind: 'one',
      entry: plainAnna,
    });
    const twin = { ...plainAnna, address: 'E'.repeat(58) };
    expect(matchReceiver('anna', [plainAnna, twin, anna])).toEqual({
      kind: 'several',
      entries: [plainAnna, twin],
    });
  });

  it('calls a word that names nobody unknown, with the text as typed', () => {
    expect(matchReceiver(' Zoltán ', [anna])).toEqual({ kind: 'unknown', name: 'Zoltán' });
    expect(matchReceiver('not-an-address', [])).toEqual({
      kind: 'unknown',
      name: 'not-an-address',
    });
  });

  it('leaves addresses, address typos, .algo names, numbers and empty text alone', () => {
    expect(matchReceiver(ADDRESS, [anna])).toEqual({ kind: 'none' });
    expect(matchReceiver(ADDRESS.slice(0, 57) + 'Q', [anna])).toEqual({ kind: 'none' });
    expect(matchReceiver(ADDRESS.toLowerCase(), [anna])).toEqual({ kind: 'none' });
    expect(matchReceiver(ADDRESS.slice(0, 8), [anna])).toEqual({ kind: 'none' });
    expect(matchReceiver('anna.algo', [anna])).toEqual({ kind: 'none' });
    expect(matchReceiver('12345', [anna])).toEqual({ kind: 'none' });
    expect(matchReceiver('   ', [anna])).toEqual({ kind: 'none' });
    expect(matchReceiver('x'.repeat(65), [anna])).toEqual({ kind: 'none' });
  });
});

import { secretKeyToMnemonic } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  bulkResultLine,
  coinsToMicro,
  governanceOptInNote,
  parseDistributeLines,
  parseGenerateCount,
  readToolAmount,
} from './bulk-lines';
import { parseMnemonicLines } from './bulk-lines';
import { seededAccount } from '../../test/seeded';

// A fixed key: with a random one, the first two words are equal once in 2048 phrases, and then
// swapping them breaks nothing.
const account = seededAccount('bulk lines');
const phrase = secretKeyToMnemonic(account.sk);
const address = account.addr.toString();
const words = phrase.split(' ');
// Swapping two words breaks the checksum.
const broken = [words[1], words[0], ...words.slice(2)].join(' ');

describe('parseMnemonicLines', () => {
  it('reads a 25-word phrase per line and its address, skipping blank lines', async () => {
    expect(await parseMnemonicLines(`\n${phrase}\r\n   \n`)).toEqual([
      { kind: 'mnemonic', line: phrase, phrase, address },
    ]);
  });

  it('tolerates extra spaces and takes the first 25 words of a longer line', async () => {
    const line = `${words.join('  ')} trailing words`;
    expect(await parseMnemonicLines(line)).toEqual([{ kind: 'mnemonic', line, phrase, address }]);
  });

  it('gives the spec messages, typo included', async () => {
    expect(await parseMnemonicLines(`one two three\n${broken}`)).toEqual([
      {
        kind: 'error',
        line: 'one two three',
        reason: 'not-mnemonic',
        message: 'Line does not conaint mnemonic phrase: one two three',
      },
      {
        kind: 'error',
        line: broken,
        reason: 'invalid-mnemonic',
        message: `Mnemonic is invalid: ${broken}`,
      },
    ]);
    expect((await parseMnemonicLines(address))[0]).toMatchObject({ reason: 'not-mnemonic' });
  });
});

describe('phrase addresses', () => {
  it('are the addresses algosdk derives, for many accounts', async () => {
    const accounts = Array.from({ length: 40 }, (_, i) => seededAccount(`phrase address ${i}`));
    const parsed = await parseMnemonicLines(
      accounts.map((a) => secretKeyToMnemonic(a.sk)).join('\n'),
    );
    expect(parsed.map((l) => (l.kind === 'mnemonic' ? l.address : l.kind))).toEqual(
      accounts.map((a) => a.addr.toString()),
    );
  });
});

describe('parseDistributeLines', () => {
  it('accepts a single token as an address, 25 words as a phrase, refuses 2..24 words', async () => {
    const lines = await parseDistributeLines(
      [address, phrase, 'two words', words.slice(0, 24).join(' '), 'NOTANADDRESS'].join('\n'),
    );
    expect(lines.map((l) => (l.kind === 'error' ? l.reason : l.kind))).toEqual([
      'address',
      'mnemonic',
      'not-mnemonic',
      'not-mnemonic',
      'invalid-address',
    ]);
    expect(lines[0]).toEqual({ kind: 'address', line: address, address });
    expect(lines[2]).toMatchObject({ message: 'Line does not conaint mnemonic phrase: two words' });
    expect(lines[4]).toMatchObject({ message: 'Address is invalid: NOTANADDRESS' });
  });
});

describe('results and amounts', () => {
  it('writes the per-line results', async () => {
    expect(bulkResultLine({ from: 'F', to: 'T', txId: 'TX1' })).toBe(
      'payment from F to T sent in tx TX1',
    );
    expect(bulkResultLine({ from: 'F', to: 'T', txId: null })).toBe(
      'payment from F to T failed to be sent',
    );
    expect(bulkResultLine({ to: 'T', txId: 'TX2' })).toBe('payment to T sent in tx TX2');
    expect(bulkResultLine({ to: 'T', txId: null })).toBe('payment to T failed to be sent');
  });

  it('writes the governance opt-in note with com in micro units', async () => {
    expect(governanceOptInNote(100)).toBe('af/gov1:j{"com":100000000}');
    expect(governanceOptInNote(0.1234567)).toBe('af/gov1:j{"com":123457}');
    expect(governanceOptInNote(-1)).toBe('');
    expect(coinsToMicro(Number.NaN)).toBeNull();
    expect(coinsToMicro(1e12)).toBeNull();
  });

  it('reads a tool amount as typed: 0..1999999999 with 6 decimals, never rounded', () => {
    expect(readToolAmount(100)).toBe(100_000_000n);
    expect(readToolAmount('0.000001')).toBe(1n);
    expect(readToolAmount(0)).toBe(0n);
    expect(readToolAmount('1999999999')).toBe(1_999_999_999_000_000n);
    expect(readToolAmount(1999999.999999)).toBe(1_999_999_999_999n);
    expect(readToolAmount('1.50')).toBe(1_500_000n);
    // Refused, not rounded to 123457 nor clamped to the maximum.
    expect(readToolAmount('0.1234567')).toBeNull();
    expect(readToolAmount(0.0000001)).toBeNull();
    expect(readToolAmount('1999999999.000001')).toBeNull();
    expect(readToolAmount('2000000000')).toBeNull();
    expect(readToolAmount(1e21)).toBeNull();
    for (const bad of ['', '-', '-1', -1, '1,5', 'x', Number.NaN]) {
      expect(readToolAmount(bad)).toBeNull();
    }
  });

  it('keeps the generate count in 1..10000', async () => {
    expect(parseGenerateCount(10)).toBe(10);
    expect(parseGenerateCount('10000')).toBe(10000);
    for (const bad of [0, 10001, 2.5, '', 'x']) expect(parseGenerateCount(bad)).toBeNull();
  });
});

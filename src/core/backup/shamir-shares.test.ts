import { sha512_256 } from '@noble/hashes/sha2.js';
import { Shamir } from '@spliterati/shamir';
import type { uint8 } from '@spliterati/uint8';
import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  combineShares,
  keyFromSeed,
  parseShare,
  splitSeed,
  type CombineOutcome,
  type ParsedShare,
} from './shamir-shares';
import { shareToWords, wordList } from './share-words';

function newSeed() {
  const { sk, addr } = generateAccount();
  return { seed: sk.slice(0, 32), addr: addr.toString() };
}

function parsed(words: string[]): ParsedShare {
  const result = parseShare(words.join(' '));
  if (!('share' in result)) throw new Error(`not a share: ${JSON.stringify(result.problem)}`);
  return result.share;
}

const addressOf = (outcome: CombineOutcome) =>
  outcome.status === 'ready' ? keyFromSeed(outcome.seed).addr : outcome;

// A-Wallet's share words, written here from its description (account export page): the share
// with a zero byte appended, 11 bits a word LSB first, then the checksum word of SHA-512/256.
function aWalletWords(share: Uint8Array): string[] {
  const words = wordList();
  const out: string[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of [...share, 0]) {
    acc |= byte << bits;
    bits += 8;
    if (bits >= 11) {
      out.push(words[acc & 0x7ff]!);
      acc >>= 11;
      bits -= 11;
    }
  }
  if (bits) out.push(words[acc]!);
  const hash = sha512_256(share);
  out.push(words[hash[0]! | ((hash[1]! & 7) << 8)]!);
  return out;
}

// A-Wallet's restore: words 1-24 and 25 back to bytes, the first 33 kept, checksum compared.
function aWalletBytes(words: string[]): Uint8Array {
  const list = wordList();
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const word of words.slice(0, 25)) {
    acc |= list.indexOf(word) << bits;
    bits += 11;
    while (bits >= 8) {
      bytes.push(acc & 0xff);
      acc >>= 8;
      bits -= 8;
    }
  }
  const share = Uint8Array.from(bytes.slice(0, 33));
  const hash = sha512_256(share);
  expect(words[25]).toBe(list[hash[0]! | ((hash[1]! & 7) << 8)]);
  return share;
}

describe('splitSeed and combineShares', () => {
  it('round-trips every K of N up to 5 of 10 with any K of the shares', async () => {
    for (let n = 2; n <= 10; n++) {
      for (let k = 2; k <= Math.min(n, 5); k++) {
        const { seed, addr } = newSeed();
        const shares = (await splitSeed(seed, n, k)).map(parsed);
        expect(shares.every((s) => s.threshold === k)).toBe(true);
        const picked = [...shares].sort(() => Math.random() - 0.5).slice(0, k);
        expect(addressOf(await combineShares(picked))).toBe(addr);
        expect(addressOf(await combineShares(shares))).toBe(addr);
      }
    }
  });

  it('says how many more shares it needs', async () => {
    const shares = (await splitSeed(newSeed().seed, 5, 3)).map(parsed);
    expect(await combineShares([])).toEqual({ status: 'needMore', needed: 2 });
    expect(await combineShares(shares.slice(0, 1))).toEqual({ status: 'needMore', needed: 2 });
    expect(await combineShares(shares.slice(0, 2))).toEqual({ status: 'needMore', needed: 1 });
  });

  it('restores shares A-Wallet made with @spliterati/shamir', async () => {
    const { seed, addr } = newSeed();
    const shares = Shamir.split(seed, 5 as uint8, 3 as uint8).map(aWalletWords);
    expect(shares.every((words) => words.length === 26 && words[24] === 'abandon')).toBe(true);
    const given = [shares[1]!, shares[3]!, shares[4]!].map(parsed);
    expect(given[0]!.threshold).toBeNull();
    expect(addressOf(await combineShares(given))).toBe(addr);
  });

  it("writes shares A-Wallet's restore and @spliterati/shamir read, in A-Wallet's words", async () => {
    const { seed } = newSeed();
    const shares = await splitSeed(seed, 5, 3, 42);
    const bytes = shares.map(aWalletBytes);
    expect(Shamir.combine([bytes[0]!, bytes[2]!, bytes[4]!])).toEqual(seed);
    // Only word 25, the set marker A-Wallet ignores, differs from A-Wallet's own words.
    for (const [i, words] of shares.entries()) {
      const theirs = aWalletWords(bytes[i]!);
      expect(words.filter((w, j) => w !== theirs[j])).toEqual([words[24]]);
      expect(shareToWords(bytes[i]!, 0)).toEqual(theirs);
    }
  });
});

describe('refusals', () => {
  async function twoSets(sameSetId = false) {
    const a = newSeed();
    const b = newSeed();
    return {
      a,
      sharesA: (await splitSeed(a.seed, 5, 3, 10)).map(parsed),
      sharesB: (await splitSeed(b.seed, 5, 3, sameSetId ? 10 : 11)).map(parsed),
    };
  }

  it('refuses a share of another set and names it', async () => {
    const { sharesA, sharesB } = await twoSets();
    const [a1, a2, , a4] = sharesA;
    expect(await combineShares([a1!, a2!, sharesB[2]!])).toEqual({
      status: 'refused',
      refusal: { kind: 'otherSet', share: 3, first: 1 },
    });
    expect(await combineShares([sharesB[0]!, a1!, a2!, a4!])).toMatchObject({
      refusal: { kind: 'otherSet', share: 1 },
    });
    expect(await combineShares([a1!, a2!, sharesB[0]!, a4!])).toMatchObject({
      refusal: { kind: 'otherSet', share: 3 },
    });
  });

  it('refuses an A-Wallet share among Algow shares', async () => {
    const { a, sharesA } = await twoSets();
    const awallet = parsed(aWalletWords(Shamir.split(a.seed, 5 as uint8, 3 as uint8)[0]!));
    expect(await combineShares([sharesA[0]!, sharesA[1]!, awallet])).toMatchObject({
      refusal: { kind: 'otherSet', share: 3 },
    });
  });

  it('refuses a share given twice', async () => {
    const { sharesA } = await twoSets();
    const again = { ...sharesA[0]!, bytes: sharesA[0]!.bytes.slice() };
    expect(await combineShares([sharesA[0]!, sharesA[1]!, again])).toEqual({
      status: 'refused',
      refusal: { kind: 'repeated', share: 3, sameAs: 1 },
    });
  });

  it('refuses two shares of one number from different splits with the same set id', async () => {
    const { sharesA, sharesB } = await twoSets(true);
    const b = sharesB[0]!.bytes.slice();
    b[32] = sharesA[1]!.bytes[32]!;
    expect(
      await combineShares([sharesA[0]!, sharesA[1]!, { ...sharesB[0]!, bytes: b }]),
    ).toMatchObject({ refusal: { kind: 'otherSet', share: 3, first: 2 } });
  });

  it('with more than K shares, names the share without which every K agree', async () => {
    // Same set id by chance (1 in 127): only the K-subsets can tell.
    const { a, sharesA, sharesB } = await twoSets(true);
    const [a1, a2, a3, a4] = sharesA;
    expect(await combineShares([a1!, a2!, sharesB[4]!, a3!, a4!])).toEqual({
      status: 'refused',
      refusal: { kind: 'disagree', share: 3 },
    });
    // K+1: the others are just K; only the address the person expects can tell.
    expect(await combineShares([a1!, a2!, a3!, sharesB[4]!])).toEqual({
      status: 'refused',
      refusal: { kind: 'disagree', share: null },
    });
    const expected = (seed: Uint8Array) => keyFromSeed(seed).addr === a.addr;
    expect(await combineShares([a1!, sharesB[4]!, a2!, a3!], expected)).toEqual({
      status: 'refused',
      refusal: { kind: 'disagree', share: 2 },
    });
    expect(addressOf(await combineShares([a1!, a2!, a3!, a4!]))).toBe(a.addr);
  });
});

describe('parseShare', () => {
  it('refuses a typo by the checksum, naming an unknown word', async () => {
    const words = (await splitSeed(newSeed().seed, 3, 2))[0]!;
    const list = wordList();
    const typo = [...words];
    typo[2] = list[(list.indexOf(words[2]!) + 1) % 2048]!;
    expect(parseShare(typo.join(' '))).toEqual({ problem: { kind: 'checksum' } });
    typo[2] = 'xyzzy';
    expect(parseShare(typo.join(' '))).toEqual({
      problem: { kind: 'unknownWord', position: 3, word: 'xyzzy' },
    });
  });

  it('refuses a typo in word 25, which the checksum does not cover', async () => {
    const words = (await splitSeed(newSeed().seed, 3, 2))[0]!;
    words[24] = wordList()[11 << 7]!;
    expect(parseShare(words.join(' '))).toEqual({ problem: { kind: 'marker' } });
    words[24] = wordList()[3 << 7]!;
    expect(parseShare(words.join(' '))).toEqual({ problem: { kind: 'marker' } });
  });

  it('refuses another length, such as a 25-word recovery phrase', async () => {
    const words = (await splitSeed(newSeed().seed, 3, 2))[0]!;
    expect(parseShare(words.slice(0, 25).join(' '))).toEqual({
      problem: { kind: 'length', count: 25 },
    });
    expect(parseShare('')).toEqual({ problem: { kind: 'length', count: 0 } });
  });

  it('ignores case and extra whitespace', async () => {
    const words = (await splitSeed(newSeed().seed, 3, 2))[0]!;
    expect('share' in parseShare(`  ${words.join('\n ').toUpperCase()} `)).toBe(true);
  });
});

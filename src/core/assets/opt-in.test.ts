import { describe, expect, it } from 'vitest';
import { currentMinBalance, optInShortfall } from './opt-in';

describe('opt-in affordability', () => {
  it('uses the node minimum balance when given, else 0.1 + 0.1 per asset', () => {
    expect(currentMinBalance({ balance: 0n, heldAssets: 2 })).toBe(300_000n);
    expect(currentMinBalance({ balance: 0n, heldAssets: 2, minBalance: 528_500n })).toBe(528_500n);
  });

  it('needs the current minimum, 0.1 more and the fee', () => {
    expect(optInShortfall({ balance: 201_000n, heldAssets: 0 }, 1_000n)).toBe(0n);
    expect(optInShortfall({ balance: 200_999n, heldAssets: 0 }, 1_000n)).toBe(1n);
    expect(optInShortfall({ balance: 0n, heldAssets: 0 }, 1_000n)).toBe(201_000n);
    expect(
      optInShortfall({ balance: 10_000_000n, heldAssets: 5, minBalance: 9_900_000n }, 1_000n),
    ).toBe(1_000n);
  });
});

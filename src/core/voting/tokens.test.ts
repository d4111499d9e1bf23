import { describe, expect, it } from 'vitest';
import { parseTokenId, voteTokenButtons } from './tokens';

describe('vote tokens', () => {
  it('offers the base coin everywhere and the vote token on mainnet', () => {
    expect(voteTokenButtons('devnet-v1').map((b) => b.id)).toEqual([0n]);
    const mainnet = voteTokenButtons('mainnet-v1.0');
    expect(mainnet[0]!.id).toBe(0n);
    expect(mainnet.map((b) => b.label)).toContain('VoteCoin');
  });

  it('reads a custom token id and refuses anything else', () => {
    expect(parseTokenId(' 452399768 ')).toBe(452399768n);
    expect(parseTokenId('0')).toBe(0n);
    expect(parseTokenId('-1')).toBeNull();
    expect(parseTokenId('1.5')).toBeNull();
    expect(parseTokenId('abc')).toBeNull();
    expect(parseTokenId('18446744073709551616')).toBeNull();
  });
});

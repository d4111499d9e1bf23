import { describe, expect, it } from 'vitest';
import { suggestedTokens } from './token-config';

describe('suggestedTokens: config.json arc200Tokens', () => {
  it("reads this environment's list: ids as numbers or strings, names optional", () => {
    const raw = {
      sandbox: [{ appId: 1010, name: ' Demo token ' }, { appId: '18446744073709551615' }],
      mainnet: [{ appId: 5 }],
    };
    expect(suggestedTokens(raw, 'sandbox')).toEqual([
      { appId: 1010n, name: 'Demo token' },
      { appId: 18446744073709551615n, name: undefined },
    ]);
    expect(suggestedTokens(raw, 'testnet')).toEqual([]);
  });

  it('drops bad entries one by one and keeps each app once', () => {
    const raw = {
      sandbox: [
        { appId: 0 },
        { appId: -3 },
        { appId: 1.5 },
        { appId: '18446744073709551616' },
        { appId: '07' },
        { appId: 9, name: 'x'.repeat(65) },
        { name: 'no id' },
        'garbage',
        { appId: 7, name: 'Seven' },
        { appId: '7', name: 'Again' },
      ],
    };
    expect(suggestedTokens(raw, 'sandbox')).toEqual([{ appId: 7n, name: 'Seven' }]);
    expect(suggestedTokens('nonsense', 'sandbox')).toEqual([]);
    expect(suggestedTokens({ sandbox: { appId: 1 } }, 'sandbox')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { dappIcons } from './peer-icons';

describe("a dapp's icons from its WalletConnect metadata", () => {
  it('keeps https icons only: any other is never rendered, the dapp shows without one', () => {
    expect(
      dappIcons([
        'https://dapp.example/icon.png',
        'javascript:alert(1)',
        'data:image/svg+xml,<svg onload=alert(1)>',
        'http://dapp.example/icon.png',
        '/logo.svg',
        '//evil.example/icon.png',
        42,
        null,
        'https://dapp.example/icon2.png',
      ]),
    ).toEqual(['https://dapp.example/icon.png', 'https://dapp.example/icon2.png']);
  });

  it('shows no icon for metadata without a list, and at most ten', () => {
    expect(dappIcons(undefined)).toEqual([]);
    expect(dappIcons('https://dapp.example/icon.png')).toEqual([]);
    expect(
      dappIcons(Array.from({ length: 12 }, (_, i) => `https://d.example/${i}.png`)),
    ).toHaveLength(10);
  });
});

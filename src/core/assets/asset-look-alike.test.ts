import { describe, expect, it } from 'vitest';
import { assetTrust, foldAssetName, lookAlikeIndex } from './asset-look-alike';
import type { VerifiedAsset } from './verified-list';

const USDC: VerifiedAsset = { id: 31566704n, name: 'USDC', unit: 'USDC', logo: null };
const GOBTC: VerifiedAsset = { id: 386192725n, name: 'goBTC', unit: 'goBTC', logo: null };
const LIST = new Map([USDC, GOBTC].map((a) => [a.id, a]));
const INDEX = lookAlikeIndex(LIST);
const trust = (name: string, unit: string, id = 999n) =>
  assetTrust({ id, name, unit }, LIST, INDEX);

describe('asset look-alikes', () => {
  it('marks a listed asset as verified, by id only', () => {
    expect(trust('Anything', 'X', USDC.id)).toEqual({ kind: 'verified', verified: USDC });
  });

  it.each([
    ['the same unit by another creator', 'Fake', 'USDC'],
    ['the same name', 'USDC', 'FAKE'],
    ['another case', 'usdc', ''],
    ['spaces and dots', 'U.S.D C', ''],
    ['Cyrillic letters', 'USDС', ''], // the C is Cyrillic
    ['Greek letters', 'gοBTC', ''], // the o is Greek
    ['full-width letters', 'ＵＳＤＣ', ''],
    ['digits for letters', 'g0BTC', ''],
    ['a zero-width space', 'US\u200bDC', ''],
    ['an accent', 'ÚSDC', ''],
  ])('warns about %s', (_, name, unit) => {
    expect(trust(name, unit).kind).toBe('look-alike');
  });

  it('names the verified asset copied', () => {
    expect(trust('usdc', '')).toEqual({ kind: 'look-alike', copies: USDC });
  });

  it('leaves other assets alone', () => {
    expect(trust('USDCx', 'USDCX')).toEqual({ kind: 'unknown' });
    expect(trust('Pixel cat', 'PXCAT')).toEqual({ kind: 'unknown' });
    expect(trust('', '')).toEqual({ kind: 'unknown' });
  });

  it('compares nothing shorter than two characters', () => {
    expect(foldAssetName('A')).toBe('');
    expect(lookAlikeIndex(new Map([[1n, { id: 1n, name: 'A', unit: '.', logo: null }]])).size).toBe(
      0,
    );
  });

  it('folds look-alike letters to one form', () => {
    expect(foldAssetName('Ⅰ|1il')).toBe('lllll');
    expect(foldAssetName('rnoon')).toBe('moon');
  });
});

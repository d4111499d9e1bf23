import { describe, expect, it } from 'vitest';
import {
  minimumDisplayAmount,
  numberFieldProblems,
  parseMetadataHash,
  readAssetDecimals,
  totalInBaseUnits,
  validateAssetCreate,
  type AssetCreateInput,
} from './asset-create';

const base: AssetCreateInput = {
  total: '1',
  decimals: 0,
  unitName: 'TUSD',
  assetName: 'Test dollar',
  url: '',
  metadataHash: '',
};

describe('asset amounts', () => {
  it('shows 1 at 0 decimals, else 10^-decimals', () => {
    expect(minimumDisplayAmount(0)).toBe('1');
    expect(minimumDisplayAmount(1)).toBe('0.1');
    expect(minimumDisplayAmount(2)).toBe('0.01');
    expect(minimumDisplayAmount(18)).toBe('0.000000000000000001');
  });

  it('multiplies the total by 10^decimals', () => {
    expect(totalInBaseUnits(1000n, 2)).toBe(100_000n);
    expect(totalInBaseUnits(1n, 0)).toBe(1n);
    expect(totalInBaseUnits(1_000_000_000_000n, 6)).toBe(1_000_000_000_000_000_000n);
  });
});

describe('validateAssetCreate', () => {
  it('sends the total in base units', () => {
    const result = validateAssetCreate({ ...base, total: '1000', decimals: 2 });
    expect(result).toMatchObject({ ok: true, params: { total: 100_000n, decimals: 2 } });
  });

  it('keeps decimals in 0..18 and the total in 0..1e12 whole units', () => {
    expect(validateAssetCreate({ ...base, decimals: 19 })).toMatchObject({
      ok: false,
      problems: { decimals: 'decimals-range' },
    });
    expect(validateAssetCreate({ ...base, decimals: -1 })).toMatchObject({
      ok: false,
      problems: { decimals: 'decimals-range' },
    });
    expect(validateAssetCreate({ ...base, decimals: 1.5 })).toMatchObject({
      ok: false,
      problems: { decimals: 'decimals-range' },
    });
    expect(validateAssetCreate({ ...base, total: '1000000000001' })).toMatchObject({
      ok: false,
      problems: { total: 'total-range' },
    });
    expect(validateAssetCreate({ ...base, total: '1000000000000' })).toMatchObject({ ok: true });
    expect(validateAssetCreate({ ...base, total: '0' })).toMatchObject({
      ok: true,
      params: { total: 0n },
    });
    for (const bad of ['1.5', '-1', '', '1e3', 'abc']) {
      expect(validateAssetCreate({ ...base, total: bad })).toMatchObject({
        ok: false,
        problems: { total: 'total-not-whole' },
      });
    }
  });

  it('refuses a total that does not fit a uint64 after scaling', () => {
    expect(validateAssetCreate({ ...base, total: '1000000000000', decimals: 8 })).toMatchObject({
      ok: false,
      problems: { total: 'total-too-large-for-decimals' },
    });
    expect(validateAssetCreate({ ...base, total: '18446744073', decimals: 9 })).toMatchObject({
      ok: true,
    });
  });

  it('holds the protocol byte limits, counting UTF-8 bytes', () => {
    expect(validateAssetCreate({ ...base, unitName: 'ABCDEFGHI' })).toMatchObject({
      ok: false,
      problems: { unitName: 'unit-name-too-long' },
    });
    expect(validateAssetCreate({ ...base, unitName: 'ÁÁÁÁÁ' })).toMatchObject({
      ok: false,
      problems: { unitName: 'unit-name-too-long' },
    });
    expect(validateAssetCreate({ ...base, assetName: 'x'.repeat(33) })).toMatchObject({
      ok: false,
      problems: { assetName: 'asset-name-too-long' },
    });
    expect(validateAssetCreate({ ...base, url: `https://${'x'.repeat(89)}` })).toMatchObject({
      ok: false,
      problems: { url: 'url-too-long' },
    });
  });

  it('reads a metadata hash as hex, base64 or 32 bytes of text', () => {
    const hex = 'ab'.repeat(32);
    expect(parseMetadataHash(hex)).toEqual(new Uint8Array(32).fill(0xab));
    expect(parseMetadataHash(Buffer.from(new Uint8Array(32).fill(7)).toString('base64'))).toEqual(
      new Uint8Array(32).fill(7),
    );
    expect(parseMetadataHash('x'.repeat(32))).toEqual(new Uint8Array(32).fill(0x78));
    expect(parseMetadataHash('short')).toBeNull();
    expect(validateAssetCreate({ ...base, metadataHash: 'short' })).toMatchObject({
      ok: false,
      problems: { metadataHash: 'metadata-hash-invalid' },
    });
    expect(validateAssetCreate({ ...base, metadataHash: hex })).toMatchObject({ ok: true });
  });

  it('reads the decimals field as typed: 0..18 whole, never brought into range', () => {
    expect(readAssetDecimals(18)).toBe(18);
    expect(readAssetDecimals('18')).toBe(18);
    expect(readAssetDecimals(19)).toBeNull();
    expect(readAssetDecimals('19')).toBeNull();
    expect(readAssetDecimals('')).toBeNull();
    expect(readAssetDecimals('2.5')).toBeNull();
    expect(validateAssetCreate({ ...base, decimals: '' })).toMatchObject({
      ok: false,
      problems: { decimals: 'decimals-range' },
    });
    expect(validateAssetCreate({ ...base, total: '5', decimals: '3' })).toMatchObject({
      ok: true,
      params: { total: 5000n, decimals: 3 },
    });
  });

  it("lists only the number fields' problems for the live check", () => {
    expect(numberFieldProblems(base)).toEqual({});
    expect(numberFieldProblems({ ...base, decimals: 19, unitName: 'much too long' })).toEqual({
      decimals: 'decimals-range',
    });
    expect(numberFieldProblems({ ...base, total: '1000000000001' })).toEqual({
      total: 'total-range',
    });
    expect(numberFieldProblems({ ...base, total: '1000000000000', decimals: 18 })).toEqual({
      total: 'total-too-large-for-decimals',
    });
  });
});

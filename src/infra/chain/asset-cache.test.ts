import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedAssetUnits, rememberAssetUnits } from './asset-cache';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    value: new MemoryStorage(),
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('asset units cache', () => {
  const tusd = { decimals: 2, unitName: 'TUSD', name: 'Test dollar' };

  it('keeps units per network', () => {
    rememberAssetUnits('mainnet', 12n, tusd);
    expect(cachedAssetUnits('mainnet', 12n)).toEqual(tusd);
    expect(cachedAssetUnits('testnet', 12n)).toBeUndefined();
  });

  it('ignores tampered or damaged storage', () => {
    localStorage.setItem(
      'algow.assetUnits.mainnet',
      '{"12": {"decimals": 99, "unitName": "X", "name": "X"}}',
    );
    expect(cachedAssetUnits('mainnet', 12n)).toBeUndefined();
    localStorage.setItem('algow.assetUnits.mainnet', 'not json');
    expect(cachedAssetUnits('mainnet', 12n)).toBeUndefined();
    rememberAssetUnits('mainnet', 13n, tusd);
    expect(cachedAssetUnits('mainnet', 13n)).toEqual(tusd);
  });

  it('never stores what it would not read back', () => {
    rememberAssetUnits('mainnet', 14n, { decimals: 2, unitName: 'x'.repeat(100), name: 'n' });
    expect(cachedAssetUnits('mainnet', 14n)).toBeUndefined();
  });
});

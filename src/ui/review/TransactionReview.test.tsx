import { describe, expect, it } from 'vitest';
import { separatorsFor } from '../../core/format/amount';
import type { AssetUnits } from '../../infra/transactions/review-group';
import { amountText } from './TransactionReview';

const NBSP = '\u00a0';
const ASSETS = new Map<bigint, AssetUnits>([
  [31n, { id: 31n, name: 'Test Euro', unitName: 'EUR', decimals: 2 }],
]);

describe('amountText', () => {
  it('shows the base coin with all six decimals in the language separators', () => {
    expect(amountText(12_345_500_000n, undefined, ASSETS, 'Algo', separatorsFor('en'))).toBe(
      `12,345.500000${NBSP}Algo`,
    );
    expect(amountText(12_345_500_000n, 0n, ASSETS, 'Algo', separatorsFor('hu'))).toBe(
      `12${NBSP}345,500000${NBSP}Algo`,
    );
    expect(amountText(1_234_500_000n, undefined, ASSETS, 'Algo', separatorsFor('sk'))).toBe(
      `1${NBSP}234,500000${NBSP}Algo`,
    );
    expect(amountText(1_234_500_000n, undefined, ASSETS, 'Algo', separatorsFor('nl'))).toBe(
      `1.234,500000${NBSP}Algo`,
    );
  });

  it("keeps an asset's id after its amount", () => {
    expect(amountText(123_450n, 31n, ASSETS, 'Algo', separatorsFor('en'))).toBe(
      `1,234.50${NBSP}EUR (#31)`,
    );
    expect(amountText(1_234_550n, 31n, ASSETS, 'Algo', separatorsFor('hu'))).toBe(
      `12${NBSP}345,50${NBSP}EUR (#31)`,
    );
    expect(amountText(123_450n, 31n, ASSETS, 'Algo', separatorsFor('cs'))).toBe(
      `1${NBSP}234,50${NBSP}EUR (#31)`,
    );
  });

  it('shows base units while the asset decimals are unknown', () => {
    expect(amountText(5000n, 77n, ASSETS, 'Algo', separatorsFor('hu'))).toBe('5000 (#77)');
  });
});

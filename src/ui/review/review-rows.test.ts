import { describe, expect, it } from 'vitest';
import { separatorsFor } from '../../core/format/amount';
import type { AssetUnits } from '../../infra/transactions/review-group';
import type { Danger, DescribedTransaction } from '../../core/transactions/review';
import { amountText, cardRows, dangerRows, shortAddress, TECHNICAL_ROWS } from './review-rows';

const NBSP = '\u00a0';
const ASSETS = new Map<bigint, AssetUnits>([
  [31n, { id: 31n, name: 'Test Euro', unitName: 'EUR', decimals: 2 }],
]);

describe('amountText', () => {
  it('shows the base coin with its significant decimals in the language separators', () => {
    expect(amountText(12_345_500_000n, undefined, ASSETS, 'Algo', separatorsFor('en'))).toBe(
      `12,345.5${NBSP}Algo`,
    );
    expect(amountText(12_345_500_000n, 0n, ASSETS, 'Algo', separatorsFor('hu'))).toBe(
      `12${NBSP}345,5${NBSP}Algo`,
    );
    expect(amountText(1_234_000_000n, undefined, ASSETS, 'Algo', separatorsFor('sk'))).toBe(
      `1${NBSP}234${NBSP}Algo`,
    );
    expect(amountText(1_234_500_001n, undefined, ASSETS, 'Algo', separatorsFor('nl'))).toBe(
      `1.234,500001${NBSP}Algo`,
    );
  });

  it('keeps every decimal for the exact value (the hover text)', () => {
    expect(amountText(1_500_000n, undefined, ASSETS, 'Algo', separatorsFor('en'), true)).toBe(
      `1.500000${NBSP}Algo`,
    );
    expect(amountText(123_400n, 31n, ASSETS, 'Algo', separatorsFor('hu'), true)).toBe(
      `1234,00${NBSP}EUR (#31)`,
    );
  });

  it("keeps an asset's id after its amount", () => {
    expect(amountText(123_450n, 31n, ASSETS, 'Algo', separatorsFor('en'))).toBe(
      `1,234.5${NBSP}EUR (#31)`,
    );
    expect(amountText(1_234_551n, 31n, ASSETS, 'Algo', separatorsFor('hu'))).toBe(
      `12${NBSP}345,51${NBSP}EUR (#31)`,
    );
    expect(amountText(123_400n, 31n, ASSETS, 'Algo', separatorsFor('cs'))).toBe(
      `1${NBSP}234${NBSP}EUR (#31)`,
    );
  });

  it('shows base units while the asset decimals are unknown', () => {
    expect(amountText(5000n, 77n, ASSETS, 'Algo', separatorsFor('hu'))).toBe('5000 (#77)');
  });
});

const EVERY_DANGER: Danger[] = [
  { code: 'rekey', address: 'REKEY' },
  { code: 'close-to', address: 'CLOSE' },
  { code: 'asset-close-to', address: 'ACLOSE', assetId: 31n },
  { code: 'clawback', address: 'VICTIM', assetId: 31n },
  { code: 'keyreg', online: true },
  { code: 'app-call', appId: 7n },
  { code: 'foreign-genesis', genesisId: 'other-v1' },
];

const DANGEROUS: DescribedTransaction = {
  index: 0,
  txid: 'TXID',
  kind: 'payment',
  sender: 'SENDER',
  receiver: 'RECEIVER',
  amount: 1_000_000n,
  fee: 1000n,
  note: new TextEncoder().encode('hi'),
  dangers: EVERY_DANGER,
  genesisId: 'dockernet-v1',
  firstValid: 10n,
  lastValid: 1010n,
};

describe('cardRows', () => {
  it('keeps every danger, the amount, the receiver and the fee in the main rows', () => {
    const { main, technical } = cardRows(DANGEROUS, true);
    for (const danger of EVERY_DANGER) {
      expect(main).toContain(`danger:${danger.code}`);
      expect(technical).not.toContain(`danger:${danger.code}`);
    }
    for (const row of ['from', 'to', 'first-payment', 'amount', 'asset', 'fee', 'note'] as const) {
      expect(main).toContain(row);
    }
  });

  it('puts only network, validity and ids under technical details', () => {
    expect(cardRows(DANGEROUS, true).technical).toEqual([
      'network',
      'valid-rounds',
      'txid',
      'group',
    ]);
    expect(cardRows(DANGEROUS, false).technical).toEqual(['network', 'valid-rounds', 'txid']);
  });

  it('never lets a row key that could be a danger or an amount be technical', () => {
    expect(TECHNICAL_ROWS.some((row) => row.startsWith('danger:'))).toBe(false);
    expect(TECHNICAL_ROWS).not.toContain('amount');
    expect(TECHNICAL_ROWS).not.toContain('asset');
  });

  it('shows the rows a transaction has, in order', () => {
    const plain = { ...DANGEROUS, receiver: undefined, amount: undefined, dangers: [] };
    expect(cardRows({ ...plain, note: new Uint8Array() }, false).main).toEqual([
      'from',
      'asset',
      'fee',
    ]);
  });

  it('asks "first payment" only of payments and asset transfers to someone else', () => {
    const rows = (change: Partial<DescribedTransaction>) =>
      cardRows({ ...DANGEROUS, dangers: [], ...change }, false).main;
    expect(rows({})).toEqual(['from', 'to', 'first-payment', 'amount', 'asset', 'fee', 'note']);
    expect(rows({ kind: 'asset-transfer', assetId: 31n })).toContain('first-payment');
    for (const kind of ['close-account', 'asset-opt-in', 'asset-clawback', 'app-call'] as const) {
      expect(rows({ kind })).not.toContain('first-payment');
    }
    expect(rows({ receiver: 'SENDER' })).not.toContain('first-payment');
    expect(rows({ receiver: undefined })).not.toContain('first-payment');
  });
});

describe('shortAddress', () => {
  it('keeps six characters of both ends', () => {
    const address = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRSTUV';
    expect(shortAddress(address)).toBe('ABCDEF…QRSTUV');
  });
});

describe('undo rekey rows', () => {
  const base: DescribedTransaction = { ...DANGEROUS, dangers: [], receiver: 'SENDER', amount: 0n };

  it('shows a rekey to the sender itself as an undo, not a danger', () => {
    const { main } = cardRows({ ...base, dangers: [{ code: 'rekey', address: 'SENDER' }] }, false);
    expect(main).toContain('undo-rekey');
    expect(main).not.toContain('danger:rekey');
    expect(dangerRows({ ...base, dangers: [{ code: 'rekey', address: 'SENDER' }] })).toEqual([
      'undo-rekey',
    ]);
  });

  it('keeps a rekey to any other address a danger, beside other dangers of the undo', () => {
    const { main } = cardRows(
      {
        ...base,
        dangers: [
          { code: 'rekey', address: 'OTHER' },
          { code: 'close-to', address: 'CLOSE' },
        ],
      },
      false,
    );
    expect(main).toContain('danger:rekey');
    expect(main).toContain('danger:close-to');
    expect(main).not.toContain('undo-rekey');
  });
});

describe('rows of a checked trade', () => {
  const payment: DescribedTransaction = {
    index: 0,
    txid: 'T',
    kind: 'payment',
    sender: 'ME',
    receiver: 'POOL',
    amount: 1n,
    fee: 1000n,
    note: new Uint8Array(),
    dangers: [],
    genesisId: 'dockernet-v1',
    firstValid: 1n,
    lastValid: 2n,
  };
  const trade = { counterparties: new Set(['POOL']), routeApps: new Set([1008n]) };

  it('never asks "first payment" of a leg to the pool, still of one to anyone else', () => {
    expect(cardRows(payment, true, trade).main).not.toContain('first-payment');
    expect(cardRows({ ...payment, receiver: 'BOB' }, true, trade).main).toContain('first-payment');
    expect(cardRows(payment, true).main).toContain('first-payment');
    // The pool's leg to the account.
    const fromPool = { ...payment, sender: 'POOL', receiver: 'ME' };
    expect(cardRows(fromPool, true, trade).main).not.toContain('first-payment');
  });

  it("shows a call to the route's app as the route, any other app call as a danger", () => {
    const call = (appId: bigint): DescribedTransaction => ({
      ...payment,
      kind: 'app-call',
      receiver: undefined,
      amount: undefined,
      dangers: [{ code: 'app-call', appId }],
    });
    expect(dangerRows(call(1008n), trade)).toEqual(['route-app']);
    expect(dangerRows(call(1009n), trade)).toEqual(['danger:app-call']);
    expect(dangerRows(call(1008n))).toEqual(['danger:app-call']);
    // The app call's own rows (method, warnings) for any app but the checked route's.
    expect(cardRows(call(1009n), true, trade).main).toContain('app-call');
    expect(cardRows(call(1008n), true, trade).main).not.toContain('app-call');
    expect(cardRows(call(1008n), true, trade).technical).toContain('app-call-technical');
  });
});

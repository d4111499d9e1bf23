import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { IndexerTransaction } from '../chain/indexer-types';
import { base64ToBytes, bytesToBase64 } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';
import {
  amountBounds,
  findMatchingPayment,
  gatewayExpectation,
  gatewayMinRound,
  isInAmountWindow,
  paymentSearchParams,
  type GatewayExpectation,
} from './payment-match';

const payTo = generateAccount().addr.toString();
const other = generateAccount().addr.toString();
const note = utf8Encode('a-wallet/abc');
const coin: GatewayExpectation = { payTo, amount: 1_000_000n, note };
const asset: GatewayExpectation = { ...coin, amount: 5n, assetId: 312769n };

function payment(overrides: Partial<IndexerTransaction> = {}, amount = 1_000_000n) {
  return {
    id: 'PAY',
    'tx-type': 'pay',
    sender: other,
    fee: 1000n,
    'first-valid': 1n,
    'last-valid': 1000n,
    'confirmed-round': 400_000n,
    note: bytesToBase64(note),
    'payment-transaction': { amount, receiver: payTo },
    ...overrides,
  } as IndexerTransaction;
}

function transfer(assetId = 312769n, amount = 5n): IndexerTransaction {
  const { 'payment-transaction': _pay, ...rest } = payment({ id: 'AXFER', 'tx-type': 'axfer' });
  return {
    ...rest,
    'asset-transfer-transaction': { amount, 'asset-id': assetId, receiver: payTo },
  };
}

describe('amount window', () => {
  it('uses the spec bounds amount-1 and amount+1, strict as the indexer reads them', () => {
    expect(amountBounds(1_000_000n)).toEqual({ greaterThan: 999_999n, lessThan: 1_000_001n });
    expect(amountBounds(0n)).toEqual({ lessThan: 1n });
    expect([999_999n, 1_000_000n, 1_000_001n].map((v) => isInAmountWindow(v, 1_000_000n))).toEqual([
      false,
      true,
      false,
    ]);
    expect(isInAmountWindow(0n, 0n)).toBe(true);
    expect(isInAmountWindow(1n, 0n)).toBe(false);
  });
});

describe('paymentSearchParams', () => {
  it('asks for payments to the merchant with the note prefix from current - 300000', () => {
    expect(paymentSearchParams({ ...coin, currentRound: 1_000_000n })).toEqual({
      'note-prefix': bytesToBase64(note),
      'tx-type': 'pay',
      address: payTo,
      'address-role': 'receiver',
      'min-round': '700000',
      'currency-greater-than': '999999',
      'currency-less-than': '1000001',
      limit: '100',
    });
  });

  it('asks for transfers of the asset in the asset variant', () => {
    const query = paymentSearchParams({ ...asset, currentRound: 10n });
    expect(query).toMatchObject({
      'tx-type': 'axfer',
      'asset-id': '312769',
      'min-round': '0',
      'currency-greater-than': '4',
      'currency-less-than': '6',
    });
    expect(base64ToBytes(query['note-prefix']!)).toEqual(note);
  });

  it('asks for a later page with its token', () => {
    expect(paymentSearchParams({ ...coin, currentRound: 5n, next: '12:3' }).next).toBe('12:3');
    expect(paymentSearchParams({ ...coin, currentRound: 5n })).not.toHaveProperty('next');
  });

  it('never asks for a negative round or amount', () => {
    expect(gatewayMinRound(300_000n)).toBe(0n);
    expect(gatewayMinRound(300_001n)).toBe(1n);
    const zero = paymentSearchParams({ ...coin, amount: 0n, currentRound: 5n });
    expect(zero['currency-greater-than']).toBeUndefined();
    expect(zero['currency-less-than']).toBe('1');
  });
});

describe('findMatchingPayment', () => {
  it('finds a confirmed payment with the amount, receiver and note', () => {
    expect(findMatchingPayment([payment()], coin)).toBe('PAY');
    expect(findMatchingPayment([transfer()], asset)).toBe('AXFER');
  });

  it('re-checks every field the server filtered on', () => {
    const wrong = [
      payment({ 'payment-transaction': { amount: 1_000_000n, receiver: other } }),
      payment({}, 999_999n),
      payment({}, 1_000_001n),
      payment({ note: bytesToBase64(utf8Encode('a-wallet/ab')) }),
      payment({ note: bytesToBase64(utf8Encode('a-wallet/abc/extra')) }),
      payment({ note: bytesToBase64(utf8Encode('x-a-wallet/abc')) }),
      payment({ note: undefined }),
      payment({ note: 'not base64!' }),
      payment({ 'confirmed-round': undefined }),
      payment({ 'confirmed-round': 0n }),
      payment({ 'tx-type': 'axfer' }),
      transfer(),
    ];
    expect(findMatchingPayment(wrong, coin)).toBeNull();
  });

  it('counts a payment only when its note is the expected note, byte for byte', () => {
    // The indexer's note-prefix search hands back every order whose note starts with this one's.
    const invoice = { ...coin, note: utf8Encode('INV-1') };
    const noted = (text: string | Uint8Array, id: string) =>
      payment({ id, note: bytesToBase64(typeof text === 'string' ? utf8Encode(text) : text) });
    const others = [
      noted('INV-10', 'INV-10'),
      noted('INV-1 ', 'SPACE'),
      noted(new Uint8Array([...utf8Encode('INV-1'), 0]), 'NUL'),
      noted('INV-', 'SHORTER'),
      noted('inv-1', 'CASE'),
    ];
    expect(findMatchingPayment(others, invoice)).toBeNull();
    expect(findMatchingPayment([...others, noted('INV-1', 'INV-1')], invoice)).toBe('INV-1');
  });

  it('checks the asset id and kind in the asset variant', () => {
    expect(findMatchingPayment([transfer(31566704n), transfer(312769n, 4n)], asset)).toBeNull();
    expect(findMatchingPayment([payment({}, 5n)], asset)).toBeNull();
  });

  it('ignores payments older than the minimum round', () => {
    expect(findMatchingPayment([payment()], coin, 400_001n)).toBeNull();
    expect(findMatchingPayment([payment()], coin, 400_000n)).toBe('PAY');
  });

  it('returns the first match', () => {
    const second = payment({ id: 'SECOND' });
    expect(findMatchingPayment([payment({}, 1n), second, payment()], coin)).toBe('SECOND');
  });
});

describe('gatewayExpectation', () => {
  it('needs an amount and a note', () => {
    const link = { payTo, amount: 7n, asset: 9n, note: 'n', noteIsEditable: false };
    expect(gatewayExpectation(link)).toEqual({
      payTo,
      amount: 7n,
      assetId: 9n,
      note: utf8Encode('n'),
    });
    expect(gatewayExpectation({ ...link, amount: undefined })).toBeNull();
    expect(gatewayExpectation({ ...link, note: undefined })).toBeNull();
  });
});

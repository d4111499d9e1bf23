import { describe, expect, it } from 'vitest';
import type { IndexerTransaction } from '../chain/indexer-types';
import { knownTransactionType, signOf, transferView } from './transaction-view';

const A = 'A'.repeat(58);
const B = 'B'.repeat(58);
const C = 'C'.repeat(58);
const base = { id: 'TX', fee: 1000n, 'first-valid': 1n, 'last-valid': 2n };
const pay = (sender: string, receiver: string, amount = 5n): IndexerTransaction => ({
  ...base,
  'tx-type': 'pay',
  sender,
  'payment-transaction': { amount, receiver },
});

describe('transferView', () => {
  it('tells sent, received and self-transfers apart', () => {
    expect(transferView(pay(A, B), A).direction).toBe('sent');
    expect(transferView(pay(B, A), A).direction).toBe('received');
    expect(transferView(pay(A, A), A).direction).toBe('self');
    expect(transferView(pay(B, C), A).direction).toBe('other');
    expect(transferView(pay(A, B, 7n), A)).toMatchObject({
      amount: 7n,
      assetId: null,
      moves: true,
    });
  });

  it('reads asset transfers, a clawback from the account it was taken from', () => {
    const axfer: IndexerTransaction = {
      ...base,
      'tx-type': 'axfer',
      sender: C,
      'asset-transfer-transaction': { amount: 1234n, 'asset-id': 42n, receiver: B, sender: A },
    };
    expect(transferView(axfer, A)).toMatchObject({
      amount: 1234n,
      assetId: 42n,
      from: A,
      to: B,
      direction: 'sent',
    });
    expect(transferView(axfer, B).direction).toBe('received');
  });

  it('takes the whole wallet as mine on a transaction page', () => {
    const mine = (a: string) => a === A || a === B;
    expect(transferView(pay(A, B), mine).direction).toBe('self');
    expect(transferView(pay(A, C), mine).direction).toBe('sent');
    expect(transferView(pay(C, B), mine).direction).toBe('received');
    expect(transferView(pay(C, C), mine).direction).toBe('other');
  });

  it('moves nothing for other types', () => {
    const keyreg: IndexerTransaction = { ...base, 'tx-type': 'keyreg', sender: A };
    expect(transferView(keyreg, A)).toMatchObject({ moves: false, to: null, amount: 0n });
  });
});

describe('signs and types', () => {
  it('maps directions to signs', () => {
    expect(signOf('sent')).toBe('minus');
    expect(signOf('received')).toBe('plus');
    expect(signOf('self')).toBe('none');
    expect(signOf('other')).toBe('none');
  });

  it('knows the indexer type codes', () => {
    expect(knownTransactionType('pay')).toBe('pay');
    expect(knownTransactionType('hb')).toBe('hb');
    expect(knownTransactionType('zzz')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DescribedTransaction } from '../../core/transactions/review';
import { renderWithProviders } from '../../test/render';
import { TransactionCard } from './TransactionCard';

const ADDRESS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRSTUV';
const DANGEROUS: DescribedTransaction = {
  index: 0,
  txid: 'TXID42',
  kind: 'close-account',
  sender: ADDRESS,
  receiver: ADDRESS,
  amount: 1_000_000n,
  fee: 1000n,
  note: new Uint8Array(),
  dangers: [
    { code: 'rekey', address: 'REKEYTARGET' },
    { code: 'close-to', address: 'CLOSETARGET' },
  ],
  genesisId: 'other-v1',
  firstValid: 10n,
  lastValid: 1010n,
};

const rowOf = (label: string) => screen.getByRole('rowheader', { name: label }).closest('tr')!;

describe('TransactionCard', () => {
  it('shows dangers, amount and fee outside technical details, ids and rounds inside', async () => {
    const { container } = await renderWithProviders(
      <TransactionCard
        described={DANGEROUS}
        count={1}
        signed
        accounts={[{ addr: ADDRESS, name: 'Savings' } as never]}
        symbol="Algo"
        assets={undefined}
        loading={false}
        groupId="R1JPVVA="
      />,
    );
    const details = container.querySelector('details')!;
    for (const label of ['Rekey to', 'Close account to', 'Amount', 'Fee', 'To', 'From']) {
      expect(details.contains(rowOf(label))).toBe(false);
    }
    expect(rowOf('Rekey to')).toHaveTextContent('REKEYTARGET');
    for (const label of ['Network', 'Valid rounds', 'Transaction ID', 'Group ID']) {
      expect(details.contains(rowOf(label))).toBe(true);
    }
    expect(rowOf('Valid rounds')).toHaveTextContent('10 – 1010');
    // Own accounts by name, the address shortened with the full text one click away.
    expect(rowOf('To')).toHaveTextContent('Savings · your account');
    expect(screen.getAllByText('ABCDEF…QRSTUV')[0]).toBeVisible();
    expect(screen.getAllByText(ADDRESS)[0]).not.toBeVisible();
  });
});

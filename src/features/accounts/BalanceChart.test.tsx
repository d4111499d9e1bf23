import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyAccount,
  type IndexerAccount,
  type IndexerTransaction,
  type TransactionsPage,
} from '../../core/chain/indexer-types';
import type * as IndexerClient from '../../infra/chain/indexer-client';
import { indexerTxn } from '../../test/indexer-txn';
import { renderWithProviders } from '../../test/render';
import { ValuesContext, type ValuesService } from '../../ui/values/values';
import { BalanceChart } from './BalanceChart';

// The chart's points come from the history undone from the balance shown, and its table says
// them to a screen reader; a balance that moved reads the history again.

const history = vi.hoisted(() => ({ transactions: [] as unknown[], round: 10n, calls: 0 }));
vi.mock('../../infra/chain/indexer-client', async (original) => ({
  ...(await original<typeof IndexerClient>()),
  searchAccountTransactions: vi.fn(async (): Promise<TransactionsPage> => {
    history.calls++;
    return {
      transactions: history.transactions as IndexerTransaction[],
      'current-round': history.round,
    };
  }),
}));

const ME = 'M'.repeat(58);
const BOB = 'B'.repeat(58);
const now = Math.floor(Date.now() / 1000);
const received = (id: string, amount: number, daysAgo: number, round: number) =>
  indexerTxn(id, {
    'tx-type': 'pay',
    sender: BOB,
    'payment-transaction': { amount, receiver: ME },
    'round-time': now - daysAgo * 86_400,
    'confirmed-round': round,
  });
const account = (amount: bigint, round: bigint) => ({ ...emptyAccount(ME), amount, round });

/** The chart under a balance that a button moves, as a refresh of the home would. */
function Harness({ first, then }: { first: IndexerAccount; then: IndexerAccount }) {
  const [data, setData] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setData(then)}>
        move
      </button>
      <BalanceChart address={ME} data={data} />
    </>
  );
}

afterEach(() => {
  history.calls = 0;
});

describe('BalanceChart', () => {
  it('tabulates the opening balance and each change, ending at the balance shown', async () => {
    history.transactions = [received('B', 2_000_000, 1, 9), received('A', 1_000_000, 3, 8)];
    await renderWithProviders(<BalanceChart address={ME} data={account(3_000_000n, 10n)} />);
    const figure = await screen.findByRole('figure', { name: 'Balance over the last 30 days' });
    const rows = within(figure).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      '0\u00a0Algo',
      '1\u00a0Algo',
      '3\u00a0Algo',
    ]);
    expect(figure.querySelector('svg')?.getAttribute('data-points')).toBe('3');
    // The picture's scale, in words beside it (Testing Library reads the no-break space as one).
    expect(within(figure).getByText('Highest: 3 Algo')).toBeTruthy();
  });

  it('shows no amount while balances are hidden: neither the scale nor the table', async () => {
    history.transactions = [received('A', 1_000_000, 3, 8)];
    const hidden: ValuesService = { currency: 'USD', hidden: true, priceQuery: () => null };
    await renderWithProviders(
      <ValuesContext.Provider value={hidden}>
        <BalanceChart address={ME} data={account(1_000_000n, 10n)} />
      </ValuesContext.Provider>,
    );
    const figure = await screen.findByRole('figure', { name: 'Balance over the last 30 days' });
    const rows = within(figure).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      '••••',
      '••••',
    ]);
    expect(within(figure).getByText('Highest: ••••')).toBeTruthy();
    expect(figure.textContent).not.toMatch(/Algo/);
  });

  it('says so instead of drawing when the history does not add up to the balance', async () => {
    history.transactions = [received('A', 5_000_000, 1, 9)];
    await renderWithProviders(<BalanceChart address={ME} data={account(1_000_000n, 10n)} />);
    expect(await screen.findByText(/does not add up/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads the history again when the balance moves', async () => {
    history.transactions = [received('A', 1_000_000, 1, 9)];
    await renderWithProviders(
      <Harness first={account(1_000_000n, 10n)} then={account(5_000_000n, 11n)} />,
    );
    await screen.findByRole('table');
    expect(history.calls).toBe(1);
    history.transactions = [received('C', 4_000_000, 0, 11), ...history.transactions];
    history.round = 11n;
    fireEvent.click(screen.getByRole('button', { name: 'move' }));
    // Testing Library reads the no-break space as a space.
    expect(await screen.findByText('5 Algo')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(history.calls).toBe(2);
  });
});

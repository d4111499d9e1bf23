import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type IndexerAsset,
  type IndexerTransaction,
  type TransactionsPage,
} from '../../core/chain/indexer-types';
import type * as IndexerClient from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { indexerTxn } from '../../test/indexer-txn';
import { publicAccount } from '../../test/public-account';
import { renderWithProviders } from '../../test/render';
import { AddressNamesContext, type AddressNamesService } from '../../ui/names/address-names';
import { AccountActivity } from './AccountActivity';
import { TransactionPage } from './TransactionPage';

// The activity as events (issue 37 item 1): one row per thing the person did, in words, and a
// transaction's page that says the same first with the chain's fields under Technical details.

const page = vi.hoisted(() => ({
  transactions: [] as unknown[],
  byId: new Map<string, unknown>(),
  groups: new Map<string, unknown[]>(),
}));
vi.mock('../../infra/chain/indexer-client', async (original) => ({
  ...(await original<typeof IndexerClient>()),
  searchAccountTransactions: vi.fn(async (): Promise<TransactionsPage> => ({
    transactions: page.transactions as IndexerTransaction[],
    'current-round': 100n,
  })),
  lookupTransaction: vi.fn(async (id: string) => page.byId.get(id) as IndexerTransaction),
  searchGroupTransactions: vi.fn(
    async (group: string) => (page.groups.get(group) ?? []) as IndexerTransaction[],
  ),
  lookupAsset: vi.fn(async (id: bigint): Promise<IndexerAsset> => ({
    index: id,
    params: {
      creator: POOL,
      decimals: 2,
      total: 10_000n,
      name: 'Demo dollar',
      'unit-name': 'dUSD',
    },
  })),
}));

const ME = 'M'.repeat(58);
const LEDGER = 'L'.repeat(58);
const POOL = 'P'.repeat(58);

const account = (addr: string, name: string) => publicAccount(addr, { name, hasSecret: true });

const tx = (id: string, json: Record<string, unknown>) =>
  indexerTxn(id, { 'genesis-id': 'dockernet-v1', ...json });
const pay = (id: string, sender: string, receiver: string, amount: number, extra = {}) =>
  tx(id, { 'tx-type': 'pay', sender, 'payment-transaction': { amount, receiver }, ...extra });
const axfer = (id: string, sender: string, receiver: string, amount: number, extra = {}) =>
  tx(id, {
    'tx-type': 'axfer',
    sender,
    'asset-transfer-transaction': { amount, receiver, 'asset-id': 77, ...extra },
  });
const GROUP = 'R1JPVVAxR1JPVVAxR1JPVVAxR1JPVVAxR1JPVVAxR1I=';
// Newest first, as the indexer lists a history: the swap's three legs, then older events.
const swap = [
  axfer('SWAP-IN', POOL, ME, 100, {}),
  tx('SWAP-CALL', {
    'tx-type': 'appl',
    sender: ME,
    'application-transaction': { 'application-id': 1008 },
  }),
  pay('SWAP-OUT', ME, POOL, 4_000_000, { note: 'c3dhcCBub3Rl' }),
].map((x) => ({ ...x, group: GROUP }));
const history = [
  ...swap,
  tx('ONLINE', {
    'tx-type': 'keyreg',
    sender: ME,
    fee: 2_000_000,
    'keyreg-transaction': { 'vote-participation-key': 'AAAA' },
  }),
  pay('REKEY', ME, ME, 0, { 'rekey-to': LEDGER }),
  tx('CALL', {
    'tx-type': 'appl',
    sender: ME,
    'application-transaction': { 'application-id': 1008 },
  }),
  axfer('OPT-OUT', ME, POOL, 0, { 'close-to': POOL, 'close-amount': 250 }),
  axfer('OPT-IN', ME, ME, 0),
  tx('STATE-PROOF', { 'tx-type': 'stpf', sender: POOL }),
];

function service(): AddressNamesService {
  const local = new Map([
    [ME, { name: 'Main', source: 'own' as const }],
    [LEDGER, { name: 'Ledger 1', source: 'own' as const }],
  ]);
  return {
    localName: (a) => local.get(a),
    nfdNamesQuery: () => null,
    paidReceiversQuery: () => null,
  };
}
const render = (ui: ReactElement, route = '/') =>
  renderWithProviders(
    <AddressNamesContext.Provider value={service()}>{ui}</AddressNamesContext.Provider>,
    { route },
  );

beforeEach(() => {
  sessionStore.setState({
    accounts: [account(ME, 'Main'), account(LEDGER, 'Ledger 1')],
    contacts: [],
  });
  page.transactions = history;
  page.groups.set(GROUP, [...swap].reverse());
  for (const x of history) page.byId.set(x.id, x);
});

const titleOf = (id: string) => screen.getByRole('link', { name: `Open transaction ${id}` });

describe('the activity as events', () => {
  it('reads one row per thing done, in words; an unknown type stays a plain row', async () => {
    await render(<AccountActivity network="sandbox" address={ME} />);
    await screen.findByRole('link', { name: 'Open transaction SWAP-OUT' });
    // Eight transactions' worth of rows, the swap's three legs as one.
    expect(screen.getAllByRole('link', { name: /^Open transaction/ })).toHaveLength(7);
    await waitFor(() => expect(titleOf('SWAP-OUT')).toHaveTextContent('Swapped 4 Algo for 1 dUSD'));
    const swapRow = titleOf('SWAP-OUT').closest('tr') as HTMLElement;
    expect(swapRow).toHaveTextContent('−4 Algo+1 dUSD');
    expect(screen.queryByRole('link', { name: 'Open transaction SWAP-IN' })).toBeNull();
    expect(titleOf('ONLINE')).toHaveTextContent('Went online (earning rewards)');
    expect(titleOf('REKEY')).toHaveTextContent('Rekeyed to Ledger 1');
    expect(titleOf('CALL')).toHaveTextContent('Called app 1008');
    expect(titleOf('OPT-OUT')).toHaveTextContent('Removed dUSD');
    expect(titleOf('OPT-IN')).toHaveTextContent('Added dUSD');
    expect(titleOf('STATE-PROOF')).toHaveTextContent('State proof');
    // Nothing reads in the chain's terms where there are words for it.
    const table = screen.getByRole('table');
    expect(table).not.toHaveTextContent('Asset transfer');
    expect(table).not.toHaveTextContent('Application call');
    expect(table).not.toHaveTextContent('Key registration');
    // The swap's fee is the two the person paid, not the pool's.
    expect(within(swapRow).getByText('0.002 Algo')).toBeInTheDocument();
  });
});

describe('the transaction page in words', () => {
  const open = (id: string) =>
    render(
      <Routes>
        <Route path="/transaction/:id" element={<TransactionPage />} />
      </Routes>,
      `/transaction/${id}`,
    );
  const field = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

  it('opens a swap leg as the whole trade: words, amounts, fee and status first', async () => {
    await open('SWAP-OUT');
    const headline = await screen.findByRole('heading', { level: 2 });
    await waitFor(() => expect(headline).toHaveTextContent('Swapped 4 Algo for 1 dUSD'));
    expect(field('You paid')).toHaveTextContent('4 Algo');
    await waitFor(() => expect(field('You received')).toHaveTextContent('1 dUSD'));
    expect(field('Fee')).toHaveTextContent('0.002 Algo');
    expect(field('Status')).toHaveTextContent('Confirmed');
    expect(within(field('Account')).getByText('Main')).toBeInTheDocument();
    // The note as text; its bytes, the rounds and the genesis under Technical details.
    expect(field('Note')).toHaveTextContent('swap note');
    const technical = screen.getByText('Technical details', { selector: 'summary' })
      .parentElement as HTMLDetailsElement;
    expect(technical.open).toBe(false);
    for (const label of ['Note (raw bytes, base64)', 'Confirmed round', 'Genesis ID']) {
      expect(technical).toContainElement(screen.getByText(label, { selector: 'dt' }));
    }
    expect(within(technical).getAllByRole('link')).toHaveLength(2);
  });

  it('names the rekey target and keeps a plain transaction in its type', async () => {
    await open('REKEY');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'Rekeyed to Ledger 1',
    );
    expect(within(field('Rekey to')).getByText('Ledger 1')).toBeInTheDocument();
  });

  it('reads a transaction of no known event by its type', async () => {
    await open('STATE-PROOF');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('State proof');
    expect(field('Sender')).toHaveTextContent(POOL);
  });
});

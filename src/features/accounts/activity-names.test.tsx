import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type IndexerTransaction, type TransactionsPage } from '../../core/chain/indexer-types';
import type * as IndexerClient from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { indexerTxn } from '../../test/indexer-txn';
import { publicAccount } from '../../test/public-account';
import { renderWithProviders } from '../../test/render';
import { AddressNamesContext, type AddressNamesService } from '../../ui/names/address-names';
import { AccountActivity } from './AccountActivity';
import { TransactionPage } from './TransactionPage';

// Names beside addresses in the activity and the transaction detail, "Save as contact" only for
// strangers, contacts never folded as spam, and heartbeats in words (issues 25, 26, 27).

const page = vi.hoisted(() => ({
  transactions: [] as unknown[],
  byId: new Map<string, unknown>(),
}));
vi.mock('../../infra/chain/indexer-client', async (original) => ({
  ...(await original<typeof IndexerClient>()),
  searchAccountTransactions: vi.fn(async (): Promise<TransactionsPage> => ({
    transactions: page.transactions as IndexerTransaction[],
    'current-round': 100n,
  })),
  lookupTransaction: vi.fn(async (id: string) => page.byId.get(id) as IndexerTransaction),
}));

const ME = 'M'.repeat(58);
const SAVINGS = 'V'.repeat(58);
const ALICE = 'A'.repeat(58);
const BOB = 'B'.repeat(58);
const STRANGER = 'S'.repeat(58);
const LURE = 'L'.repeat(58);
const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-6)}`;

const account = (addr: string, name: string) => publicAccount(addr, { name, hasSecret: true });

const tx = indexerTxn;
const pay = (id: string, sender: string, receiver: string, amount: number) =>
  tx(id, { 'tx-type': 'pay', sender, 'payment-transaction': { amount, receiver } });
const heartbeat = tx('HB', {
  'tx-type': 'hb',
  sender: ME,
  fee: 0,
  'heartbeat-transaction': {
    'hb-address': ME,
    'hb-key-dilution': 10_000,
    'hb-proof': { 'hb-sig': 'c2ln', 'hb-pk': 'cGs=' },
    'hb-seed': 'c2VlZA==',
    'hb-vote-id': 'dm90ZQ==',
  },
});

const nfdLookups: string[][] = [];
const saveContact = vi.fn<(address: string) => void>();
function service(withSave = true): AddressNamesService {
  const local = new Map([
    [ME, { name: 'Main', source: 'own' as const }],
    [SAVINGS, { name: 'Savings', source: 'own' as const }],
    [ALICE, { name: 'Alice', source: 'contact' as const }],
  ]);
  return {
    localName: (a) => local.get(a),
    nfdNamesQuery: (addresses) => ({
      queryKey: ['test-nfd', ...addresses],
      queryFn: () => {
        nfdLookups.push([...addresses]);
        return Promise.resolve(new Map([[BOB, 'bob.algo']]));
      },
      staleTime: Infinity,
    }),
    paidReceiversQuery: () => null,
    ...(withSave ? { saveContact } : {}),
  };
}

const render = (ui: ReactElement, { withSave = true, route = '/' } = {}) =>
  renderWithProviders(
    <AddressNamesContext.Provider value={service(withSave)}>{ui}</AddressNamesContext.Provider>,
    { route },
  );

function setPhone(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }) as unknown as MediaQueryList;
}

beforeEach(() => {
  nfdLookups.length = 0;
  saveContact.mockReset();
  sessionStore.setState({
    accounts: [account(ME, 'Main'), account(SAVINGS, 'Savings')],
    contacts: [{ name: 'Alice', address: ALICE }],
  });
  page.transactions = [
    pay('IN-ALICE', ALICE, ME, 1_000_000),
    pay('IN-STRANGER', STRANGER, ME, 2_000_000),
    pay('IN-BOB', BOB, ME, 3_000_000),
    pay('OUT-SAVINGS', ME, SAVINGS, 4_000_000),
    pay('ZERO-ALICE', ALICE, ME, 0),
    pay('ZERO-LURE', LURE, ME, 0),
    heartbeat,
  ];
});
afterEach(() => setPhone(false));

const rowOf = (id: string) =>
  screen.getByRole('link', { name: `Open transaction ${id}` }).closest('tr') as HTMLElement;
const titleOf = (id: string) => screen.getByRole('link', { name: `Open transaction ${id}` });

describe('the activity table', () => {
  it('shows own, contact and NFD names beside short addresses, in one NFD lookup', async () => {
    setPhone(false);
    await render(<AccountActivity network="sandbox" address={ME} />);
    await screen.findByRole('link', { name: 'Open transaction IN-ALICE' });
    // The name in the sentence's place, its short address beside it.
    expect(titleOf('IN-ALICE')).toHaveTextContent(`From Alice${short(ALICE)}`);
    expect(titleOf('OUT-SAVINGS')).toHaveTextContent(`To Savings${short(SAVINGS)}`);
    await waitFor(() => expect(titleOf('IN-BOB')).toHaveTextContent(`From bob.algo${short(BOB)}`));
    expect(titleOf('IN-STRANGER')).toHaveTextContent(`From ${short(STRANGER)}`);
    // An unnamed counterparty: only the address is in monospace, not the whole phrase.
    expect(within(titleOf('IN-STRANGER')).getByText(short(STRANGER))).toHaveStyle({
      fontFamily: 'var(--mantine-font-family-monospace)',
    });
    // Own accounts and contacts are never asked of NFD; the rest of the page in one request.
    expect(nfdLookups).toEqual([[BOB, LURE, STRANGER].sort()]);
  });

  it('offers Save as contact only for money in from someone unknown', async () => {
    setPhone(false);
    await render(<AccountActivity network="sandbox" address={ME} />);
    await screen.findByRole('link', { name: 'Open transaction IN-ALICE' });
    const offers = screen.getAllByRole('button', { name: /^Save as contact/ });
    expect(offers.map((b) => b.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining([
        `Save as contact: ${short(STRANGER)}`,
        `Save as contact: ${short(BOB)}`,
      ]),
    );
    expect(offers).toHaveLength(2);
    await userEvent.click(within(rowOf('IN-STRANGER')).getByRole('button'));
    expect(saveContact).toHaveBeenCalledWith(STRANGER);
  });

  it('folds a stranger’s zero transfer as spam, never a contact’s', async () => {
    setPhone(false);
    await render(<AccountActivity network="sandbox" address={ME} />);
    expect(await screen.findByRole('button', { name: 'Possible spam (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open transaction ZERO-ALICE' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open transaction ZERO-LURE' })).toBeNull();
    // Not a contact any more: the same transfer is folded too.
    sessionStore.setState({ contacts: [] });
    expect(await screen.findByRole('button', { name: 'Possible spam (2)' })).toBeInTheDocument();
  });

  it('reads a heartbeat in words', async () => {
    setPhone(false);
    await render(<AccountActivity network="sandbox" address={ME} />);
    await screen.findByRole('link', { name: 'Open transaction HB' });
    expect(within(rowOf('HB')).getByText('Heartbeat: kept the account online')).toBeInTheDocument();
  });

  it('offers nothing to save where no wallet provides it', async () => {
    setPhone(false);
    await render(<AccountActivity network="sandbox" address={ME} />, { withSave: false });
    await screen.findByRole('link', { name: 'Open transaction IN-ALICE' });
    expect(screen.queryByRole('button', { name: /^Save as contact/ })).toBeNull();
  });
});

describe('the activity list on phones', () => {
  it('names counterparties, offers Save beside a stranger’s line, and reads heartbeats', async () => {
    setPhone(true);
    await render(<AccountActivity network="sandbox" address={ME} />);
    expect(await screen.findByRole('list')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items.filter((li) => li.textContent?.includes('From Alice'))).toHaveLength(2);
    expect(screen.getByText('Heartbeat: kept the account online')).toBeInTheDocument();
    const strangerItem = screen
      .getByRole('link', { name: new RegExp(`From ${short(STRANGER)}`) })
      .closest('li') as HTMLElement;
    await userEvent.click(within(strangerItem).getByRole('button', { name: /^Save as contact/ }));
    expect(saveContact).toHaveBeenCalledWith(STRANGER);
    const aliceItem = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('+1'));
    expect(aliceItem && within(aliceItem).queryByRole('button')).toBeNull();
  });
});

describe('the transaction detail', () => {
  const open = (id: string) =>
    render(
      <Routes>
        <Route path="/transaction/:id" element={<TransactionPage />} />
      </Routes>,
      { route: `/transaction/${id}` },
    );
  const field = (label: string) =>
    screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

  it('names each address and offers Save as contact for the unknown one only', async () => {
    page.byId.set('P', pay('P', STRANGER, ALICE, 5));
    await open('P');
    await screen.findByRole('heading', { name: 'Transaction' });
    expect(within(field('Receiver')).getByText('Alice')).toBeInTheDocument();
    expect(within(field('Receiver')).getByText('Contact')).toBeInTheDocument();
    expect(within(field('Receiver')).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(field('Sender')).getByRole('button', { name: /^Save as contact/ }),
    );
    expect(saveContact).toHaveBeenCalledWith(STRANGER);
  });

  it.each([
    ['a payment out of an own account', pay('OUT', ME, STRANGER, 5), `To ${short(STRANGER)}`],
    ['a payment into one, named', pay('IN', ALICE, ME, 5), 'From Alice'],
    ['a payment between strangers', pay('P2', STRANGER, ALICE, 5), 'Payment'],
  ])('heads %s as its activity row does', async (_, txn, headline) => {
    page.byId.set(txn.id, txn);
    await open(txn.id);
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(headline);
  });

  it('shows a transaction signed by a program with its address and hash', async () => {
    // "#pragma version 10; int 1", delegated by the sender (its address is not the program's).
    page.byId.set('LSIG', {
      ...pay('LSIG', ME, ALICE, 5),
      signature: { logicsig: { logic: 'CoEB' } },
    });
    await open('LSIG');
    const section = await screen.findByRole('region', { name: 'Signed by a program' });
    expect(section).toHaveTextContent('The sender delegated its signature to this program.');
    expect(section).toHaveTextContent(/[A-Z2-7]{58}/);
    expect(section).toHaveTextContent(/[0-9a-f]{64}/);
  });

  it('shows a heartbeat in words, the account by name, its fields under Technical details', async () => {
    // Sent by algod's heartbeat logic signature, as on the real networks: nobody to save.
    page.byId.set('HB', {
      ...heartbeat,
      sender: 'GAU5WA6DT2EPFS6LKOA333BQP67NXIHZ7JPOOHMZWJDPZRL4XMHDDDUCKA',
    });
    await open('HB');
    expect(await screen.findByText('Heartbeat: kept the account online')).toBeInTheDocument();
    expect(within(field('Account kept online')).getByText('Main')).toBeInTheDocument();
    expect(screen.getByText('Technical details', { selector: 'summary' })).toBeInTheDocument();
    expect(field('Key dilution')).toHaveTextContent('10000');
    expect(field('Proof signature')).toHaveTextContent('c2ln');
    expect(screen.queryByRole('button', { name: /^Save as contact/ })).toBeNull();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DescribedTransaction } from '../../core/transactions/review';
import { renderWithProviders } from '../../test/render';
import { AddressNamesContext, namesKeys, type AddressNamesService } from '../names/address-names';
import { TradeContext } from './trade-context';
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
    // Significant decimals, the exact value on hover.
    expect(rowOf('Amount')).toHaveTextContent(/^Amount1\sAlgo$/);
    expect(screen.getByText(/^1\sAlgo$/)).toHaveAttribute('title', '1.000000\u00a0Algo');
    expect(screen.getByText(/^0\.001\sAlgo$/)).toHaveAttribute('title', '0.001000\u00a0Algo');
    // Own accounts by name, the address shortened with the full text one click away.
    expect(rowOf('To')).toHaveTextContent('Savings · your account');
    expect(screen.getAllByText('ABCDEF…QRSTUV')[0]).toBeVisible();
    expect(screen.getAllByText(ADDRESS)[0]).not.toBeVisible();
  });

  it("shows a note's and an own name's hidden characters as markers, short note or long", async () => {
    const card = (note: string) => (
      <TransactionCard
        described={{ ...DANGEROUS, dangers: [], note: new TextEncoder().encode(note) }}
        count={1}
        signed
        accounts={[{ addr: ADDRESS, name: 'Sav\u202Eings' } as never]}
        symbol="Algo"
        assets={undefined}
        loading={false}
      />
    );
    const { unmount } = await renderWithProviders(card('pay \u202Emoc.live'));
    expect(rowOf('Note')).toHaveTextContent('pay ⟨U+202E⟩moc.live');
    expect(rowOf('To')).toHaveTextContent('Sav⟨U+202E⟩ings · your account');
    expect(screen.getAllByRole('note').length).toBeGreaterThan(0);
    unmount();
    await renderWithProviders(card(`${'x'.repeat(60)}\u200B`));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue(`${'x'.repeat(60)}⟨U+200B⟩`);
    expect(rowOf('Note')).toHaveTextContent('Hidden characters are shown as');
  });
});

const SENDER = 'SENDERSENDERSENDERSENDERSENDERSENDERSENDERSENDERSENDERSE';
const BOB = 'BOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBBOBB';
const PAYMENT: DescribedTransaction = {
  ...DANGEROUS,
  kind: 'payment',
  sender: SENDER,
  receiver: BOB,
  dangers: [],
  genesisId: 'dockernet-v1',
};

function namesService(
  paid: ReadonlySet<string> | 'never-answers',
  names: Record<string, { name: string; source: 'own' | 'contact' | 'nfd' }> = {},
  saveContact?: (address: string) => void,
): AddressNamesService {
  return {
    localName: (address) => names[address],
    nfdNamesQuery: () => null,
    paidReceiversQuery: (sender) => ({
      queryKey: namesKeys.paidReceivers('testnet', sender),
      queryFn: () => (paid === 'never-answers' ? new Promise(() => {}) : Promise.resolve(paid)),
      staleTime: Infinity,
    }),
    saveContact,
  };
}

const renderCard = (service: AddressNamesService, described = PAYMENT) =>
  renderWithProviders(
    <AddressNamesContext.Provider value={service}>
      <TransactionCard
        described={described}
        count={1}
        signed
        accounts={[]}
        symbol="Algo"
        assets={undefined}
        loading={false}
      />
    </AddressNamesContext.Provider>,
  );

describe('TransactionCard names', () => {
  it("shows a contact's name beside the receiver, as text, with no Save as contact", async () => {
    const name = '<b>Bob</b>';
    await renderCard(namesService(new Set([BOB]), { [BOB]: { name, source: 'contact' } }, vi.fn()));
    expect(rowOf('To')).toHaveTextContent(`${name} · contact`);
    expect(rowOf('To').querySelector('b')).toBeNull();
    // The sender is nameless here: it can be saved, the contact cannot be saved again.
    expect(screen.getAllByRole('button', { name: /^Save as contact/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Save as contact: ${SENDER}` })).toBeVisible();
  });

  it('offers Save as contact for an address with only an NFD name, and opens it', async () => {
    const save = vi.fn();
    await renderCard(
      namesService(
        new Set([BOB]),
        { [SENDER]: { name: 'Main', source: 'own' }, [BOB]: { name: 'bob.algo', source: 'nfd' } },
        save,
      ),
    );
    expect(rowOf('From')).toHaveTextContent('Main · your account');
    expect(rowOf('To')).toHaveTextContent('bob.algo · NFD');
    await userEvent.click(screen.getByRole('button', { name: `Save as contact: ${BOB}` }));
    expect(save).toHaveBeenCalledWith(BOB);
  });

  it('says "First payment to this address" only when the sender never paid the receiver', async () => {
    const never = await renderCard(namesService(new Set(['SOMEONE-ELSE'])));
    expect(await screen.findByText('First payment to this address')).toBeVisible();
    never.unmount();

    const paid = await renderCard(namesService(new Set([BOB])));
    await waitFor(() => expect(rowOf('To')).toBeInTheDocument());
    // Let the paid-receivers query answer before checking the row is absent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('First payment to this address')).toBeNull();
    paid.unmount();

    await renderCard(namesService('never-answers'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('First payment to this address')).toBeNull();
  });

  it("reads a checked swap's pool leg as part of the trade: no first payment, no Save as contact", async () => {
    const trade = { counterparties: new Set([BOB]), routeApps: new Set([1008n]) };
    await renderWithProviders(
      <AddressNamesContext.Provider value={namesService(new Set(['SOMEONE-ELSE']), {}, vi.fn())}>
        <TradeContext.Provider value={trade}>
          <TransactionCard
            described={{ ...PAYMENT, dangers: [{ code: 'app-call', appId: 1008n }] }}
            count={1}
            signed
            accounts={[]}
            symbol="Algo"
            assets={undefined}
            loading={false}
          />
        </TradeContext.Provider>
      </AddressNamesContext.Provider>,
    );
    expect(rowOf('To')).toHaveTextContent('Swap pool');
    expect(screen.queryByRole('button', { name: `Save as contact: ${BOB}` })).toBeNull();
    // The sender is no pool: it can still be saved.
    expect(screen.getByRole('button', { name: `Save as contact: ${SENDER}` })).toBeVisible();
    expect(rowOf('Swap route')).toHaveTextContent(
      'App 1008, part of the trade checked against the quote',
    );
    expect(screen.queryByRole('rowheader', { name: 'Application call' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('First payment to this address')).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount, type Transaction } from 'algosdk';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import type { ChainNote } from '../../../core/voting/answers';
import { encodeTrustedListNote } from '../../../core/voting/notes';
import { renderWithProviders } from '../../../test/render';
import { TrustedListPage } from './TrustedListPage';

const address = () => generateAccount().addr.toString();
const me: PublicAccount = {
  addr: address(),
  name: 'Me',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};
const listed = Array.from({ length: 25 }, address);
const chain = vi.hoisted(() => ({ notes: [] as ChainNote[] }));

vi.mock('../use-vote-context', () => ({
  useVote: () => ({ network: 'sandbox', accounts: [me], voters: [me], account: me }),
}));
vi.mock('../../../infra/voting/voting-search', () => ({
  searchTrustedListNotes: vi.fn(async () => chain.notes),
}));
vi.mock('../../../infra/chain/algod-client', () => ({
  getSuggestedParams: vi.fn(async () => ({
    fee: 1000n,
    minFee: 1000n,
    flatFee: true,
    firstValid: 10n,
    lastValid: 1010n,
    genesisID: 'sandbox',
    genesisHash: new Uint8Array(32),
  })),
}));
vi.mock('../record/RecordReview', () => ({
  RecordReview: ({
    txn,
    onConfirmed,
  }: {
    txn: Transaction;
    onConfirmed: (txid: string, round: bigint) => void;
  }) => (
    <>
      <output aria-label="record under review">
        {`${txn.payment?.amount ?? ''} ${new TextDecoder().decode(txn.note)}`}
      </output>
      <button onClick={() => onConfirmed('TXID', 9n)}>confirm</button>
    </>
  ),
}));

describe('TrustedListPage', () => {
  it('lists the current list 20 a page, rejects invalid entries and sends the note', async () => {
    // A note holds at most about 16 accounts (1024 bytes): the list was built in parts.
    chain.notes = [
      {
        id: 'A',
        sender: me.addr,
        round: 5,
        note: encodeTrustedListNote({ add: listed.slice(0, 13), remove: [] }),
      },
      {
        id: 'B',
        sender: me.addr,
        round: 6,
        note: encodeTrustedListNote({ add: listed.slice(13), remove: [listed[0]!] }),
      },
    ];
    const user = userEvent.setup();
    await renderWithProviders(<TrustedListPage />);
    expect(await screen.findByText('Accounts on the list: 24')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Current trusted list' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(5);

    const submit = screen.getByRole('button', { name: 'Submit trusted list' });
    expect(submit).toBeDisabled();
    const add = screen.getByRole('textbox', { name: 'Accounts to add' });
    const fresh = address();
    // The last character changed (never to itself) breaks the checksum.
    const broken = `${fresh.slice(0, 57)}${fresh.endsWith('Q') ? 'R' : 'Q'}`;
    fireEvent.change(add, { target: { value: `${fresh}, short\n${broken}` } });
    expect(
      screen.getByText(/an account is valid only if 58 characters long\): short, /),
    ).toBeInTheDocument();
    expect(screen.getByText('To add: 1, to remove: 0')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Accounts to remove' }), {
      target: { value: listed[1] },
    });
    await user.click(submit);
    expect(await screen.findByRole('status', { name: 'record under review' })).toHaveTextContent(
      `705 avote-tl/v1:j{"a":["${fresh}"],"r":["${listed[1]}"]}`,
    );
  });

  it('offers no note when nothing is valid or the note would pass 1024 bytes', async () => {
    chain.notes = [];
    await renderWithProviders(<TrustedListPage />);
    expect(await screen.findByText('The list is empty.')).toBeInTheDocument();
    const add = screen.getByRole('textbox', { name: 'Accounts to add' });
    fireEvent.change(add, { target: { value: 'abc def' } });
    expect(screen.getByRole('button', { name: 'Submit trusted list' })).toBeDisabled();
    expect(
      screen.getByText('Enter at least one valid account to add or remove.'),
    ).toBeInTheDocument();
    fireEvent.change(add, { target: { value: listed.slice(0, 17).join('\n') } });
    expect(screen.getByText(/^Too many accounts for one record/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit trusted list' })).toBeDisabled();
    fireEvent.change(add, { target: { value: listed.slice(0, 16).join('\n') } });
    expect(screen.queryByText(/^Too many accounts for one record/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit trusted list' })).toBeEnabled();
  });

  it('reads the list again until the indexer has the confirmed change', async () => {
    const first = address();
    chain.notes = [
      {
        id: 'A',
        sender: me.addr,
        round: 5,
        note: encodeTrustedListNote({ add: [first], remove: [] }),
      },
    ];
    const user = userEvent.setup();
    await renderWithProviders(<TrustedListPage />);
    expect(await screen.findByText('Accounts on the list: 1')).toBeInTheDocument();
    const added = address();
    fireEvent.change(screen.getByRole('textbox', { name: 'Accounts to add' }), {
      target: { value: added },
    });
    await user.click(screen.getByRole('button', { name: 'Submit trusted list' }));
    // Confirmed in round 9, but the indexer has not seen it yet.
    await user.click(await screen.findByRole('button', { name: 'confirm' }));
    expect(screen.getByText('Trusted list published')).toBeInTheDocument();
    expect(screen.getByText('Accounts on the list: 1')).toBeInTheDocument();
    chain.notes = [
      ...chain.notes,
      {
        id: 'B',
        sender: me.addr,
        round: 9,
        note: encodeTrustedListNote({ add: [added], remove: [] }),
      },
    ];
    expect(
      await screen.findByText('Accounts on the list: 2', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});

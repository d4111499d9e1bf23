import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount, type Transaction } from 'algosdk';
import { describe, expect, it, vi } from 'vitest';
import type { ChainNote } from '../../../core/voting/answers';
import { encodeDelegationNote } from '../../../core/voting/notes';
import { publicAccount } from '../../../test/public-account';
import { renderWithProviders } from '../../../test/render';
import { DelegatePage } from './DelegatePage';

const [self, friend, stranger] = Array.from({ length: 3 }, () => generateAccount().addr.toString());
const account = (addr: string, name: string) => publicAccount(addr, { name, hasSecret: true });
const accounts = [account(self!, 'Me'), account(friend!, 'Friend')];
const chain = vi.hoisted(() => ({ notes: [] as ChainNote[] }));

vi.mock('../use-vote-context', () => ({
  useVote: () => ({ network: 'sandbox', accounts, voters: accounts, account: accounts[0] }),
}));
vi.mock('../../../infra/voting/voting-search', () => ({
  searchDelegationNotes: vi.fn(async () => chain.notes),
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
// The shared review is tested on its own: here only what it is handed.
vi.mock('../record/RecordReview', () => ({
  RecordReview: ({ txn }: { txn: Transaction }) => (
    <output aria-label="record under review">
      {`${txn.payment?.amount ?? ''} ${new TextDecoder().decode(txn.note)}`}
    </output>
  ),
}));

describe('DelegatePage', () => {
  it('shows the chain delegation with shares and writes only weights above 0', async () => {
    chain.notes = [
      {
        id: 'T1',
        sender: self!,
        round: 7,
        note: encodeDelegationNote(
          new Map([
            [
              'any',
              new Map([
                [friend!, 30],
                [stranger!, 10],
              ]),
            ],
          ]),
        ),
      },
    ];
    const user = userEvent.setup();
    await renderWithProviders(<DelegatePage />);
    expect(
      await screen.findByText('Current delegation, published in round 7.'),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('delegate-share').map((e) => e.textContent)).toEqual([
      '75%',
      '25%',
    ]);
    const submit = screen.getByRole('button', { name: 'Submit delegation' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('No changes to submit.')).toBeInTheDocument();

    // Self-delegation is refused.
    await user.type(screen.getByRole('textbox', { name: 'Delegate address' }), self!);
    await user.click(screen.getByRole('button', { name: 'Add delegate' }));
    expect(screen.getByText('An account cannot delegate to itself.')).toBeInTheDocument();

    // A new category with an own account; the stranger's weight set to 0.
    await user.click(screen.getByRole('button', { name: 'Add "community"' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'To category' }), 'community');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Or pick one of your accounts' }),
      friend!,
    );
    await user.click(screen.getByRole('button', { name: 'Add delegate' }));
    const weight = screen.getByRole('textbox', { name: `Weight of ${stranger} in any` });
    await user.clear(weight);
    await user.type(weight, '0');
    expect(screen.getAllByTestId('delegate-share').map((e) => e.textContent)).toEqual([
      '100%',
      '0%',
      '100%',
    ]);
    await user.click(screen.getByRole('button', { name: 'Submit delegation' }));
    expect(await screen.findByRole('status', { name: 'record under review' })).toHaveTextContent(
      `701 avote-delegation/v1:j{"d":{"any":{"${friend}":30},"community":{"${friend}":100}}}`,
    );
  });

  it('blocks a weight above 1000 and offers any and community on an empty delegation', async () => {
    chain.notes = [];
    const user = userEvent.setup();
    await renderWithProviders(<DelegatePage />);
    expect(
      await screen.findByText('This account has no delegation on the chain yet.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add "any"' }));
    expect(screen.queryByRole('button', { name: 'Add "any"' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Delegate address' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Add delegate' }));
    expect(screen.getByText('Enter a valid account address (58 characters).')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Delegate address' }));
    await user.type(screen.getByRole('textbox', { name: 'Delegate address' }), stranger!);
    await user.click(screen.getByRole('button', { name: 'Add delegate' }));
    const weight = screen.getByRole('textbox', { name: `Weight of ${stranger} in any` });
    await user.clear(weight);
    await user.type(weight, '1001');
    await user.tab();
    // Kept as typed, not clamped to 1000.
    expect(weight).toHaveValue('1001');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Correct the weights (0 to 1000) to submit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit delegation' })).toBeDisabled();
    await user.clear(weight);
    await user.type(weight, '2.5');
    expect(weight).toHaveValue('2.5');
    expect(screen.getByRole('button', { name: 'Submit delegation' })).toBeDisabled();
    await user.clear(weight);
    await user.type(weight, '1000');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit delegation' })).toBeEnabled(),
    );
  });
});

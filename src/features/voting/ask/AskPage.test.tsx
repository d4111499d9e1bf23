import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount, type Transaction } from 'algosdk';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { renderWithProviders } from '../../../test/render';
import { AskPage } from './AskPage';

const me: PublicAccount = {
  addr: generateAccount().addr.toString(),
  name: 'Me',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};

vi.mock('../use-vote-context', () => ({
  useVote: () => ({ network: 'sandbox', accounts: [me], voters: [me], account: me }),
}));
vi.mock('../../../infra/transactions/node-calls', () => ({
  currentRound: vi.fn(async () => 1000n),
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
// The shared review: confirms at once, as the chain would.
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
      <button onClick={() => onConfirmed('TXID', 1001n)}>confirm</button>
    </>
  ),
}));

describe('AskPage', () => {
  it('builds the note live, shows issues next to fields and links the confirmed question', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Routes>
        <Route path="/vote/ask" element={<AskPage />} />
      </Routes>,
      { route: '/vote/ask' },
    );
    const submit = screen.getByRole('button', { name: 'Submit question' });
    expect(submit).toBeDisabled();
    expect(screen.getAllByRole('textbox', { name: /^Code of option/ })).toHaveLength(2);
    expect(await screen.findByText('21,000')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Lunch');
    await user.type(screen.getByRole('textbox', { name: /^Question text/ }), 'Pizza?');
    await user.type(screen.getByRole('textbox', { name: 'URL (optional)' }), 'ftp://x');
    expect(screen.getByText('URL address must start with https:// protocol')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'URL (optional)' }));
    const duration = screen.getByRole('textbox', { name: /^Duration in rounds/ });
    await user.clear(duration);
    await user.type(duration, '10000000');
    expect(
      screen.getByText('The duration must be a whole number of rounds from 1 to 9999999.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Last block').nextSibling).toHaveTextContent('—');
    await user.clear(duration);
    await user.type(duration, '50');
    expect(screen.getByText('Last block').nextSibling).toHaveTextContent('1,050');

    await user.type(screen.getByRole('textbox', { name: 'Code of option 1' }), 'y');
    await user.type(screen.getByRole('textbox', { name: 'Text of option 1' }), 'Yes');
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await user.type(screen.getByRole('textbox', { name: 'Code of option 3' }), 'y');
    await user.type(screen.getByRole('textbox', { name: 'Text of option 3' }), 'Again');
    expect(screen.getByText('Each option needs its own code.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove option 3' }));
    const note =
      'avote-question/v2:j{"t":"Lunch","q":"Pizza?","duration":50,"category":"community","o":{"y":"Yes"}}';
    expect(screen.getByRole('textbox', { name: 'Note preview' })).toHaveValue(note);

    await user.click(submit);
    expect(await screen.findByRole('status', { name: 'record under review' })).toHaveTextContent(
      `702 ${note}`,
    );
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(screen.getByText('Question published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the question in the overview' })).toHaveAttribute(
      'href',
      '/vote/overview?q=TXID',
    );
    await user.click(screen.getByRole('button', { name: 'Ask another question' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  });
});

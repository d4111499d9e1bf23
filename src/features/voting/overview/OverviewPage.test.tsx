import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import type { ChainNote } from '../../../core/voting/answers';
import { encodeTrustedListNote, encodeVoteNote } from '../../../core/voting/notes';
import { currentRound } from '../../../infra/transactions/node-calls';
import {
  balancesAtRound,
  searchDelegationNotes,
  searchQuestions,
  searchTrustedListNotes,
  searchVoteNotes,
  type QuestionRecord,
} from '../../../infra/voting/voting-search';
import { renderWithProviders } from '../../../test/render';
import type { VoteContext } from '../use-vote-context';
import { OverviewPage } from './OverviewPage';

vi.mock('../../../infra/voting/voting-search', () => ({
  searchQuestions: vi.fn(),
  searchVoteNotes: vi.fn(),
  searchDelegationNotes: vi.fn(),
  searchTrustedListNotes: vi.fn(),
  balancesAtRound: vi.fn(),
}));
vi.mock('../../../infra/transactions/node-calls', () => ({ currentRound: vi.fn() }));

const me = generateAccount().addr.toString();
const other = generateAccount().addr.toString();
const account: PublicAccount = {
  addr: me,
  name: 'Me',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};
const context: VoteContext = {
  network: 'devnet',
  accounts: [account],
  voters: [account],
  account,
  setAccount: () => {},
  token: 0n,
  setToken: () => {},
};

const question = (i: number, extra: Partial<QuestionRecord> = {}): QuestionRecord => ({
  id: `Q${String(i).padStart(51, '0')}`,
  sender: i % 2 === 0 ? me : other,
  round: 100 + i,
  roundTime: 1_700_000_000 + i,
  maxRound: 1000 + i,
  note: {
    version: 2,
    duration: 900,
    title: `Question ${i}`,
    text: 'Plain <b>text</b>',
    category: 'community',
    url: 'https://example.org/q',
    options: [
      { code: 'y', text: 'Yes' },
      { code: 'n', text: 'No' },
    ],
  },
  ...extra,
});

const vote = (
  q: QuestionRecord,
  sender: string,
  round: number,
  y: number,
  n: number,
): ChainNote => ({
  id: `V${sender.slice(0, 4)}${round}`,
  sender,
  round,
  note: encodeVoteNote(
    q.id,
    new Map([
      ['y', y],
      ['n', n],
    ]),
  ),
});

async function open(path: string) {
  await act(async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/vote" element={<Outlet context={context} />}>
          <Route path="overview" element={<OverviewPage />} />
          <Route path="my-questions" element={<OverviewPage />} />
        </Route>
      </Routes>,
      { route: path },
    );
  });
}

describe('OverviewPage', () => {
  beforeEach(() => {
    vi.mocked(searchQuestions).mockReset();
    vi.mocked(currentRound).mockResolvedValue(500n);
    vi.mocked(searchVoteNotes).mockResolvedValue([]);
    vi.mocked(searchDelegationNotes).mockResolvedValue([]);
    vi.mocked(searchTrustedListNotes).mockResolvedValue([]);
    vi.mocked(balancesAtRound).mockResolvedValue(new Map());
  });

  it('lists 20 questions a page, newest round first, sortable by a header', async () => {
    vi.mocked(searchQuestions).mockResolvedValue(Array.from({ length: 25 }, (_, i) => question(i)));
    await open('/vote/overview');
    const table = await screen.findByRole('table', { name: /Questions on the chain \(25\)/ });
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Question 24');
    fireEvent.click(within(table).getByRole('button', { name: /^Round/ }));
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Question 0');
    expect(within(table).getByRole('columnheader', { name: /^Round/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
  });

  it('shows only the wallet accounts questions on my-questions', async () => {
    vi.mocked(searchQuestions).mockResolvedValue([question(1), question(2), question(4)]);
    await open('/vote/my-questions');
    const table = await screen.findByRole('table', { name: /asked by your accounts \(2\)/ });
    expect(within(table).queryByText('Question 1')).toBeNull();
    expect(within(table).getByText('Question 4')).toBeInTheDocument();
  });

  it('shows the spec message when the indexer fails (after one retry)', async () => {
    vi.mocked(searchQuestions).mockRejectedValue(new Error('HTTP 500'));
    await open('/vote/overview');
    expect(
      await screen.findByText(
        'Error while loading data from the blockchain',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(searchQuestions).toHaveBeenCalledTimes(2);
  });

  it('says so when there are no questions', async () => {
    vi.mocked(searchQuestions).mockResolvedValue([]);
    await open('/vote/overview');
    expect(
      await screen.findByText('No questions have been asked on this network yet.'),
    ).toBeInTheDocument();
  });

  it('opens the selected question with plain text, an https link and the latest answer', async () => {
    const q = question(2);
    vi.mocked(searchQuestions).mockResolvedValue([q]);
    vi.mocked(searchVoteNotes).mockResolvedValue([vote(q, me, 200, 30, 70)]);
    await open(`/vote/overview?q=${q.id}`);
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(screen.getByText('Plain <b>text</b>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.org/q' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const yes = await screen.findByRole('textbox', { name: 'Points for Yes' });
    await waitFor(() => expect(yes).toHaveValue('30'));
    expect(screen.getByText('Your latest answer, round 200')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Vote' });
    expect(button).toBeDisabled();
    fireEvent.change(yes, { target: { value: '40' } });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('Your latest answer, round 200')).toBeNull();
    fireEvent.change(yes, { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Points for No' }), {
      target: { value: '0' },
    });
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Question 2' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Questions' })).toHaveFocus();
  });

  it("shows hidden characters in a question's title, text, URL, category and options as markers", async () => {
    const base = question(6);
    const q = question(6, {
      note: {
        ...base.note,
        title: 'Fund \u202Eti?',
        text: 'Pay\u200B us',
        category: 'com\u202Emunity',
        url: 'https://example.org/\u202Eq',
        options: [{ code: 'y\u202E', text: 'Yes\u202E' }],
      },
    });
    vi.mocked(searchQuestions).mockResolvedValue([q]);
    await open(`/vote/overview?q=${q.id}`);
    const table = await screen.findByRole('table', { name: /Questions on the chain/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Fund ⟨U+202E⟩ti?');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('com⟨U+202E⟩munity');
    const detail = screen.getByRole('article');
    expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Fund ⟨U+202E⟩ti?');
    expect(detail).toHaveTextContent('Pay⟨U+200B⟩ us');
    expect(within(detail).getByRole('link', { name: /^https/ })).toHaveTextContent(
      'https://example.org/⟨U+202E⟩q',
    );
    expect(detail).toHaveTextContent('com⟨U+202E⟩munity');
    expect(detail).toHaveTextContent('Yes⟨U+202E⟩ (y⟨U+202E⟩)');
    expect(
      await screen.findByRole('textbox', { name: 'Points for Yes⟨U+202E⟩' }),
    ).toBeInTheDocument();
    expect(within(detail).getAllByRole('note').length).toBeGreaterThanOrEqual(4);
    expect(document.body.textContent).not.toMatch(/[\u202E\u200B]/);
  });

  it('keeps points outside 0..100 as typed, shows the range and blocks the vote', async () => {
    const user = userEvent.setup();
    const q = question(4);
    vi.mocked(searchQuestions).mockResolvedValue([q]);
    vi.mocked(searchVoteNotes).mockResolvedValue([]);
    await open(`/vote/overview?q=${q.id}`);
    const yes = await screen.findByRole('textbox', { name: 'Points for Yes' });
    const button = screen.getByRole('button', { name: 'Vote' });
    await waitFor(() => expect(yes).toBeEnabled());
    await user.clear(yes);
    await user.type(yes, '150');
    await user.tab();
    // Not clamped to 100: the field keeps 150, says why, and the vote waits.
    expect(yes).toHaveValue('150');
    expect(yes).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Points must be a whole number from 0 to 100.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(yes);
    await user.type(yes, '2.5');
    expect(yes).toHaveValue('2.5');
    expect(button).toBeDisabled();
    await user.clear(yes);
    await user.type(yes, '100');
    expect(screen.queryByText('Points must be a whole number from 0 to 100.')).toBeNull();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('closes voting after the max round and checks both results', async () => {
    const q = question(3, { maxRound: 400 });
    const trusted = generateAccount().addr.toString();
    vi.mocked(searchQuestions).mockResolvedValue([q]);
    vi.mocked(searchVoteNotes).mockResolvedValue([
      vote(q, trusted, 200, 100, 0),
      vote(q, me, 210, 25, 75),
    ]);
    vi.mocked(searchTrustedListNotes).mockResolvedValue([
      {
        id: 'T',
        sender: q.sender,
        round: 150,
        note: encodeTrustedListNote({ add: [trusted], remove: [] }),
      },
    ]);
    vi.mocked(balancesAtRound).mockResolvedValue(
      new Map([
        [trusted, 3_000_000n],
        [me, 1_000_000n],
      ]),
    );
    await open(`/vote/overview?q=${q.id}`);
    expect(
      await screen.findByText('Voting ended after round 400. You can still check the results.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Points for Yes' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Check results' }));
    const trustedTable = await screen.findByRole('table', { name: 'Trusted list results' });
    expect(within(trustedTable).getAllByRole('row')[1]).toHaveTextContent(/Yes\s*1\s*100%/);
    expect(screen.getByText('1 of 1 trusted accounts voted.')).toBeInTheDocument();
    const weighted = await screen.findByRole('table', { name: 'Coin-weighted results' });
    // 3 coins all on yes, 1 coin split 25/75: yes 3.25 (81.25 %), no 0.75.
    expect(within(weighted).getAllByRole('row')[1]).toHaveTextContent(/Yes\s*3\.25.*81\.25%/);
    expect(within(weighted).getAllByRole('row')[2]).toHaveTextContent(/No\s*0\.75.*18\.75%/);
    expect(balancesAtRound).toHaveBeenCalledWith(expect.anything(), 400, 0n, expect.anything());
    expect(screen.getByRole('table', { name: /Answers \(2\)/ })).toBeInTheDocument();
  });
});

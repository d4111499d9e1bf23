import { act, screen, within } from '@testing-library/react';
import { generateAccount } from 'algosdk';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeVoteNote } from '../../../core/voting/notes';
import {
  searchQuestions,
  searchVoteNotes,
  type QuestionRecord,
} from '../../../infra/voting/voting-search';
import { renderWithProviders } from '../../../test/render';
import type { VoteContext } from '../use-vote-context';
import { AnswersPage } from './AnswersPage';

vi.mock('../../../infra/voting/voting-search', () => ({
  searchQuestions: vi.fn(),
  searchVoteNotes: vi.fn(),
}));

const sender = generateAccount().addr.toString();
const context = {
  network: 'devnet',
  accounts: [],
  voters: [],
  account: undefined,
  setAccount: () => {},
  token: 0n,
  setToken: () => {},
} satisfies VoteContext;
const question: QuestionRecord = {
  id: 'Q'.repeat(52),
  sender,
  round: 10,
  maxRound: 100,
  note: {
    version: 1,
    maxRound: 100,
    title: 'Which colour?',
    text: '',
    category: 'community',
    options: [
      { code: 'r', text: 'Red' },
      { code: 'g', text: 'Green' },
    ],
  },
};

async function open(path: string) {
  await act(async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/vote" element={<Outlet context={context} />}>
          <Route path="answers" element={<AnswersPage />} />
        </Route>
      </Routes>,
      { route: path },
    );
  });
}

describe('AnswersPage', () => {
  beforeEach(() => {
    vi.mocked(searchQuestions).mockResolvedValue([question]);
    vi.mocked(searchVoteNotes).mockResolvedValue(
      Array.from({ length: 23 }, (_, i) => ({
        id: `V${i}`,
        sender: i % 2 ? sender : generateAccount().addr.toString(),
        round: 20 + i,
        roundTime: 1_700_000_000 + i,
        note: encodeVoteNote(
          question.id,
          new Map([
            ['r', i],
            ['g', 1],
          ]),
        ),
      })),
    );
  });

  it('without a question points to the overview', async () => {
    await open('/vote/answers');
    expect(screen.getByText(/Pick a question to see its answers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'go to the questions' })).toHaveAttribute(
      'href',
      '/vote/overview',
    );
    expect(searchQuestions).not.toHaveBeenCalled();
  });

  it('lists the answers 20 a page, newest first, with a link back to the question', async () => {
    await open(`/vote/answers?q=${question.id}`);
    expect(await screen.findByRole('heading', { name: 'Which colour?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the question' })).toHaveAttribute(
      'href',
      `/vote/overview?q=${question.id}`,
    );
    const table = await screen.findByRole('table', { name: /Answers \(23\)/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent(/^42.*r: 22, g: 1$/);
    // Account `sender` answered at 41, 39, ...: only 41 counts.
    expect(rows[1]).toHaveTextContent('r: 21, g: 1');
    expect(rows[1]).not.toHaveTextContent('Replaced');
    expect(rows[3]).toHaveTextContent('Replaced by a later answer of this account');
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it("shows hidden characters in the question's title and a voter's codes as markers", async () => {
    const odd = { ...question, note: { ...question.note, title: 'Which \u202Ecolour?' } };
    vi.mocked(searchQuestions).mockResolvedValue([odd]);
    vi.mocked(searchVoteNotes).mockResolvedValue([
      { id: 'V', sender, round: 20, note: encodeVoteNote(odd.id, new Map([['r\u202E', 5]])) },
    ]);
    await open(`/vote/answers?q=${odd.id}`);
    const table = await screen.findByRole('table', { name: /Answers \(1\)/ });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Which ⟨U+202E⟩colour?');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('r⟨U+202E⟩: 5');
    expect(screen.getAllByRole('note').length).toBe(2);
    expect(document.body.textContent).not.toMatch(/\u202E/);
  });

  it('says when the question is unknown', async () => {
    await open(`/vote/answers?q=${'X'.repeat(52)}`);
    expect(await screen.findByText('Question not found')).toBeInTheDocument();
  });
});

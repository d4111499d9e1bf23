import { act, screen, within } from '@testing-library/react';
import { generateAccount } from 'algosdk';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeDelegationNote, encodeVoteNote } from '../../../core/voting/notes';
import {
  balancesAtRound,
  searchDelegationNotes,
  searchTrustedListNotes,
  searchVoteNotes,
  type QuestionRecord,
} from '../../../infra/voting/voting-search';
import { renderWithProviders } from '../../../test/render';
import type { VoteContext } from '../use-vote-context';
import { ResultsPanel } from './ResultsPanel';

const units = vi.hoisted(() => ({ fail: false }));
vi.mock('../../../infra/chain/asset-units', () => ({
  assetUnitsQuery: (network: string, id: bigint) => ({
    queryKey: ['asset-units', network, id.toString()],
    queryFn: () =>
      units.fail
        ? Promise.reject(new Error('404'))
        : Promise.resolve({ decimals: 2, unitName: 'VOTE', name: 'Vote token' }),
    staleTime: Infinity,
    retry: 0,
  }),
}));
vi.mock('../../../infra/voting/voting-search', () => ({
  searchVoteNotes: vi.fn(),
  searchDelegationNotes: vi.fn(),
  searchTrustedListNotes: vi.fn(),
  balancesAtRound: vi.fn(),
}));

const [a, b, d] = Array.from({ length: 3 }, () => generateAccount().addr.toString());
const context = {
  network: 'devnet',
  accounts: [],
  voters: [],
  account: undefined,
  setAccount: () => {},
  token: 7n,
  setToken: () => {},
} satisfies VoteContext;
const question: QuestionRecord = {
  id: 'Q'.repeat(52),
  sender: a!,
  round: 10,
  maxRound: 100,
  note: {
    version: 2,
    duration: 90,
    title: 'Q',
    text: '',
    category: 'community',
    options: [
      { code: 'y', text: 'Yes' },
      { code: 'n', text: 'No' },
    ],
  },
};
const vote = (sender: string, y: number, n: number) => ({
  id: `V${sender}`,
  sender,
  round: 20,
  note: encodeVoteNote(
    question.id,
    new Map([
      ['y', y],
      ['n', n],
    ]),
  ),
});

async function open(atRound: number, final: boolean) {
  await act(async () => {
    await renderWithProviders(
      <Routes>
        <Route path="/" element={<Outlet context={context} />}>
          <Route
            index
            element={<ResultsPanel question={question} atRound={atRound} final={final} />}
          />
        </Route>
      </Routes>,
    );
  });
}

describe('ResultsPanel', () => {
  beforeEach(() => {
    units.fail = false;
    vi.mocked(searchVoteNotes).mockResolvedValue([vote(a!, 100, 0), vote(b!, 25, 75)]);
    vi.mocked(searchTrustedListNotes).mockResolvedValue([]);
    vi.mocked(searchDelegationNotes).mockResolvedValue([
      {
        id: 'D',
        sender: d!,
        round: 15,
        note: encodeDelegationNote(new Map([['any', new Map([[a!, 1]])]])),
      },
    ]);
    vi.mocked(balancesAtRound).mockResolvedValue(
      new Map([
        [a!, 300n],
        [b!, 100n],
        [d!, 400n],
      ]),
    );
  });

  it('shows coin-weighted results in the token units with the delegated part', async () => {
    await open(100, true);
    const table = await screen.findByRole('table', { name: 'Coin-weighted results' });
    const [, yes, no] = within(table).getAllByRole('row');
    // a 300 + d's 400 on yes, b's 100 split 25/75.
    expect(yes).toHaveTextContent(/Yes\s*7\.25\sVOTE\s*90\.63%/);
    expect(no).toHaveTextContent(/No\s*0\.75\sVOTE\s*9\.38%/);
    expect(screen.getByText(/^Total: 8(\.00)?\sVOTE$/)).toBeInTheDocument();
    expect(screen.getByText(/^Of which delegated: 4(\.00)?\sVOTE$/)).toBeInTheDocument();
    expect(balancesAtRound).toHaveBeenCalledWith(
      expect.arrayContaining([a, b, d]),
      100,
      7n,
      expect.anything(),
    );
    expect(
      screen.getByText('The sender of this question has no trusted list.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Voting is still open/)).toBeNull();
  });

  it('marks results as provisional while voting is open', async () => {
    await open(55, false);
    expect(
      screen.getByText('Voting is still open: these are the results at round 55 and may change.'),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Coin-weighted results' });
    expect(balancesAtRound).toHaveBeenLastCalledWith(expect.anything(), 55, 7n, expect.anything());
  });

  it('names the asset that could not be read', async () => {
    units.fail = true;
    await open(100, true);
    expect(await screen.findByText('Error fetching asset: 7')).toBeInTheDocument();
  });
});

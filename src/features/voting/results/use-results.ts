import { useQuery, useQueryClient } from '@tanstack/react-query';
import { nativeUnits } from '../../../core/format/asset-units';
import { collectAnswers, collectDelegations } from '../../../core/voting/answers';
import { tally } from '../../../core/voting/tally';
import { buildTrustedList, trustedListResults } from '../../../core/voting/trusted-list';
import { assetUnitsQuery } from '../../../infra/chain/asset-units';
import { currentTokenSymbol } from '../../../infra/transactions/token-symbol';
import {
  balancesAtRound,
  searchDelegationNotes,
  searchTrustedListNotes,
  type QuestionRecord,
} from '../../../infra/voting/voting-search';
import { voteNotesQuery } from '../overview/queries';
import { useVote } from '../use-vote-context';
import { accountsToWeigh, trustedRows, weightedRows } from './result-rows';
import { votingKeys } from '../query-keys';

/**
 * Check results (spec 001 sections 2, 6, 9) for one question at `atRound` (the max round, or the
 * current round while voting is open): one account one vote among the question sender's trusted
 * list, and the coin-weighted tally in the chosen token with delegation.
 */
export function useResults(question: QuestionRecord, atRound: number) {
  const { network, token } = useVote();
  const queryClient = useQueryClient();
  const optionCodes = question.note.options.map((o) => o.code);
  const votes = useQuery(voteNotesQuery(network, question));
  const answers = votes.data && collectAnswers(votes.data, question);

  const trusted = useQuery({
    queryKey: votingKeys.trustedResults(network, question.id),
    queryFn: async ({ signal }) => {
      const notes = await searchTrustedListNotes(question.sender, {
        maxRound: question.maxRound,
        signal,
      });
      const list = buildTrustedList(notes, question.sender, question.maxRound);
      const all = collectAnswers(
        await queryClient.fetchQuery(voteNotesQuery(network, question)),
        question,
      );
      const result = trustedListResults(all.values(), list, optionCodes);
      return {
        listSize: list.length,
        voters: result.voters,
        rows: trustedRows(question.note.options, result),
      };
    },
    retry: 1,
  });

  const weighted = useQuery({
    queryKey: votingKeys.weightedResults(network, question.id, token.toString(), atRound),
    queryFn: async ({ signal }) => {
      const [voteNotes, delegationNotes] = await Promise.all([
        queryClient.fetchQuery(voteNotesQuery(network, question)),
        searchDelegationNotes({ maxRound: question.maxRound, signal }),
      ]);
      const all = collectAnswers(voteNotes, question);
      const delegations = collectDelegations(delegationNotes, question.maxRound);
      const balances = await balancesAtRound(
        accountsToWeigh(all.keys(), delegations, question.note.category),
        atRound,
        token,
        { signal },
      );
      const result = tally({
        optionCodes,
        category: question.note.category,
        votes: new Map([...all].map(([sender, answer]) => [sender, answer.points])),
        delegations,
        balances,
      });
      return { ...result, rows: weightedRows(question.note.options, result) };
    },
    retry: 1,
  });

  const units = useQuery({
    ...assetUnitsQuery(network, token),
    enabled: token !== 0n,
  });
  const tokenUnits = token === 0n ? nativeUnits(currentTokenSymbol()) : units.data;

  return { votes, answers, trusted, weighted, tokenUnits, unitsError: units.isError, token };
}

export type ResultsModel = ReturnType<typeof useResults>;

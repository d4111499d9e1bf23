import { useQuery } from '@tanstack/react-query';
import { currentRound } from '../../../infra/transactions/node-calls';
import {
  searchQuestions,
  searchVoteNotes,
  type QuestionRecord,
} from '../../../infra/voting/voting-search';
import { votingKeys } from '../query-keys';

// The chain reads the overview, the results and the answers share (one cache entry each).

/** Open/closed follows the chain: the current round is read again this often. */
export const ROUND_REFRESH_MS = 10_000;

export const questionsQuery = (network: string) => ({
  queryKey: votingKeys.questions(network),
  queryFn: ({ signal }: { signal: AbortSignal }) => searchQuestions({ signal }),
  staleTime: 30_000,
  // Questions others ask appear without a reload.
  refetchInterval: 60_000,
  retry: 1,
});

/** Every vote note of a question within its rounds (collectAnswers / answerRows decode them). */
export const voteNotesQuery = (network: string, question: QuestionRecord) => ({
  queryKey: votingKeys.votes(network, question.id),
  queryFn: ({ signal }: { signal: AbortSignal }) => searchVoteNotes(question, { signal }),
  staleTime: 15_000,
  retry: 1,
});

/** The node's last round as a number (rounds stay far below 2^53), refreshed every 10 s. */
export function useCurrentRound(network: string) {
  return useQuery({
    queryKey: votingKeys.round(network),
    queryFn: () => currentRound(),
    refetchInterval: ROUND_REFRESH_MS,
    select: (round: bigint) => Number(round),
  });
}

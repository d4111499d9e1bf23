// Query keys of everything read from voting records: all under one prefix, so a published
// record refreshes every voting screen at once (votingKeys.all()).

const ALL = 'voting';

export const votingKeys = {
  all: () => [ALL] as const,
  questions: (network: string) => [ALL, 'questions', network] as const,
  votes: (network: string, questionId: string) => [ALL, 'votes', network, questionId] as const,
  round: (network: string) => [ALL, 'round', network] as const,
  latestVote: (network: string, questionId: string, account: string | undefined) =>
    [ALL, 'latest-vote', network, questionId, account] as const,
  trustedResults: (network: string, questionId: string) =>
    [ALL, 'trusted-results', network, questionId] as const,
  weightedResults: (network: string, questionId: string, token: string, atRound: unknown) =>
    [ALL, 'weighted-results', network, questionId, token, atRound] as const,
  delegation: (network: string, account: string | undefined) =>
    [ALL, 'delegation', network, account] as const,
  trustedList: (network: string, owner: string | undefined) =>
    [ALL, 'trusted-list', network, owner] as const,
};

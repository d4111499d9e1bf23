import type { SuggestedParams } from 'algosdk';
import { chainKeys } from '../../core/chain/query-keys';
import { getSuggestedParams } from '../chain/algod-client';
import { currentChain } from '../chain/indexer-client';

// The node's suggested parameters for what a form reserves before anything is built (the pay
// form's maximum, the swap's, an opt-in's shortfall). The transaction itself is always built
// from parameters read afresh at Review, and its fee shown there.

/** How long a read answers for the fee a form reserves: the node's fee moves with congestion. */
const FRESH_MS = 20_000;

export const suggestedParamsQuery = (network: string) => ({
  queryKey: chainKeys.suggestedParams(network),
  queryFn: (): Promise<SuggestedParams> => getSuggestedParams(),
  staleTime: FRESH_MS,
  refetchInterval: FRESH_MS,
  retry: 1,
});

/** The same read for the network the wallet is on now: for the review, which names none. */
export const currentSuggestedParamsQuery = () => suggestedParamsQuery(currentChain().network);

import { useQuery } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import type { SwapQuote } from '../../core/swap/quote';
import {
  checkSwapEffect,
  checkSwapTransactions,
  type SimulatedEffect,
} from '../../core/swap/swap-check';
import { buildAppOptIns } from '../../core/swap/swap-form';
import { tradeParties } from '../../core/swap/trade-parties';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { senderAuthorizer } from '../../infra/transactions/fee-authorizer';
import type { GroupReview } from '../../infra/transactions/review-group';
import { signAllBut } from '../../infra/transactions/send-group';
import { fetchDeflexGroup } from '../../infra/swap/deflex';
import { RouterError } from '../../infra/swap/router-http';
import { prepareFolksGroup } from '../../infra/swap/folks';
import { currentSwapRouters } from '../../infra/swap/swap-config';
import { useGroupReview } from '../../ui/review/use-group-review';
import { swapKeys } from './query-keys';
import type { SwapPageModel } from './use-swap-page';

/** The whole wait for the execute transactions, however many calls the router needs. */
export const GROUP_TIMEOUT_MS = 30_000;

async function fetchGroup(
  quote: SwapQuote,
  address: string,
  slippage: number,
  signal: AbortSignal,
) {
  const endpoint = currentSwapRouters()[quote.router];
  if (!endpoint) throw new Error('not configured');
  const timeout = AbortSignal.timeout(GROUP_TIMEOUT_MS);
  const both = AbortSignal.any([signal, timeout]);
  try {
    return await (quote.router === 'deflex'
      ? fetchDeflexGroup(endpoint, quote, address, slippage, both)
      : prepareFolksGroup(endpoint, quote, address, slippage, both));
  } catch (error) {
    if (timeout.aborted && !signal.aborted) throw new RouterError('timeout');
    throw error;
  }
}

function effectOf(review: GroupReview | undefined, address: string): SimulatedEffect {
  const outcome = review?.simulation;
  const failure = outcome?.kind === 'simulated' ? (outcome.failure?.message ?? null) : undefined;
  const changes = review?.effects.find((e) => e.address === address)?.changes ?? [];
  return { failure, changes: new Map(changes.map((c) => [c.assetId, c.delta])) };
}

const NO_TXNS: Transaction[] = [];

/**
 * The router's group for `quote` and the route's app opt-ins the account still needs (built
 * here, sent first with the same Send), the group checked against the quote before anything is
 * offered for signing: a group that would do anything else is refused and nothing is signed.
 */
export function useSwapReview(page: SwapPageModel, quote: SwapQuote) {
  const group = useQuery({
    queryKey: swapKeys.group(quote.router, quote.payload, page.address, page.slippage),
    queryFn: ({ signal }) => fetchGroup(quote, page.address, page.slippage, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  // Frozen when the review opens: the opt-ins confirmed during the send must not change it.
  const [missing] = useState(() => page.missingOptIns(quote.router));
  const optIns = useQuery({
    queryKey: swapKeys.optIns(page.address, missing.map(String)),
    // Sized for the account's real signer: a rekeyed account's signature names its auth key.
    queryFn: async () => {
      const [params, authorizer] = await Promise.all([
        getSuggestedParams(),
        senderAuthorizer(page.address),
      ]);
      return buildAppOptIns(page.address, missing, params, authorizer);
    },
    enabled: missing.length > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const before = missing.length > 0 ? (optIns.data ?? NO_TXNS) : NO_TXNS;
  const entries = (group.data ?? []).map((e) => ({ txn: e.txn, presigned: Boolean(e.presigned) }));
  const txns = entries.map((e) => e.txn);
  const shape = group.data ? checkSwapTransactions(entries, page.address) : null;
  const addresses = page.accounts.map((a) => a.addr);
  const review = useGroupReview(txns, addresses, undefined, Boolean(group.data) && !shape);
  const terms = {
    address: page.address,
    fromAssetId: quote.fromAssetId,
    toAssetId: quote.toAssetId,
    amountIn: quote.amountIn,
    quotedOut: quote.quotedOut,
    slippagePercent: page.slippage,
  };
  const effect = effectOf(review.data, page.address);
  const refusal = shape ?? (review.data ? checkSwapEffect(entries, terms, effect) : null);
  const presigned = [...before.map(() => undefined), ...(group.data ?? []).map((e) => e.presigned)];
  return {
    group,
    optIns,
    review,
    refusal,
    before,
    txns,
    /** Indexes of the group the wallet signs (the router's own come signed). */
    toSign: entries.flatMap((e, i) => (e.presigned ? [] : [i])),
    /** What the account receives of the destination asset, as simulated. */
    received: effect.changes.get(quote.toAssetId),
    parties: tradeParties(entries, page.address, missing),
    preparing:
      group.isPending || (missing.length > 0 && optIns.isPending) || (!shape && review.isPending),
    /** The opt-ins and the group in one signing step; the router's signed bytes kept as they are. */
    sign: (signal: AbortSignal) =>
      signAllBut([...before, ...txns], presigned, page.accounts, { signal }),
  };
}

export type SwapReviewModel = ReturnType<typeof useSwapReview>;

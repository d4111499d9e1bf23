import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import type { SwapQuote } from '../../core/swap/quote';
import {
  checkSwapEffect,
  checkSwapTransactions,
  type SimulatedEffect,
} from '../../core/swap/swap-check';
import type { GroupReview } from '../../infra/transactions/review-group';
import { signAllBut } from '../../infra/transactions/send-group';
import { fetchDeflexGroup } from '../../infra/swap/deflex';
import { RouterError } from '../../infra/swap/router-http';
import { prepareFolksGroup } from '../../infra/swap/folks';
import { currentSwapRouters } from '../../infra/swap/swap-config';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import { useGroupReview } from '../../ui/review/use-group-review';
import { routerErrorText } from './router-error-text';
import { Failed, Refused } from './SwapFailure';
import type { SwapPageModel } from './use-swap-page';
import { swapKeys } from './query-keys';

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

/**
 * The router's group for `quote`, checked against the quote before the shared review offers to
 * sign it: a group that would do anything else is refused and nothing is signed.
 */
export function SwapReview({ page, quote }: { page: SwapPageModel; quote: SwapQuote }) {
  const { t } = useTranslation();
  const group = useQuery({
    queryKey: swapKeys.group(quote.router, quote.payload, page.address, page.slippage),
    queryFn: ({ signal }) => fetchGroup(quote, page.address, page.slippage, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const entries = group.data ?? [];
  const txns = entries.map((e) => e.txn);
  const shape = group.data
    ? checkSwapTransactions(
        entries.map((e) => ({ txn: e.txn, presigned: Boolean(e.presigned) })),
        page.address,
      )
    : null;
  const review = useGroupReview(
    txns,
    page.accounts.map((a) => a.addr),
    undefined,
    Boolean(group.data) && !shape,
  );
  const terms = {
    address: page.address,
    fromAssetId: quote.fromAssetId,
    toAssetId: quote.toAssetId,
    amountIn: quote.amountIn,
    quotedOut: quote.quotedOut,
    slippagePercent: page.slippage,
  };
  const refusal =
    shape ??
    (review.data
      ? checkSwapEffect(
          entries.map((e) => ({ txn: e.txn, presigned: Boolean(e.presigned) })),
          terms,
          effectOf(review.data, page.address),
        )
      : null);

  // Errors first: a review that never started (no group) stays "pending" for good.
  if (group.isError)
    return (
      <Failed
        page={page}
        title={t('swap.groupFailed')}
        message={routerErrorText(quote.router, group.error, t)}
      />
    );
  if (review.isError)
    return (
      <Failed page={page} title={t('swap.checkFailed')} message={describeError(review.error, t)} />
    );
  if (group.isPending || (!shape && review.isPending))
    return (
      <Text c="dimmed" role="status">
        {t('swap.preparing')}
      </Text>
    );
  if (refusal) return <Refused refusal={refusal} page={page} quote={quote} />;
  const toSign = entries.flatMap((e, i) => (e.presigned ? [] : [i]));
  return (
    <ReviewAndSend
      txns={txns}
      accounts={page.accounts}
      toSign={toSign}
      sign={(signal) =>
        signAllBut(
          txns,
          entries.map((e) => e.presigned),
          page.accounts,
          { signal },
        )
      }
      onConfirmed={() => notifySuccess(t('swap.done'))}
      onBack={page.closeReview}
    />
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { SwapQuote } from '../../core/swap/quote';
import { describeError } from '../../ui/errors';
import { routerErrorText } from './router-error-text';
import { Failed, Refused } from './SwapFailure';
import { SwapTrade } from './SwapTrade';
import { useSwapReview } from './use-swap-review';
import type { SwapPageModel } from './use-swap-page';

/**
 * The router's group for `quote`, checked against the quote before the trade is offered for
 * signing: a group that would do anything else is refused and nothing is signed.
 */
export function SwapReview({ page, quote }: { page: SwapPageModel; quote: SwapQuote }) {
  const { t } = useTranslation();
  const swap = useSwapReview(page, quote);
  // Errors first: a review that never started (no group) stays "pending" for good.
  if (swap.group.isError)
    return (
      <Failed
        page={page}
        title={t('swap.groupFailed')}
        message={routerErrorText(quote.router, swap.group.error, t)}
      />
    );
  const error = swap.optIns.error ?? swap.review.error;
  if (error)
    return <Failed page={page} title={t('swap.checkFailed')} message={describeError(error, t)} />;
  if (swap.preparing)
    return (
      <Text c="dimmed" role="status">
        {t('swap.preparing')}
      </Text>
    );
  if (swap.refusal) return <Refused refusal={swap.refusal} page={page} quote={quote} />;
  return <SwapTrade page={page} quote={quote} swap={swap} />;
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SwapQuote } from '../../core/swap/quote';
import {
  checkSwapEffect,
  checkSwapTransactions,
  type SimulatedEffect,
  type SwapRefusal,
} from '../../core/swap/swap-check';
import { BASE_COIN } from '../../core/transactions/review';
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
import { useAmountFormat } from '../../ui/use-amount-format';
import { routerErrorText } from './router-error-text';
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

/** Something between Execute and the review failed: say what, then Back or a new quote. */
function Failed({ page, title, message }: { page: SwapPageModel; title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Text size="sm">{t('swap.refused.nothingSigned')}</Text>
        <Group gap="xs">
          <Button variant="default" onClick={page.closeReview}>
            {t('swap.back')}
          </Button>
          <Button onClick={page.newQuote}>{t('swap.newQuote')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function Refused({
  refusal,
  page,
  quote,
}: {
  refusal: SwapRefusal;
  page: SwapPageModel;
  quote: SwapQuote;
}) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const amount = (assetId: bigint, value: bigint) => {
    const units = page.unitsOf(assetId);
    return units ? format(value, units) : `${value.toString()} (#${assetId.toString()})`;
  };
  return (
    <Alert color="red" title={t('swap.refused.title')} role="alert">
      <Stack gap="xs">
        <Text size="sm">{refusalText(refusal, quote, amount, t)}</Text>
        <Text size="sm">{t('swap.refused.nothingSigned')}</Text>
        <Group gap="xs">
          <Button variant="default" onClick={page.closeReview}>
            {t('swap.back')}
          </Button>
          <Button onClick={page.newQuote}>{t('swap.newQuote')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function refusalText(
  refusal: SwapRefusal,
  quote: SwapQuote,
  amount: (assetId: bigint, value: bigint) => string,
  t: TFunction,
): string {
  switch (refusal.code) {
    case 'foreign-sender':
      return t('swap.refused.foreignSender', { index: refusal.index + 1, sender: refusal.sender });
    case 'presigned-from-user':
    case 'closes':
    case 'rekeys':
      return t(`swap.refused.${refusal.code}`, { index: refusal.index + 1 });
    case 'simulation-failed':
      return t('swap.refused.simulationFailed', { message: refusal.message });
    case 'outflow':
      return t('swap.refused.outflow', {
        sent: amount(refusal.assetId, refusal.sent),
        allowed: amount(refusal.assetId, refusal.allowed),
      });
    case 'shortfall':
      return t('swap.refused.shortfall', {
        received: amount(quote.toAssetId, refusal.received),
        minimum: amount(quote.toAssetId, refusal.minimum),
      });
    case 'other-asset':
      return t('swap.refused.otherAsset', { amount: amount(refusal.assetId, refusal.sent) });
    case 'fees':
      return t('swap.refused.fees', {
        fees: amount(BASE_COIN, refusal.fees),
        allowed: amount(BASE_COIN, refusal.allowed),
      });
    case 'not-allowed':
      return t(`swap.refused.notAllowed.${refusal.reason}`, { index: refusal.index + 1 });
    case 'empty':
    case 'not-grouped':
    case 'not-simulated':
      return t(`swap.refused.${refusal.code}`);
  }
}

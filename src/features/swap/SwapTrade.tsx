import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SwapQuote } from '../../core/swap/quote';
import { BASE_COIN } from '../../core/transactions/review';
import { DoneButton } from '../../ui/review/DoneButton';
import { SendPanel } from '../../ui/review/SendPanel';
import { TradeContext } from '../../ui/review/trade-context';
import { TransactionReview } from '../../ui/review/TransactionReview';
import { useReviewReady } from '../../ui/review/use-group-review';
import { useSendController } from '../../ui/review/use-send-controller';
import { AssetAmount, SwapSummary } from './SwapSummary';
import type { SwapReviewModel } from './use-swap-review';
import type { SwapPageModel } from './use-swap-page';

/**
 * A checked swap as one trade: what is paid and received on top, the transactions (the route's
 * opt-ins first) folded under Details, and one Send for all of them through the pipeline.
 */
export function SwapTrade({
  page,
  quote,
  swap,
}: {
  page: SwapPageModel;
  quote: SwapQuote;
  swap: SwapReviewModel;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { before, txns } = swap;
  const { controller, state } = useSendController({
    before,
    txns,
    sign: swap.sign,
  });
  const addresses = page.accounts.map((a) => a.addr);
  const optInsReady = useReviewReady(before, addresses);
  const swapReady = useReviewReady(txns, addresses);
  const fees = [...before, ...txns]
    .filter((txn) => txn.sender.toString() === page.address)
    .reduce((sum, txn) => sum + txn.fee, 0n);
  const optInApps = before.flatMap((txn) => txn.applicationCall?.appIndex ?? []);
  return (
    <TradeContext.Provider value={swap.parties}>
      <Stack>
        <SwapSummary page={page} quote={quote} fees={fees} optInApps={optInApps} />
        <Group>
          <Button variant="default" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {t('swap.details')}
          </Button>
        </Group>
        {open && before.length > 0 && (
          <Title order={3} size="h5">
            {t('swap.optInsNeeded')}
          </Title>
        )}
        {before.length > 0 && (
          <TransactionReview txns={before} accounts={page.accounts} cardsShown={open} />
        )}
        <TransactionReview
          txns={txns}
          accounts={page.accounts}
          toSign={swap.toSign}
          cardsShown={open}
          earlier={before}
        />
        <SendPanel
          state={state}
          controller={controller}
          sendDisabled={!swapReady || (before.length > 0 && !optInsReady)}
          onBack={page.closeReview}
          confirmedHeading={t('swap.done')}
          txns={txns}
          before={before}
          accounts={page.accounts}
          traded={
            <Stack gap={4} data-testid="swap-result">
              <Text fz={22} fw={700}>
                {t('swap.paid', { amount: '' })}
                <AssetAmount page={page} assetId={quote.fromAssetId} value={quote.amountIn} />
              </Text>
              {swap.received !== undefined && swap.received > 0n && (
                <Text fz={22} fw={700}>
                  {t('swap.received', { amount: '' })}
                  <AssetAmount page={page} assetId={quote.toAssetId} value={swap.received} />
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('swap.networkFees')}:{' '}
                <AssetAmount page={page} assetId={BASE_COIN} value={fees} />
              </Text>
            </Stack>
          }
          done={<DoneButton address={page.address} />}
        />
      </Stack>
    </TradeContext.Provider>
  );
}

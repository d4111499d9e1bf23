import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from '../../i18n/translate';
import { useTranslation } from '../../i18n/react';
import type { SwapQuote } from '../../core/swap/quote';
import type { SwapRefusal } from '../../core/swap/swap-check';
import { BASE_COIN } from '../../core/transactions/review';
import { HiddenCharsFlag, OUTSIDE_SLOT, OutsideSentence } from '../../ui/OutsideText';
import { useAmountFormat } from '../../ui/use-amount-format';
import type { SwapPageModel } from './use-swap-page';

/**
 * Something between Execute and the review failed or was refused: say what, that nothing was
 * signed, then Back or a new quote.
 */
export function Failed({
  page,
  title,
  message,
}: {
  page: SwapPageModel;
  title: string;
  message: Message;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs">
        {typeof message === 'string' ? (
          <Text size="sm">{message}</Text>
        ) : (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <OutsideSentence template={message.template} text={message.text} />
            </Text>
            <HiddenCharsFlag texts={[message.text]} />
          </>
        )}
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

export function Refused({
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
    <Failed
      page={page}
      title={t('swap.refused.title')}
      message={refusalText(refusal, quote, amount, t)}
    />
  );
}

/** A message in the wallet's words, or a sentence holding the node's own text (outside text). */
type Message = string | { template: string; text: string };

function refusalText(
  refusal: SwapRefusal,
  quote: SwapQuote,
  amount: (assetId: bigint, value: bigint) => string,
  t: TFunction,
): Message {
  switch (refusal.code) {
    case 'foreign-sender':
      return t('swap.refused.foreignSender', { index: refusal.index + 1, sender: refusal.sender });
    case 'presigned-from-user':
    case 'closes':
    case 'rekeys':
      return t(`swap.refused.${refusal.code}`, { index: refusal.index + 1 });
    case 'simulation-failed':
      return {
        template: t('swap.refused.simulationFailed', { message: OUTSIDE_SLOT }),
        text: refusal.message,
      };
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

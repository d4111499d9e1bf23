import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { Transaction } from 'algosdk';
import { protocolFee } from '../../core/fees/protocol-fee';
import { highFee } from '../../core/fees/required-fee';
import { nativeUnits } from '../../core/format/asset-units';
import type { GroupReview } from '../../infra/transactions/review-group';
import { useAmountFormat } from '../use-amount-format';
import { useAmountDisplay } from './use-amount-display';
import { OUTSIDE_SLOT, OutsideSentence } from '../OutsideText';

/** Whether the node simulated the group, and why it would refuse it. */
export function SimulationNotice({ review }: { review: GroupReview }) {
  const { t } = useTranslation();
  const { simulation } = review;
  if (simulation.kind === 'simulated' && simulation.failure) {
    return (
      <Alert color="red" role="alert" title={t('review.wouldFailTitle')}>
        {/* The node's words: outside text, and a txid or address in them wraps at 375 px. */}
        <OutsideSentence
          template={
            simulation.failure.index !== undefined
              ? t('review.wouldFailAt', {
                  index: simulation.failure.index + 1,
                  message: OUTSIDE_SLOT,
                })
              : OUTSIDE_SLOT
          }
          text={simulation.failure.message}
        />
      </Alert>
    );
  }
  if (simulation.kind === 'simulated') return null;
  return (
    <Alert color="yellow">
      {simulation.kind === 'unavailable' ? t('review.notSimulated') : t('review.simulationFailed')}
      {review.estimated && ` ${t('review.estimated')}`}
    </Alert>
  );
}

/** Amounts that cannot be shown in units: nothing is offered for signing until they can. */
export function ReviewIncomplete({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('review.incompleteTitle')}>
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Button variant="default" w="fit-content" loading={retrying} onClick={onRetry}>
          {t('review.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** A node asking more than 0.1 of the coin for a transaction (issue 27): said before Send. */
export function HighFeeNotice({ fees, symbol }: { fees: readonly bigint[]; symbol: string }) {
  const { t } = useTranslation();
  const display = useAmountDisplay(undefined, symbol, false);
  const fee = highFee(fees);
  if (fee === undefined) return null;
  return (
    <Alert color="orange" role="alert" title={t('review.highFeeTitle')}>
      {t('review.highFee', { amount: display(fee, undefined) })}
    </Alert>
  );
}

/**
 * The protocol's part of a fee (core/fees/protocol-fee), in words: the 2 Algo that register an
 * account for staking rewards are a choice the person made, not a high network fee.
 */
export function ProtocolFeeNotice({
  txns,
  symbol,
}: {
  txns: readonly Transaction[];
  symbol: string;
}) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const registering = txns.filter((txn) => protocolFee(txn)?.reason === 'rewards-registration');
  return registering.map((txn) => (
    <Text size="sm" key={txn.txID()}>
      {t('review.rewardsRegistrationFee', { fee: format(txn.fee, nativeUnits(symbol)) })}
    </Text>
  ));
}

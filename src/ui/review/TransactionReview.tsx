import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { Transaction } from 'algosdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { Effects } from './Effects';
import { networkFeePart } from '../../core/fees/required-fee';
import {
  HighFeeNotice,
  ProtocolFeeNotice,
  ReviewIncomplete,
  SimulationNotice,
} from './ReviewNotices';
import { NotOptedInNotice } from './NotOptedInNotice';
import { TransactionCard } from './TransactionCard';
import { UnderpaidFeeNotice } from './UnderpaidFeeNotice';
import { useTransactionReview } from './use-transaction-review';

// The one transaction review (design.md section 5): every transaction in words, computed from
// the exact transactions that will be signed, with its dangerous fields in the main rows, and
// then what the group does to the user's own accounts, as simulated by the node.

export interface TransactionReviewProps {
  txns: readonly Transaction[];
  accounts: readonly PublicAccount[];
  /** Indexes this wallet will sign; others are marked (a dapp's group). All when absent. */
  toSign?: readonly number[];
  authAddresses?: ReadonlyMap<string, string | undefined>;
  /** Signed but never sent (an ARC-14 token): nothing to simulate. */
  signOnly?: boolean;
  /** A page's own technical rows (who signs), under each card's technical details. */
  technical?: ReactNode;
  /**
   * The cards and effects shown only while `true` (a swap folds them under its Details); the
   * notices (fees, simulation, units) are shown whatever it is.
   */
  cardsShown?: boolean;
  /** A group the same Send confirms first (a swap's opt-ins): balances after count it too. */
  earlier?: readonly Transaction[];
}

/** Every transaction of the group, then its simulated effect on the user's accounts. */
export function TransactionReview({
  txns,
  accounts,
  toSign,
  authAddresses,
  signOnly = false,
  technical,
  cardsShown = true,
  earlier,
}: TransactionReviewProps) {
  const { t } = useTranslation();
  const { review, described, groupIdOf, symbol, retry } = useTransactionReview(
    txns,
    accounts,
    authAddresses,
    !signOnly,
  );
  return (
    <Stack>
      {cardsShown &&
        described.map((d) => (
          <TransactionCard
            key={d.txid}
            described={d}
            count={described.length}
            signed={!toSign || toSign.includes(d.index)}
            accounts={accounts}
            symbol={symbol}
            assets={review.data?.assets}
            loading={review.isFetching}
            groupId={groupIdOf(d.index)}
            technical={technical}
            appCall={review.data?.appCalls[d.index]}
          />
        ))}
      <ProtocolFeeNotice txns={txns} symbol={symbol} />
      <HighFeeNotice fees={txns.map(networkFeePart)} symbol={symbol} />
      {!signOnly && (
        <UnderpaidFeeNotice
          txns={txns}
          accounts={accounts}
          toSign={toSign}
          authAddresses={authAddresses}
          symbol={symbol}
        />
      )}
      {signOnly && (
        <Alert color="blue" role="note">
          {t('review.signOnly')}
        </Alert>
      )}
      {review.isFetching && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('review.simulating')}</Text>
        </Group>
      )}
      {review.isError && (
        <ReviewIncomplete
          message={t('review.reviewFailed')}
          onRetry={retry}
          retrying={review.isFetching}
        />
      )}
      {review.data && review.data.missingAssets.length > 0 && (
        <ReviewIncomplete
          message={t('review.assetsMissing', {
            ids: review.data.missingAssets.map((id) => `#${id.toString()}`).join(', '),
          })}
          onRetry={retry}
          retrying={review.isFetching}
        />
      )}
      {review.data && <NotOptedInNotice review={review.data} accounts={accounts} />}
      {review.data && <SimulationNotice review={review.data} />}
      {cardsShown && review.data && (
        <Effects review={review.data} accounts={accounts} symbol={symbol} earlier={earlier} />
      )}
    </Stack>
  );
}

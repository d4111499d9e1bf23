import { Group, Stack, Text } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { BASE_COIN } from '../../core/transactions/review';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { AmountValue } from './AmountValue';
import { reviewTotal } from './review-total';
import { useAmountDisplay } from './use-amount-display';
import { useGroupReview } from './use-group-review';

const NONE: readonly Transaction[] = [];

/**
 * "Total 1.501 Algo" in the decision bar, over every group the one Send signs (`before` goes
 * first: a swap's opt-ins), with what opt-ins lock as minimum balance said beneath. Reads the
 * reviews' queries, never starts one.
 */
export function ReviewTotal({
  txns,
  before = NONE,
  accounts,
}: {
  txns: readonly Transaction[];
  before?: readonly Transaction[];
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  const own = accounts.map((a) => a.addr);
  const first = useGroupReview(before, own, undefined, false);
  const review = useGroupReview(txns, own, undefined, false);
  const assets = new Map([...(first.data?.assets ?? []), ...(review.data?.assets ?? [])]);
  const display = useAmountDisplay(assets, currentTokenSymbol(), false);
  // No figure until every group is reviewed: a part would read as the whole.
  const waiting = !review.data || (before.length > 0 && !first.data);
  const groups = waiting ? [] : [first.data, review.data].filter((g) => g !== undefined);
  const { amounts, locked } = reviewTotal(groups, own);
  if (amounts.length === 0) return null;
  return (
    <Stack gap={0} data-testid="review-total">
      <Group gap={6} wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('review.totalLabel')}
        </Text>
        {amounts.map(({ assetId, amount }, i) => (
          <Fragment key={assetId.toString()}>
            {i > 0 && <Text fw={700}>+</Text>}
            <AmountValue
              fw={700}
              text={display(amount, assetId)}
              exact={display(amount, assetId, true)}
            />
          </Fragment>
        ))}
      </Group>
      {locked > 0n && (
        <Text size="xs" c="dimmed" data-testid="review-total-locked">
          {t('review.totalLocked', { amount: display(locked, BASE_COIN) })}
        </Text>
      )}
    </Stack>
  );
}

import { Group, Text } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { AmountValue } from './AmountValue';
import { reviewTotal } from './review-total';
import { useAmountDisplay } from './use-amount-display';
import { useGroupReview } from './use-group-review';

/** "Total 1.501 Algo" in the decision bar; reads the review's query, never starts one. */
export function ReviewTotal({
  txns,
  accounts,
}: {
  txns: readonly Transaction[];
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  const review = useGroupReview(
    txns,
    accounts.map((a) => a.addr),
    undefined,
    false,
  );
  const display = useAmountDisplay(review.data?.assets, currentTokenSymbol(), false);
  const total = review.data ? reviewTotal(review.data) : [];
  if (total.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="review-total">
      <Text size="sm" c="dimmed">
        {t('review.totalLabel')}
      </Text>
      {total.map(({ assetId, amount }, i) => (
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
  );
}

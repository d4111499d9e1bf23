import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { GroupReview } from '../../infra/transactions/review-group';
import { useAmountDisplay } from './use-amount-display';
import { AmountValue } from './AmountValue';
import { ReviewFiat } from './ReviewFiat';
import classes from './review.module.css';
import { shortAddress } from './review-rows';
import { afterEarlierGroups } from './review-total';
import { useGroupReview } from './use-group-review';

const NONE: readonly Transaction[] = [];

/**
 * What the group does to the user's own accounts, as simulated by the node; balances after it
 * count an `earlier` group of the same Send (its review read from the cache, never started).
 */
export function Effects({
  review,
  accounts,
  symbol,
  earlier = NONE,
}: {
  review: GroupReview;
  accounts: readonly PublicAccount[];
  symbol: string;
  earlier?: readonly Transaction[];
}) {
  const { t } = useTranslation();
  const first = useGroupReview(
    earlier,
    accounts.map((a) => a.addr),
    undefined,
    false,
  );
  const effects = first.data ? afterEarlierGroups(review.effects, [first.data]) : review.effects;
  const display = useAmountDisplay(review.assets, symbol, false);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('review.effectsTitle')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('review.effectsTitle')}
        </Title>
        {effects.length === 0 && <Text size="sm">{t('review.noEffects')}</Text>}
        {effects.map((effect) => (
          <Stack key={effect.address} gap={2}>
            <Text size="sm" fw={600}>
              {accounts.find((a) => a.addr === effect.address)?.name ?? effect.address}
            </Text>
            <Text size="xs" ff="monospace" c="dimmed">
              {shortAddress(effect.address)}
            </Text>
            {effect.changes.map((change) => {
              const size = change.delta < 0n ? -change.delta : change.delta;
              const line = (exact: boolean) => {
                const amount = display(size, change.assetId, exact);
                return change.delta < 0n
                  ? t('review.youSend', { amount })
                  : t('review.youReceive', { amount });
              };
              const after = change.after;
              return (
                <Group key={change.assetId.toString()} gap="md">
                  <AmountValue
                    size="sm"
                    fw={700}
                    className={change.delta < 0n ? classes.danger : classes.receive}
                    text={line(false)}
                    exact={line(true)}
                  />
                  <ReviewFiat amount={size} assetId={change.assetId} assets={review.assets} />
                  {after !== undefined && (
                    <AmountValue
                      size="sm"
                      text={t('review.balanceAfter', { amount: display(after, change.assetId) })}
                      exact={t('review.balanceAfter', {
                        amount: display(after, change.assetId, true),
                      })}
                    />
                  )}
                </Group>
              );
            })}
          </Stack>
        ))}
        <Text size="sm">
          {t('review.totalFee', { amount: display(review.totalFee, undefined) })}
        </Text>
      </Stack>
    </Paper>
  );
}

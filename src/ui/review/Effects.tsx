import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { GroupReview } from '../../infra/transactions/review-group';
import { useAmountDisplay } from './use-amount-display';
import classes from './review.module.css';
import { shortAddress } from './review-rows';

/** What the group does to the user's own accounts, as simulated by the node. */
export function Effects({
  review,
  accounts,
  symbol,
}: {
  review: GroupReview;
  accounts: readonly PublicAccount[];
  symbol: string;
}) {
  const { t } = useTranslation();
  const display = useAmountDisplay(review.assets, symbol, false);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t('review.effectsTitle')}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('review.effectsTitle')}
        </Title>
        {review.effects.length === 0 && <Text size="sm">{t('review.noEffects')}</Text>}
        {review.effects.map((effect) => (
          <Stack key={effect.address} gap={2}>
            <Text size="sm" fw={600}>
              {accounts.find((a) => a.addr === effect.address)?.name ?? effect.address}
            </Text>
            <Text size="xs" ff="monospace" c="dimmed">
              {shortAddress(effect.address)}
            </Text>
            {effect.changes.map((change) => {
              const amount = display(
                change.delta < 0n ? -change.delta : change.delta,
                change.assetId,
              );
              return (
                <Group key={change.assetId.toString()} gap="md">
                  <Text
                    size="sm"
                    fw={700}
                    className={change.delta < 0n ? classes.danger : classes.receive}
                  >
                    {change.delta < 0n
                      ? t('review.youSend', { amount })
                      : t('review.youReceive', { amount })}
                  </Text>
                  {change.after !== undefined && (
                    <Text size="sm">
                      {t('review.balanceAfter', { amount: display(change.after, change.assetId) })}
                    </Text>
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

import { Alert, Button } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { useTestCoins } from './use-test-coins';

/** The button; its failure shows where it was pressed (so no toast, see ui/notify). */
export function TestCoinsButton({ coins }: { coins: ReturnType<typeof useTestCoins> }) {
  const { t } = useTranslation();
  if (!coins.available) return null;
  return (
    <Button
      size="xs"
      variant="default"
      loading={coins.mutation.isPending}
      onClick={() => coins.mutation.mutate()}
    >
      {t('overview.testCoins')}
    </Button>
  );
}

export function TestCoinsError({ coins }: { coins: ReturnType<typeof useTestCoins> }) {
  const { t } = useTranslation();
  if (!coins.error) return null;
  return (
    <Alert color="red" role="alert" title={t('overview.testCoinsFailed')}>
      {coins.error}
    </Alert>
  );
}

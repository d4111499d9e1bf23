import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/** Previous / page number / next under the history; shown once there is more than one page. */
export function HistoryPager({
  page,
  hasNext,
  onPrevious,
  onNext,
}: {
  /** 1-based. */
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  if (page <= 1 && !hasNext) return null;
  return (
    <Group mt="sm" component="nav" aria-label={t('overview.transactions')}>
      <Button variant="default" size="xs" disabled={page <= 1} onClick={onPrevious}>
        {t('common.previousPage')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('overview.historyPage', { page })}
      </Text>
      <Button variant="default" size="xs" disabled={!hasNext} onClick={onNext}>
        {t('common.nextPage')}
      </Button>
    </Group>
  );
}

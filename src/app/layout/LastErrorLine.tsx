import { CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { clearLastError, lastErrorStore } from '../../ui/notify';

/** In the page's flow under the header (never over it), and only once the toast has gone. */
export function LastErrorLine() {
  const { t } = useTranslation();
  const { message, toastOpen } = useStore(lastErrorStore);
  if (!message || toastOpen) return null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" mb="xs">
      <Text size="sm" c="var(--mantine-color-error)" role="status" data-testid="last-error">
        {t('common.lastError', { message })}
      </Text>
      <CloseButton size="sm" aria-label={t('common.close')} onClick={clearLastError} />
    </Group>
  );
}

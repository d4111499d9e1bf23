import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { describeError } from '../../ui/errors';

/**
 * What the node could not give us, in place of an empty state (an empty list would read as
 * "nothing there" when in truth we do not know), with a way to ask again.
 */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describeError(error, t)}</Text>
        <Button size="xs" variant="default" loading={retrying} onClick={onRetry}>
          {t('accounts.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { describeError } from '../../ui/errors';
import type { OptInPageState } from './use-opt-in-page';

/** What the account can do with the picked asset: opt in, propose it (multisig) or opt out. */
export function OptInActions({ page }: { page: OptInPageState }) {
  const { t } = useTranslation();
  const { holding, prepare } = page;
  if (page.info.isPending) return <Loader size="sm" />;
  if (holding) {
    return (
      <Stack gap="xs">
        <Alert color="blue" role="status">
          {t('assets.optIn.alreadyHolding')}
        </Alert>
        {holding.amount === 0n && page.canSign && !page.multisig ? (
          <Group>
            <Button
              variant="default"
              color="red"
              loading={prepare.isPending}
              onClick={() => prepare.mutate('opt-out')}
            >
              {t('assets.optIn.optOut')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('assets.optIn.optOutHint')}
            </Text>
          </Group>
        ) : (
          holding.amount > 0n && (
            <Text size="xs" c="dimmed">
              {t('assets.optIn.optOutNeedsZero')}
            </Text>
          )
        )}
      </Stack>
    );
  }
  if (page.multisig) {
    return (
      <Group>
        <Button loading={prepare.isPending} onClick={() => prepare.mutate('multisig')}>
          {t('assets.optIn.multisig')}
        </Button>
      </Group>
    );
  }
  if (!page.canSign) {
    return (
      <Alert color="yellow" role="status">
        {t('assets.optIn.cannotSign')}
      </Alert>
    );
  }
  return (
    <Group>
      <Button loading={prepare.isPending} onClick={() => prepare.mutate('opt-in')}>
        {t('assets.optIn.optIn')}
      </Button>
      {prepare.isError && (
        <Text c="red" size="sm" role="alert">
          {describeError(prepare.error, t)}
        </Text>
      )}
    </Group>
  );
}

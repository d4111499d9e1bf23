import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { AssetActionError } from '../../core/assets/asset-transactions';
import { describeError } from '../../ui/errors';
import type { AssetActionState } from './use-asset-action-page';

/** An action form: Review at the bottom, the build error (a rule or the node) above it. */
export function ActionFormFrame({
  page,
  onSubmit,
  blocked,
  children,
}: {
  page: AssetActionState;
  onSubmit: () => void;
  blocked?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const error = page.prepare.error;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>
        {children}
        <Stack gap="xs">
          {error && (
            <Text c="red" size="sm" role="alert">
              {error instanceof AssetActionError
                ? t(`assets.action.error.${error.code}`)
                : describeError(error, t)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={page.prepare.isPending} disabled={blocked}>
              {t('assets.create.review')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </form>
  );
}

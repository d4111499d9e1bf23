import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { KEY_REGISTRATION_FEE } from '../../../core/participation/participation';
import { REWARDS_REGISTRATION_FEE } from '../../../core/participation/rewards';
import { useCoinFormat } from '../use-coin-format';
import { KeyValidity } from './KeyValidity';
import { RewardsOption } from './RewardsOption';
import type { KeyRegistrationDialog } from './use-key-registration';

/** The dialog's first step: the rounds (online only), the fee, and preparing the registration. */
export function RoundsForm({ dialog, title }: { dialog: KeyRegistrationDialog; title: string }) {
  const { t } = useTranslation();
  const coin = useCoinFormat();
  const preparing = dialog.prepare.isPending;
  const online = dialog.mode === 'online';
  const fee = online && dialog.rewards ? REWARDS_REGISTRATION_FEE : BigInt(KEY_REGISTRATION_FEE);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        dialog.submit();
      }}
      noValidate
    >
      <Stack>
        <Text size="sm">
          {dialog.mode === 'offline'
            ? t('participation.offlineIntro')
            : t('participation.onlineIntro')}
        </Text>
        {online && <KeyValidity dialog={dialog} />}
        {online && <RewardsOption dialog={dialog} />}
        <Text size="sm">{t('participation.fee', { amount: coin(fee) })}</Text>
        {preparing && (
          <Group gap="xs" role="status" wrap="nowrap">
            <Loader size="xs" />
            <Text size="sm">
              {online ? t('participation.preparingOnline') : t('participation.preparingOffline')}
            </Text>
          </Group>
        )}
        {dialog.errorText && (
          <Alert color="red" role="alert">
            {dialog.errorText}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog.close} disabled={preparing}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={preparing} disabled={online && !dialog.roundsValid}>
            {title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

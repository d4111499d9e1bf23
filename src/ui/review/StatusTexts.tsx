import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { SendState } from '../../core/transactions/send-state';
import { describeError } from '../errors';

/** The status texts under the result screen's big status, in the spec's words. */
export function StatusTexts({
  state,
  texts,
}: {
  state: SendState;
  texts: 'pay.status' | 'send.status';
}) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'sending':
      return <Alert color="blue">{t(`${texts}.sending`)}</Alert>;
    case 'sent':
      return <Alert color="blue">{t(`${texts}.sent`, { txid: state.txid })}</Alert>;
    case 'confirmed':
      return (
        <Text size="sm" ta="center">
          {t(`${texts}.confirmed`, { round: state.round.toString() })}
        </Text>
      );
    case 'signing-failed':
      return (
        <Alert color="red" role="alert">
          {t('common.error', { message: describeError(state.error, t) })}
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="red" role="alert">
          {t('common.error', { message: state.message })}
          {state.txid && (
            <Text size="sm" ff="monospace" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {state.txid}
            </Text>
          )}
        </Alert>
      );
    case 'unknown':
      return (
        <Alert color="red" role="alert">
          <Stack gap={4}>
            <Text size="sm">{t('common.error', { message: t(`${texts}.offline`) })}</Text>
            <Text size="sm">{t('send.stillPossible', { round: state.lastValid.toString() })}</Text>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {state.txid}
            </Text>
            {state.checking && (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm">{t('send.checking')}</Text>
              </Group>
            )}
          </Stack>
        </Alert>
      );
    case 'expired':
      return (
        <Alert color="orange" role="alert">
          <Text size="sm">{t('send.expired')}</Text>
          <Text size="sm" ff="monospace" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {state.txid}
          </Text>
        </Alert>
      );
    case 'unauthorized':
      return (
        <Alert color="red" role="alert">
          {t('login.unauthorized')}
        </Alert>
      );
    default:
      return null;
  }
}

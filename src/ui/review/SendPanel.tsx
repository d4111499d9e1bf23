import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isBusy,
  mayBuildAnother,
  maySend,
  type SendState,
} from '../../core/transactions/send-state';
import type { SendController } from '../../infra/transactions/send-controller';
import { describeError } from '../errors';

export interface SendPanelProps {
  state: SendState;
  controller: SendController;
  /** Who is asked to sign: a device or phone gets its own prompt (and a cancel for the phone). */
  signerKind?: 'key' | 'ledger' | 'phone';
  /** Send stays disabled (no signer, multisig threshold not reached ...). */
  sendDisabled?: boolean;
  /** Offered only while building another transaction cannot pay twice. */
  onBack?: () => void;
  /** Shown once confirmed (e.g. a link to the account). */
  done?: ReactNode;
  /** A payment uses the spec's payment texts; anything else is "the transaction". */
  subject?: 'payment' | 'transaction';
}

/** The send half of every review: status in words, Send / Try again, and a safe way back. */
export function SendPanel({
  state,
  controller,
  signerKind = 'key',
  sendDisabled,
  onBack,
  done,
  subject = 'transaction',
}: SendPanelProps) {
  const { t } = useTranslation();
  const texts = subject === 'payment' ? 'pay.status' : 'send.status';
  const busy = isBusy(state) || (state.kind === 'unknown' && state.checking);
  const retry = state.kind !== 'ready';
  return (
    <Stack>
      <div aria-live="polite">
        {state.kind === 'signing' && (
          <Alert color="blue">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {signerKind === 'ledger'
                  ? t('pay.status.confirmOnLedger')
                  : signerKind === 'phone'
                    ? t('pay.status.confirmOnPhone')
                    : t('pay.status.signing')}
              </Text>
              {signerKind === 'phone' && (
                <Button size="xs" variant="default" onClick={() => controller.cancelSigning()}>
                  {t('common.cancel')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {state.kind === 'sending' && <Alert color="blue">{t(`${texts}.sending`)}</Alert>}
        {state.kind === 'sent' && (
          <Alert color="blue">{t(`${texts}.sent`, { txid: state.txid })}</Alert>
        )}
        {state.kind === 'confirmed' && (
          <Alert color="teal" title={t(`${texts}.confirmedTitle`)}>
            <Stack gap={4}>
              <Text size="sm">{t(`${texts}.confirmed`, { round: state.round.toString() })}</Text>
              <Anchor component={Link} to={`/transaction/${state.txid}`} size="sm" ff="monospace">
                {state.txid}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {state.kind === 'signing-failed' && (
          <Alert color="red" role="alert">
            {t('common.error', { message: describeError(state.error, t) })}
          </Alert>
        )}
        {state.kind === 'refused' && (
          <Alert color="red" role="alert">
            {t('common.error', { message: state.message })}
            {state.txid && (
              <Text size="sm" ff="monospace" mt={4}>
                {state.txid}
              </Text>
            )}
          </Alert>
        )}
        {state.kind === 'unknown' && (
          <Alert color="red" role="alert">
            <Stack gap={4}>
              <Text size="sm">{t('common.error', { message: t(`${texts}.offline`) })}</Text>
              <Text size="sm">
                {t('send.stillPossible', { round: state.lastValid.toString() })}
              </Text>
              <Text size="sm" ff="monospace">
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
        )}
        {state.kind === 'expired' && (
          <Alert color="orange" role="alert">
            <Text size="sm">{t('send.expired')}</Text>
            <Text size="sm" ff="monospace" mt={4}>
              {state.txid}
            </Text>
          </Alert>
        )}
        {state.kind === 'unauthorized' && (
          <Alert color="red" role="alert">
            {t('login.unauthorized')}
          </Alert>
        )}
      </div>
      <Group>
        {(maySend(state) || busy) && (
          <Button
            onClick={() => void controller.send()}
            loading={busy}
            disabled={sendDisabled && state.kind !== 'unknown'}
          >
            {retry ? t('pay.retry') : t('pay.send')}
          </Button>
        )}
        {onBack && mayBuildAnother(state) && (
          <Button variant="default" onClick={onBack}>
            {t('common.goBack')}
          </Button>
        )}
        {state.kind === 'confirmed' && done}
      </Group>
    </Stack>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Transaction } from 'algosdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import {
  isBusy,
  mayBuildAnother,
  maySend,
  type SendState,
} from '../../core/transactions/send-state';
import type { SendController } from '../../infra/transactions/send-controller';
import classes from './review.module.css';
import { ReviewTotal } from './ReviewTotal';
import { SendResult } from './SendResult';
import { StatusTexts } from './StatusTexts';

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
  /** The confirmed heading, when not the subject's ("The swap has been confirmed"). */
  confirmedHeading?: string;
  /** A trade's result in its own words (what was paid and received). */
  traded?: ReactNode;
  /** What is sent, for the result screen's amount and receiver (and the bar's total). */
  txns?: readonly Transaction[];
  /** A group the same Send signs and sends first (a swap's opt-ins): counted in the total. */
  before?: readonly Transaction[];
  accounts?: readonly PublicAccount[];
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
  confirmedHeading,
  traded,
  txns,
  before,
  accounts = [],
}: SendPanelProps) {
  const { t } = useTranslation();
  const texts = subject === 'payment' ? 'pay.status' : 'send.status';
  const busy = isBusy(state) || (state.kind === 'unknown' && state.checking);
  const retry = state.kind !== 'ready';
  // A fragment: the bar is the review's own child, so it sticks to the bottom of the window
  // (above the footer) for the whole length of the review, on a phone as on a wide screen.
  return (
    <>
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
        <SendResult
          state={state}
          txns={txns}
          accounts={accounts}
          heading={confirmedHeading ?? t(`${texts}.confirmedTitle`)}
          done={done}
          traded={traded}
        >
          <StatusTexts state={state} texts={texts} />
        </SendResult>
      </div>
      {(maySend(state) || busy || (onBack && mayBuildAnother(state))) && (
        <Group className={classes.decisionBar} justify="space-between" gap="sm">
          {txns && <ReviewTotal txns={txns} before={before} accounts={accounts} />}
          <Group gap="sm" ml="auto">
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
          </Group>
        </Group>
      )}
    </>
  );
}

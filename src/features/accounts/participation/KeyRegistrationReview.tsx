import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import {
  signKeyRegistration,
  type PreparedKeyRegistration,
} from '../../../infra/participation/participation-flow';
import { ReviewAndSend } from '../../../ui/review/ReviewAndSend';
import type { KeyRegistrationDialog, KeyRegistrationTarget } from './use-key-registration';

/** The prepared key registration in the shared review, and what it did once confirmed. */
export function KeyRegistrationReview({
  dialog,
  prepared,
  target,
}: {
  dialog: KeyRegistrationDialog;
  prepared: PreparedKeyRegistration;
  target: KeyRegistrationTarget;
}) {
  const { t } = useTranslation();
  const { confirmed } = dialog;
  return (
    <Stack>
      <Text size="sm">{t('participation.reviewIntro')}</Text>
      <ReviewAndSend
        key={prepared.txn.txID()}
        txns={[prepared.txn]}
        accounts={target.wallet}
        authAddresses={prepared.authAddresses}
        sign={(signal) => signKeyRegistration(prepared, target.wallet, { signal })}
        onConfirmed={dialog.onConfirmed}
        onMayLeaveChange={dialog.setMayLeave}
        onBack={() => dialog.prepare.reset()}
        done={
          <Button variant="default" onClick={dialog.close}>
            {t('common.close')}
          </Button>
        }
      >
        {confirmed && (
          <Alert color="teal" role="status">
            <Stack gap={4}>
              <Text size="sm">
                {prepared.range
                  ? t('participation.onlineDone', {
                      first: prepared.range.first.toString(),
                      last: prepared.range.last.toString(),
                      round: confirmed.round.toString(),
                    })
                  : t('participation.offlineDone', { round: confirmed.round.toString() })}
              </Text>
              <Text size="sm">{t('participation.reloading')}</Text>
            </Stack>
          </Alert>
        )}
      </ReviewAndSend>
    </Stack>
  );
}

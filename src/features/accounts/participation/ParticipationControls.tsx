import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { resolveSigner, signsDirectly } from '../../../core/accounts/capabilities';
import {
  KEY_REGISTRATION_FEE,
  MAX_PARTICIPATION_ROUNDS,
  MIN_PARTICIPATION_ROUNDS,
  PARTICIPATION_ROUNDS_STEP,
} from '../../../core/participation/participation';
import {
  signKeyRegistration,
  type PreparedKeyRegistration,
} from '../../../infra/participation/participation-flow';
import { NumberField } from '../../../ui/NumberField';
import { ReviewAndSend } from '../../../ui/review/ReviewAndSend';
import { useCoinFormat } from '../use-coin-format';
import { useKeyRegistration, type KeyRegistrationTarget } from './use-key-registration';

export interface ParticipationControlsProps extends KeyRegistrationTarget {
  /** The indexer's status ("Online", "Offline", "NotParticipating"); undefined while loading. */
  status: string | undefined;
}

type Dialog = ReturnType<typeof useKeyRegistration>;

/**
 * Go online / go offline (spec 000 sections 4, 5 and 9) for accounts that sign with a key or a
 * Ledger, directly or through a rekey. The key registration is shown in the shared review and
 * sent through the pipeline.
 */
export function ParticipationControls({ status, ...target }: ParticipationControlsProps) {
  const { t } = useTranslation();
  const dialog = useKeyRegistration(target);
  // The review needs the whole width of a phone.
  const phone = useMediaQuery('(max-width: 36em)');
  const { kind } = resolveSigner(target.account, target.wallet, target.authAddress);
  if (!signsDirectly(kind) || (status !== 'Online' && status !== 'Offline')) return null;

  const title =
    dialog.mode === 'offline' ? t('participation.goOffline') : t('participation.goOnline');
  const prepared = dialog.prepare.data;
  return (
    <>
      {status === 'Online' ? (
        <Button variant="default" size="xs" onClick={() => dialog.open('offline')}>
          {t('participation.goOffline')}
        </Button>
      ) : (
        <Button variant="default" size="xs" onClick={() => dialog.open('online')}>
          {t('participation.goOnline')}
        </Button>
      )}
      <Modal
        opened={dialog.mode !== null}
        onClose={dialog.close}
        title={title}
        size={prepared ? 'xl' : 'md'}
        fullScreen={Boolean(prepared) && phone}
        centered
        closeOnClickOutside={!dialog.locked}
        closeOnEscape={!dialog.locked}
        withCloseButton={!dialog.locked}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {prepared ? (
          <KeyRegistrationReview dialog={dialog} prepared={prepared} target={target} />
        ) : (
          <RoundsForm dialog={dialog} title={title} />
        )}
      </Modal>
    </>
  );
}

function RoundsForm({ dialog, title }: { dialog: Dialog; title: string }) {
  const { t } = useTranslation();
  const coin = useCoinFormat();
  const preparing = dialog.prepare.isPending;
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
        {dialog.mode === 'online' && (
          <NumberField
            label={t('participation.rounds')}
            description={t('participation.roundsHint')}
            value={dialog.rounds}
            onChange={dialog.setRounds}
            min={MIN_PARTICIPATION_ROUNDS}
            max={MAX_PARTICIPATION_ROUNDS}
            step={PARTICIPATION_ROUNDS_STEP}
            thousandSeparator=" "
            readOnly={preparing}
            error={dialog.roundsValid ? undefined : t('participation.roundsInvalid')}
            required
          />
        )}
        <Text size="sm">
          {t('participation.fee', {
            amount: coin(BigInt(KEY_REGISTRATION_FEE)),
          })}
        </Text>
        {preparing && (
          <Group gap="xs" role="status" wrap="nowrap">
            <Loader size="xs" />
            <Text size="sm">
              {dialog.mode === 'online'
                ? t('participation.preparingOnline')
                : t('participation.preparingOffline')}
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
          <Button
            type="submit"
            loading={preparing}
            disabled={dialog.mode === 'online' && !dialog.roundsValid}
          >
            {title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function KeyRegistrationReview({
  dialog,
  prepared,
  target,
}: {
  dialog: Dialog;
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

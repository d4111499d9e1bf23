import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/react';
import { resolveSigner } from '../../../core/accounts/capabilities';
import { canRegisterParticipation } from '../../../core/participation/participation';

import { KeyRegistrationReview } from './KeyRegistrationReview';
import { RoundsForm } from './RoundsForm';
import { useKeyRegistration, type KeyRegistrationTarget } from './use-key-registration';

export interface ParticipationControlsProps extends KeyRegistrationTarget {
  /** The indexer's status ("Online", "Offline", "NotParticipating"); undefined while loading. */
  status: string | undefined;
  /** The node's `incentive-eligible`: an online account without it is offered to re-register. */
  incentiveEligible?: boolean;
  /** The participation key expires within 14 days or has: offered to renew. */
  keyExpiring?: boolean;
  /** An offline account in the paid range: "Earn staking rewards" opens the form, rewards on. */
  offerRewards?: boolean;
}

/**
 * Go online / go offline (spec 000 sections 4, 5 and 9) for accounts that sign with a key, a
 * Ledger, a paired phone or a multisig proposal, directly or through a rekey. The key
 * registration is shown in the shared review and sent through the pipeline (a multisig's on the
 * proposal page).
 */
export function ParticipationControls({
  status,
  incentiveEligible = false,
  keyExpiring = false,
  offerRewards = false,
  ...target
}: ParticipationControlsProps) {
  const { t } = useTranslation();
  const dialog = useKeyRegistration(target);
  // The review needs the whole width of a phone.
  const phone = useMediaQuery('(max-width: 36em)');
  const { kind } = resolveSigner(target.account, target.wallet, target.authAddress);
  if (!canRegisterParticipation(kind) || (status !== 'Online' && status !== 'Offline')) return null;

  const title =
    dialog.mode === 'offline'
      ? t('participation.goOffline')
      : dialog.renewal
        ? t('participation.newKey')
        : t('participation.goOnline');
  const prepared = dialog.prepare.data;
  return (
    <>
      {status === 'Online' && !incentiveEligible && (
        <Button size="xs" onClick={() => dialog.open('online', { rewards: true, renewal: true })}>
          {t('participation.rewards.reregister')}
        </Button>
      )}
      {status === 'Online' && incentiveEligible && keyExpiring && (
        <Button size="xs" onClick={() => dialog.open('online', { renewal: true })}>
          {t('participation.renewKey')}
        </Button>
      )}
      {status === 'Online' ? (
        <Button variant="default" size="xs" onClick={() => dialog.open('offline')}>
          {t('participation.goOffline')}
        </Button>
      ) : offerRewards ? (
        <Button onClick={() => dialog.open('online', { rewards: true })}>
          {t('participation.earn.action')}
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

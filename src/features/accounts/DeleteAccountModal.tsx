import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { removeAccount } from '../../infra/session/session';
import { describeError } from '../../ui/errors';
import { ConfirmRemovalModal } from '../../ui/modal/ConfirmRemovalModal';
import type { AccountModalProps } from '../../ui/modal/DialogModal';
import { notifyError, notifySuccess } from '../../ui/notify';

/** The delete confirmation (spec section 4): the account's name and address, then removal. */
export function DeleteAccountModal({ account, opened, onClose }: AccountModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  async function remove() {
    if (!account.name) return notifyError(t('overview.deleteNoName'));
    if (!account.addr) return notifyError(t('overview.deleteNoAddress'));
    try {
      await removeAccount(account);
      onClose();
      notifySuccess(t('overview.deleted', { name: account.name }));
      void navigate('/accounts');
    } catch (error) {
      notifyError(describeError(error, t));
    }
  }

  return (
    <ConfirmRemovalModal
      subject={{ name: account.name, address: account.addr }}
      opened={opened}
      title={t('overview.deleteTitle')}
      text={t('overview.deleteText')}
      confirmLabel={t('overview.deleteConfirm')}
      onCancel={onClose}
      onConfirm={() => void remove()}
    />
  );
}

import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';

/** What a modal about one account is given by its page. */
export interface AccountModalProps {
  account: PublicAccount;
  opened: boolean;
  onClose: () => void;
}

/** The wallet's dialogs: centred, with a close button named in the user's language. */
export function DialogModal(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal centered closeButtonProps={{ 'aria-label': t('common.close') }} {...props} />;
}

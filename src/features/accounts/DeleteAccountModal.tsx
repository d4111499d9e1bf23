import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { removeAccount } from '../../infra/session/session';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';

/** The delete confirmation (spec section 4): the account's name and address, then removal. */
export function DeleteAccountModal({
  account,
  opened,
  onClose,
}: {
  account: PublicAccount;
  opened: boolean;
  onClose: () => void;
}) {
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('overview.deleteTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text>{t('overview.deleteText')}</Text>
        <Text fw={700}>{account.name}</Text>
        <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
          {account.addr}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void remove()}>
            {t('overview.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

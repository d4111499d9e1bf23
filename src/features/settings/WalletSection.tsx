import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { destroyWallet, sessionStore } from '../../infra/session/session';
import { refreshWalletList } from '../../infra/storage/wallet-list-store';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';

/** Removing the wallet from this browser: last on the page, after a typed confirmation. */
export function WalletSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const walletName = useStore(sessionStore, (s) => s.walletName) ?? '';
  const [opened, { open, close }] = useDisclosure(false);
  const [typedName, setTypedName] = useState('');

  async function destroy() {
    try {
      await destroyWallet();
      close();
      await refreshWalletList();
      notifySuccess(t('settings.destroyed'));
      void navigate('/', { replace: true });
    } catch (error) {
      notifyError(describeError(error, t));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-wallet">
      <Stack>
        <Title order={2} size="h3" id="settings-wallet">
          {t('settings.walletSection')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.destroyDescription')}
        </Text>
        <Button color="red" variant="outline" w="fit-content" onClick={open}>
          {t('settings.destroy')}
        </Button>
      </Stack>
      <Modal
        opened={opened}
        onClose={() => {
          close();
          setTypedName('');
        }}
        title={t('settings.destroyConfirmTitle', { name: walletName })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{t('settings.destroyConfirmText')}</Text>
          <TextInput
            label={t('settings.destroyConfirmLabel')}
            value={typedName}
            onChange={(e) => setTypedName(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              disabled={typedName.trim() !== walletName}
              onClick={() => void destroy()}
            >
              {t('settings.destroyConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { QrCode } from '../../ui/QrCode';
import classes from './AddressLine.module.css';

/**
 * The address shortened in the middle ("ABCDEF…UVWXYZ"), with copy and a QR code in a dialog.
 * The whole address stays in the text (only CSS hides the middle), so selecting, copying and a
 * screen reader all get it entire.
 */
export function AddressLine({ address, name }: { address: string; name: string }) {
  const { t } = useTranslation();
  const [qr, { open, close }] = useDisclosure(false);
  return (
    <Group gap="xs">
      <Text
        ff="monospace"
        aria-label={t('accounts.address')}
        title={address}
        style={{ whiteSpace: 'nowrap' }}
      >
        <span className={classes.head}>{address.slice(0, 6)}</span>
        <span className={classes.middle}>{address.slice(6, -6)}</span>
        <span>{address.slice(-6)}</span>
      </Text>
      <CopyValueButton value={address} label={t('common.copy')} />
      <Button size="xs" variant="default" onClick={open} style={{ flexShrink: 0 }}>
        {t('overview.showQr')}
      </Button>
      <Modal
        opened={qr}
        onClose={close}
        title={t('overview.qrTitle', { name })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack align="center" gap="sm">
          <QrCode value={address} size={240} alt={t('overview.addressQr')} />
          <Text size="sm" c="dimmed">
            {t('overview.scanToPay')}
          </Text>
          <Text ff="monospace" size="sm" ta="center" style={{ wordBreak: 'break-all' }}>
            {address}
          </Text>
          <CopyValueButton value={address} label={t('common.copy')} />
        </Stack>
      </Modal>
    </Group>
  );
}

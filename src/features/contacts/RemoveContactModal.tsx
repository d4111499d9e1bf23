import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../core/contacts/contact';

/** Removing a contact asks first, naming it and its full address. */
export function RemoveContactModal({
  contact,
  busy,
  onCancel,
  onConfirm,
}: {
  contact: Contact | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={contact !== null}
      onClose={onCancel}
      title={t('contacts.removeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {contact && (
        <Stack>
          <Text>{t('contacts.removeText')}</Text>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {contact.name}
          </Text>
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {contact.address}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} loading={busy}>
              {t('contacts.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

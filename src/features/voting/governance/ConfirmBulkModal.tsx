import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';

// The confirmation every bulk action asks for (spec 001 section 5): what, how many, how much.
// Mantine's Modal traps focus and closes on Escape; the confirm button has the focus.

export function ConfirmBulkModal({
  opened,
  text,
  onConfirm,
  onCancel,
}: {
  opened: boolean;
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('voting.gov.confirm.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack>
        <Text style={{ wordBreak: 'break-word' }}>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('voting.gov.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} data-autofocus>
            {t('voting.gov.confirm.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

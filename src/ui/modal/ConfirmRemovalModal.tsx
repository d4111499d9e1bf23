import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { DialogModal } from './DialogModal';

/**
 * Asks before something named is removed: the question, its name and full address, then Cancel
 * or the red confirm. Nothing is asked about while `subject` is null.
 */
export function ConfirmRemovalModal({
  subject,
  opened = subject !== null,
  title,
  text,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  subject: { name: string; address: string } | null;
  opened?: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogModal opened={opened} onClose={onCancel} title={title}>
      {subject && (
        <Stack>
          <Text>{text}</Text>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {subject.name}
          </Text>
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {subject.address}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </DialogModal>
  );
}

import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Contact } from '../../core/contacts/contact';
import type { ContactWriteOptions } from '../../core/contacts/contact-commands';

type KeepName = NonNullable<ContactWriteOptions['keepName']>;

/**
 * Saving an address another contact already has: names that contact and offers one contact in
 * place of two (the name the person picks, both notes) or Cancel. It replaces the form's own
 * buttons while shown; changing a field takes it away.
 */
export function MergeContactPrompt({
  existing,
  typed,
  busy,
  onMerge,
  onCancel,
}: {
  existing: Contact;
  typed: { name: string; note?: string };
  busy: boolean;
  onMerge: (keepName: KeepName) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [keepName, setKeepName] = useState<KeepName>('incoming');
  const typedName = typed.name.trim();
  const typedNote = typed.note?.trim();
  const bothNotes = !!existing.note && !!typedNote && existing.note !== typedNote;
  return (
    <Stack gap="sm">
      <Alert color="yellow" role="alert">
        <Stack gap={4}>
          {/* Names are text nodes: markup in them is shown, never interpreted. */}
          <Text size="sm">{t('contacts.errors.duplicate', { name: existing.name })}</Text>
          {bothNotes && <Text size="sm">{t('contacts.mergeNotes')}</Text>}
        </Stack>
      </Alert>
      {typedName !== existing.name && (
        <Radio.Group
          label={t('contacts.mergeKeepName')}
          value={keepName}
          onChange={(value) => setKeepName(value === 'existing' ? 'existing' : 'incoming')}
        >
          <Stack gap={8} mt={6}>
            <Radio
              value="incoming"
              label={typedName}
              styles={{ label: { overflowWrap: 'anywhere' } }}
            />
            <Radio
              value="existing"
              label={existing.name}
              styles={{ label: { overflowWrap: 'anywhere' } }}
            />
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onMerge(keepName)} loading={busy}>
          {t('contacts.merge')}
        </Button>
      </Group>
    </Stack>
  );
}

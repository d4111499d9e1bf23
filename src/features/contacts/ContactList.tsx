import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { Contact } from '../../core/contacts/contact';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { OutsideText } from '../../ui/OutsideText';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

function ContactRow({
  contact,
  onEdit,
  onRemove,
}: {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onRemove: (contact: Contact) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="contact-row">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          {/* Names and notes are text nodes: markup in them is shown, never interpreted. */}
          <OutsideText fw={700} text={contact.name} />
          <Group gap="xs" wrap="nowrap">
            <Text ff="monospace" size="sm" title={contact.address} aria-label={contact.address}>
              {short(contact.address)}
            </Text>
            <CopyValueButton
              value={contact.address}
              label={t('contacts.copyAddress')}
              ariaLabel={t('contacts.copyAddressOf', { name: contact.name })}
            />
          </Group>
          {contact.note && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {contact.note}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            component={Link}
            to={`/pay?to=${contact.address}`}
            aria-label={t('contacts.sendTo', { name: contact.name })}
          >
            {t('contacts.send')}
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={t('contacts.editOf', { name: contact.name })}
            onClick={() => onEdit(contact)}
          >
            {t('contacts.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            aria-label={t('contacts.removeOf', { name: contact.name })}
            onClick={() => onRemove(contact)}
          >
            {t('contacts.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The contacts, one card each; a sentence when there are none to show. */
export function ContactList({
  contacts,
  emptyText,
  onEdit,
  onRemove,
}: {
  contacts: Contact[];
  emptyText: string;
  onEdit: (contact: Contact) => void;
  onRemove: (contact: Contact) => void;
}) {
  const { t } = useTranslation();
  if (contacts.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <Stack
      component="ul"
      gap="xs"
      aria-label={t('contacts.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {contacts.map((contact) => (
        <ContactRow key={contact.address} contact={contact} onEdit={onEdit} onRemove={onRemove} />
      ))}
    </Stack>
  );
}

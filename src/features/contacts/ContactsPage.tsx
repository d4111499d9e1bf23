import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { ContactFormModal } from './ContactFormModal';
import { ContactList } from './ContactList';
import { RemoveContactModal } from './RemoveContactModal';
import { useContactsPage } from './use-contacts-page';

/** The address book: people the wallet pays, kept encrypted inside the wallet. */
export function ContactsPage() {
  const { t } = useTranslation();
  const page = useContactsPage();
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1}>{t('contacts.title')}</Title>
          <Button onClick={page.openAdd}>{t('contacts.add')}</Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('contacts.private')}
        </Text>
        {page.total > 0 && (
          <TextInput
            type="search"
            label={t('contacts.search')}
            placeholder={t('contacts.searchPlaceholder')}
            value={page.query}
            onChange={(e) => page.setQuery(e.currentTarget.value)}
          />
        )}
        <ContactList
          contacts={page.shown}
          emptyText={
            page.total === 0 ? t('contacts.empty') : t('contacts.noMatch', { query: page.query })
          }
          onEdit={page.openEdit}
          onRemove={page.askRemove}
        />
      </Stack>
      {page.editor && (
        <ContactFormModal
          // A fresh form for each opening: no values left from the last contact.
          key={page.editor.mode === 'edit' ? page.editor.contact.address : 'add'}
          target={page.editor}
          onClose={page.closeEditor}
        />
      )}
      <RemoveContactModal
        contact={page.removing}
        busy={page.removeBusy}
        onCancel={page.cancelRemove}
        onConfirm={page.confirmRemove}
      />
    </Container>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import type { Contact } from '../../core/contacts/contact';
import { searchContacts } from '../../core/contacts/contact-commands';
import { removeContact, selectContacts, sessionStore } from '../../infra/session/session';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import type { ContactEditorTarget } from './use-contact-form';

/** The contact list page: search, the add/edit modal's target and the remove confirmation. */
export function useContactsPage() {
  const { t } = useTranslation();
  const contacts = useStore(sessionStore, selectContacts);
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<ContactEditorTarget | null>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);

  const remove = useMutation({
    mutationFn: (contact: Contact) => removeContact(contact.address),
    onSuccess: (_done, contact) => {
      notifySuccess(t('contacts.removed', { name: contact.name }));
      setRemoving(null);
    },
    onError: (error) => notifyError(describeError(error, t)),
  });

  const sorted = [...contacts].sort((a, b) => a.name.localeCompare(b.name));

  return {
    total: contacts.length,
    shown: searchContacts(sorted, query),
    query,
    setQuery,
    editor,
    openAdd: () => setEditor({ mode: 'add' }),
    openEdit: (contact: Contact) => setEditor({ mode: 'edit', contact }),
    closeEditor: () => setEditor(null),
    removing,
    askRemove: (contact: Contact) => setRemoving(contact),
    cancelRemove: () => setRemoving(null),
    confirmRemove: () => removing && remove.mutate(removing),
    removeBusy: remove.isPending,
  };
}

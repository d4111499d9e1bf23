import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { Contact } from '../../core/contacts/contact';
import {
  CONTACT_ERROR_KEYS,
  ContactError,
  contactFieldErrors,
  type ContactErrorCode,
  type ContactInput,
} from '../../core/contacts/contact-commands';
import { effectiveEnvironment } from '../../core/config/settings';
import { currentNfdClient } from '../../infra/names/current-nfd';
import {
  addContact,
  selectContacts,
  sessionStore,
  updateContact,
} from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { useReceiver } from '../../ui/receiver/use-receiver';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';

/**
 * What the modal edits: a new contact (its address prefilled when saved from another screen),
 * or the one saved for an address.
 */
export type ContactEditorTarget =
  { mode: 'add'; address?: string } | { mode: 'edit'; contact: Contact };

type Field = keyof ContactInput;

/** The add/edit modal's fields, checks and save (with the merge a duplicate address offers). */
export function useContactForm(target: ContactEditorTarget, onDone: () => void) {
  const { t } = useTranslation();
  const initial = target.mode === 'edit' ? target.contact : undefined;
  const [values, setValues] = useState<ContactInput>({
    name: initial?.name ?? '',
    address: initial?.address ?? (target.mode === 'add' ? target.address : undefined) ?? '',
    note: initial?.note ?? '',
  });
  // Field messages appear once the person tried to save, then follow the typing.
  const [submitted, setSubmitted] = useState(false);

  const save = useMutation({
    mutationFn: ({ input, merge }: { input: ContactInput; merge: boolean }) =>
      target.mode === 'edit'
        ? updateContact(target.contact.address, input, { merge })
        : addContact(input, { merge }),
    onSuccess: (_done, { input }) => {
      notifySuccess(t('contacts.saved', { name: input.name.trim() }));
      onDone();
    },
  });

  // The address may be typed as a .algo name (issue 26): the contact keeps the deposit account
  // it resolves to, shown under the field before saving.
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const nfd = currentNfdClient(env);
  const receiver = useReceiver({
    text: values.address,
    active: true,
    accounts: useStore(sessionStore, (s) => s.accounts),
    contacts: useStore(sessionStore, selectContacts),
    nfd,
    env,
  });
  const byName = receiver.nameState.kind !== 'none';
  const input: ContactInput =
    receiver.nameState.kind === 'found' ? { ...values, address: receiver.address! } : values;

  const codes = submitted ? contactFieldErrors(input) : {};
  const fieldError = (field: Field) => {
    // A name's own message (not found, no deposit account…) shows under the field instead.
    if (field === 'address' && byName) return undefined;
    const code: ContactErrorCode | undefined = codes[field];
    return code ? t(CONTACT_ERROR_KEYS[code]) : undefined;
  };

  const failure = save.error;
  const duplicate =
    failure instanceof ContactError && failure.code === 'duplicate-address'
      ? failure.existing
      : undefined;
  const error =
    !failure || duplicate
      ? null
      : failure instanceof ContactError
        ? t(failure.messageKey)
        : describeError(failure, t);

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A refusal is about what was sent; a changed field is a new attempt.
    if (save.isError) save.reset();
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setSubmitted(true);
    if (receiver.blocked || Object.keys(contactFieldErrors(input)).length > 0) return;
    save.mutate({ input, merge: false });
  }

  const merge = () => save.mutate({ input, merge: true });

  return {
    values,
    set,
    receiver,
    namesOn: nfd !== null,
    fieldError,
    submit,
    merge,
    duplicate,
    error,
    busy: save.isPending,
  };
}

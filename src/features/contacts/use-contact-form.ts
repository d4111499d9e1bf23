import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import type { Contact } from '../../core/contacts/contact';
import {
  CONTACT_ERROR_KEYS,
  ContactError,
  contactFieldErrors,
  type ContactErrorCode,
  type ContactInput,
  type ContactWriteOptions,
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

interface SaveVariables {
  input: ContactInput;
  options: ContactWriteOptions;
  /** For a merge: the contact that already had the address. */
  mergingInto?: Contact;
}

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
    mutationFn: ({ input, options }: SaveVariables) =>
      target.mode === 'edit'
        ? updateContact(target.contact.address, input, options)
        : addContact(input, options),
    onSuccess: (_done, { input, options, mergingInto }) => {
      const kept = options.keepName === 'existing' ? mergingInto?.name : undefined;
      notifySuccess(t('contacts.saved', { name: kept ?? input.name.trim() }));
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
    // The contact's own address: another contact's or account's name is not one.
    byName: false,
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
  // While a merge runs its prompt stays (the refusal that opened it is cleared by then).
  const duplicate =
    failure instanceof ContactError && failure.code === 'duplicate-address'
      ? failure.existing
      : save.isPending
        ? save.variables.mergingInto
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
    save.mutate({ input, options: {} });
  }

  const merge = (keepName: ContactWriteOptions['keepName']) =>
    save.mutate({ input, options: { merge: true, keepName }, mergingInto: duplicate });

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

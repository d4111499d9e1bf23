import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../core/contacts/contact';
import {
  CONTACT_ERROR_KEYS,
  ContactError,
  contactFieldErrors,
  type ContactErrorCode,
  type ContactInput,
} from '../../core/contacts/contact-commands';
import { addContact, updateContact } from '../../infra/session/session';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';

/** What the modal edits: a new contact, or the one saved for an address. */
export type ContactEditorTarget = { mode: 'add' } | { mode: 'edit'; contact: Contact };

type Field = keyof ContactInput;

/** The add/edit modal's fields, checks and save (with the merge a duplicate address offers). */
export function useContactForm(target: ContactEditorTarget, onDone: () => void) {
  const { t } = useTranslation();
  const initial = target.mode === 'edit' ? target.contact : undefined;
  const [values, setValues] = useState<ContactInput>({
    name: initial?.name ?? '',
    address: initial?.address ?? '',
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

  const codes = submitted ? contactFieldErrors(values) : {};
  const fieldError = (field: Field) => {
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
    if (Object.keys(contactFieldErrors(values)).length > 0) return;
    save.mutate({ input: values, merge: false });
  }

  const merge = () => save.mutate({ input: values, merge: true });

  return {
    values,
    set,
    fieldError,
    submit,
    merge,
    duplicate,
    error,
    busy: save.isPending,
  };
}

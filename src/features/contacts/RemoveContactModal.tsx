import { useTranslation } from '../../i18n/react';
import type { Contact } from '../../core/contacts/contact';
import { ConfirmRemovalModal } from '../../ui/modal/ConfirmRemovalModal';

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
    <ConfirmRemovalModal
      subject={contact}
      title={t('contacts.removeTitle')}
      text={t('contacts.removeText')}
      confirmLabel={t('contacts.removeConfirm')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

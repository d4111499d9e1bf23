import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import { addWalletPasskey, removeWalletPasskey, sessionStore } from '../../infra/session/session';
import { describeError } from '../../ui/errors';
import { notifySuccess } from '../../ui/notify';

/** Settings → Security → Passkeys: the open wallet's passkeys, adding and removing one. */
export function usePasskeysSection() {
  const { t } = useTranslation();
  const waysIn = useStore(sessionStore, (s) => s.waysIn);
  const passkeys = waysIn?.passkeys ?? [];
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: (label: string) => addWalletPasskey(label),
    onSuccess: () => {
      setName('');
      notifySuccess(t('passkeys.added'));
    },
  });
  const remove = useMutation({
    mutationFn: (credentialId: string) => removeWalletPasskey(credentialId),
    onSuccess: () => notifySuccess(t('passkeys.removed')),
  });
  const failed = add.error ?? remove.error;
  return {
    passkeys,
    name,
    setName,
    add: () => add.mutate(name.trim() || t('passkeys.defaultName', { n: passkeys.length + 1 })),
    adding: add.isPending,
    remove: (credentialId: string) => remove.mutate(credentialId),
    removing: remove.isPending ? remove.variables : null,
    error: failed ? describeError(failed, t) : null,
  };
}

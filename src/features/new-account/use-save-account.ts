import { useMutation } from '@tanstack/react-query';
import type { TFunction } from '../../i18n/translate';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { notifyError, notifySuccess } from '../../ui/notify';
import { describeSaveError } from './save-account';

/**
 * How every "new account" form ends: `add` stores the account (false: nothing was stored, say
 * nothing), then a toast names it and the accounts list opens; a failure is a toast. Variables
 * hold the name and public facts only: a form reads any key or phrase inside `add`.
 */
export function useSaveAccount<V extends { name: string }>(
  add: (variables: V) => Promise<boolean | void>,
  describe: (error: unknown, t: TFunction) => string = describeSaveError,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useMutation({
    // Saving is local: it must not wait for the browser to be online.
    networkMode: 'always',
    mutationFn: async (variables: V) => {
      if ((await add(variables)) === false) return;
      notifySuccess(t('newAccount.created', { name: variables.name }));
      void navigate('/accounts');
    },
    onError: (error) => notifyError(describe(error, t)),
  });
  return {
    save: (variables: V) => save.mutate(variables),
    /** Also after a save, while the accounts list opens: the form stays as it was sent. */
    busy: save.isPending || save.isSuccess,
    pending: save.isPending,
  };
}

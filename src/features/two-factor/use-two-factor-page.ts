import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import type { AuthenticatorSetup } from '../../core/two-factor/provider-responses';
import { selectableProviders } from '../../core/two-factor/providers';
import { normalizeTwoFactorCode } from '../../core/two-factor/two-factor-accounts';
import { loadTwoFactorProviders } from '../../infra/two-factor/provider-list';
import { notifySuccess } from '../../ui/notify';
import { twoFactorErrorText } from './two-factor-error-text';
import { confirmSecret, requestSecret, saveTwoFactorAccount } from './two-factor-setup';
import { useTwoFactorAccounts } from './use-two-factor-accounts';
import { twoFactorKeys } from './query-keys';

/**
 * State and actions of /new-account/2fa: request the authenticator secret with the hot account,
 * then confirm it with a code and save the 2-of-3 multisig.
 */
export function useTwoFactorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { network, accounts, hotOptions, coldOptions } = useTwoFactorAccounts();
  const providers = useQuery({
    queryKey: twoFactorKeys.providers(network),
    queryFn: loadTwoFactorProviders,
    staleTime: Infinity,
  });
  const selectable = selectableProviders(providers.data ?? []);

  const [chosenProvider, setChosenProvider] = useState<string | null>(null);
  const [hot, setHot] = useState<string | null>(null);
  const [cold, setCold] = useState<string | null>(null);
  // True from a received secret until "Start over": the confirmation step is shown.
  const [requested, setRequested] = useState(false);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [twoFactorAccount, setTwoFactorAccount] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Secrets live in refs, never in state: the ARC-14 token and the authenticator secret.
  const tokenRef = useRef<string | null>(null);
  const secretRef = useRef<AuthenticatorSetup | null>(null);
  const resetCodeRef = useRef<(() => void) | null>(null);
  const [secretRevision, setSecretRevision] = useState(0);

  // With a single provider there is nothing to choose.
  const providerId = chosenProvider ?? (selectable.length === 1 ? selectable[0]!.id : null);
  const completeCode = normalizeTwoFactorCode(code);

  useEffect(
    () => () => {
      tokenRef.current = null;
      secretRef.current = null;
    },
    [],
  );

  // Shown inline where the action was; a toast as well would say it twice (notify.ts).
  const fail = (e: unknown) => setError(twoFactorErrorText(e, t));

  function forgetSecrets() {
    tokenRef.current = null;
    secretRef.current = null;
    setSecretRevision((r) => r + 1);
  }

  // Tried even when the browser says it is offline (a paused mutation would spin silently):
  // the failure is then shown like any other.
  const request = useMutation({
    networkMode: 'always',
    mutationFn: () =>
      requestSecret({
        providerId,
        hot: accounts.find((a) => a.addr === hot),
        coldAddress: cold,
      }),
    onMutate: () => setError(null),
    onSuccess: (result) => {
      tokenRef.current = result.authToken;
      secretRef.current = result.setup;
      setSecretRevision((r) => r + 1);
      setRequested(true);
    },
    onError: fail,
  });

  // Reads the token from its ref here, so it never becomes a mutation variable or result.
  const confirm = useMutation({
    networkMode: 'always',
    mutationFn: async ({
      providerId,
      hot,
      cold,
    }: Record<'providerId' | 'hot' | 'cold', string>) => {
      let provided = twoFactorAccount;
      if (!provided) {
        const authToken = tokenRef.current;
        if (!authToken || !completeCode) throw new Error('setup state lost');
        provided = await confirmSecret({
          providerId,
          authToken,
          recoveryAccount: cold,
          code: completeCode,
        });
        // Confirmed: the app holds the secret now. Kept so a failed save can be retried.
        setTwoFactorAccount(provided);
        forgetSecrets();
      }
      await saveTwoFactorAccount({
        name,
        network,
        providerId,
        primaryAccount: hot,
        recoveryAccount: cold,
        twoFactorAccount: provided,
      });
      notifySuccess(t('twoFactor.saved', { name: name.trim() }));
      void navigate('/accounts');
    },
    onError: fail,
  });

  // Saved: the page stays as it is while the accounts list opens.
  const confirming = confirm.isPending || confirm.isSuccess;
  return {
    providers,
    selectable,
    providerId,
    chooseProvider: setChosenProvider,
    hot,
    setHot,
    cold,
    setCold,
    hotOptions,
    coldOptions,
    enoughAccounts: hotOptions.length > 0 && coldOptions.length > 1,
    sameAccounts: hot !== null && hot === cold,
    // The accounts are fixed from the request on: the secret belongs to exactly this pair.
    locked: requested || request.isPending,
    secretRequested: requested,
    requesting: request.isPending,
    confirming,
    name,
    setName,
    setCode,
    completeCode,
    resetCodeRef,
    twoFactorAccount,
    secretRef,
    secretRevision,
    error,
    request: () => request.mutate(),
    confirm() {
      setError(null);
      if (!name.trim()) return setError(t('twoFactor.nameRequired'));
      if ((!completeCode && !twoFactorAccount) || !providerId || !hot || !cold) return;
      confirm.mutate({ providerId, hot, cold });
    },
    startOver() {
      forgetSecrets();
      setTwoFactorAccount(null);
      setCode('');
      resetCodeRef.current?.();
      setError(null);
      setRequested(false);
    },
  };
}

export type TwoFactorPage = ReturnType<typeof useTwoFactorPage>;

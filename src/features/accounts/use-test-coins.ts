import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { fundFromDispenser, hasTestCoins, FaucetError } from '../../infra/chain/devnet-faucet';
import { askForBackup } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { notifySuccess } from '../../ui/notify';
import { accountInfoQuery } from './account-queries';
import { useCoinFormat } from './use-coin-format';

/** "Get test coins" on local networks (sandbox, devnet): funds the account from the dispenser. */
export function useTestCoins(network: string, address: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const coin = useCoinFormat();
  const available = useStore(settingsStore, (s) =>
    hasTestCoins(effectiveEnvironment(s.settings, s.config)),
  );
  const mutation = useMutation({
    // A passkey-only wallet is asked for a backup before the coins arrive (issue 42); the
    // next press, backed up or not, gets them.
    mutationFn: async () => (askForBackup() ? null : fundFromDispenser(address)),
    onSuccess: (sent) => {
      if (!sent) return;
      const { amount } = sent;
      notifySuccess(t('overview.testCoinsSent', { amount: coin(amount) }));
      return queryClient.invalidateQueries({
        queryKey: accountInfoQuery(network, address).queryKey,
      });
    },
  });
  const error = mutation.error
    ? mutation.error instanceof FaucetError
      ? t(`overview.testCoinsError.${mutation.error.code}`)
      : t('overview.testCoinsError.failed')
    : null;
  return { available, mutation, error };
}

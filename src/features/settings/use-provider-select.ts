import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { EnvironmentId, NetworkServers } from '../../core/networks/environments';
import { pinnedAtFirstContact } from '../../core/networks/genesis';
import { selectableProviders, SHIPPED_PROVIDERS } from '../../core/networks/providers';
import { forgetGenesisPin } from '../../infra/chain/genesis-pin';
import { checkAlgodProvider, loadProviders } from '../../infra/config/public-providers';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifyError } from '../../ui/notify';
import { settingsKeys } from './query-keys';

export type ServerKey = keyof NetworkServers;

/**
 * The public providers of one server kind (those needing registration are not offered) and
 * the choice of one. `fallback` is the deployment's own host: picking it clears the choice.
 * The live list is fetched only once the person opens the picker (`open`): until then, and
 * whenever it cannot be had, the copy shipped with the wallet is offered. Showing Settings or
 * switching the network contacts no list host.
 */
export function useProviderSelect(
  env: EnvironmentId,
  kind: ServerKey,
  current: string,
  fallback: string,
) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const list = useQuery({
    queryKey: settingsKeys.providers(env, kind),
    queryFn: () => loadProviders(env, kind),
    staleTime: 60 * 60_000,
    enabled: opened,
  });
  const providers = selectableProviders(list.data ?? SHIPPED_PROVIDERS[env]?.[kind], fallback);
  if (current && !providers.some((p) => p.host === current)) {
    providers.unshift({ host: current, providerName: current });
  }

  const choose = useMutation({
    mutationFn: async (host: string) => {
      // A listed node must serve this environment's network (its genesis) before it is used.
      if (kind === 'algod' && host !== fallback) {
        if ((await checkAlgodProvider(env, host)) === 'other-network') {
          notifyError(t('network.providerOtherNetwork', { host }));
          return;
        }
      }
      const { hosts = {} } = settingsStore.getState().settings;
      const chosen = { ...hosts[env] };
      // Picking the deployment's own host clears the choice, so config changes reach the user.
      if (host === fallback) delete chosen[kind];
      else chosen[kind] = host;
      if (kind === 'algod' && pinnedAtFirstContact(env)) forgetGenesisPin(env);
      updateSettings({ hosts: { ...hosts, [env]: chosen } });
    },
  });

  return {
    providers,
    /** The person opened the picker: now the live list may be fetched. */
    open: () => setOpened(true),
    choose: (host: string) => choose.mutate(host),
  };
}

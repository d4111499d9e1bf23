import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import type { EnvironmentId, NetworkServers } from '../../core/networks/environments';
import { pinnedAtFirstContact } from '../../core/networks/genesis';
import { selectableProviders } from '../../core/networks/providers';
import { forgetGenesisPin } from '../../infra/chain/genesis-pin';
import { checkAlgodProvider, loadProviders } from '../../infra/config/public-providers';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifyError } from '../../ui/notify';
import { settingsKeys } from './query-keys';

export type ServerKey = keyof NetworkServers;

/**
 * The public providers of one server kind (those needing registration are not offered) and
 * the choice of one. `fallback` is the deployment's own host: picking it clears the choice.
 */
export function useProviderSelect(
  env: EnvironmentId,
  kind: ServerKey,
  current: string,
  fallback: string,
) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: settingsKeys.providers(env, kind),
    queryFn: () => loadProviders(env, kind),
    staleTime: 60 * 60_000,
  });
  const providers = selectableProviders(list.data, fallback);
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

  return { providers, choose: (host: string) => choose.mutate(host) };
}

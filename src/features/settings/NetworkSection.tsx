import { Button, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useQuery } from '@tanstack/react-query';
import {
  deploymentServers,
  effectiveEnvironment,
  effectiveServers,
  type Settings,
} from '../../core/config/settings';
import {
  ENVIRONMENT_IDS,
  isEnvironmentId,
  type EnvironmentId,
  type NetworkServers,
} from '../../core/networks/environments';
import { selectableProviders } from '../../core/networks/providers';
import { pinnedAtFirstContact } from '../../core/networks/genesis';
import { forgetGenesisPin } from '../../infra/chain/genesis-pin';
import { checkAlgodProvider, loadProviders } from '../../infra/config/public-providers';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ParticipationHostForm } from './ParticipationHostForm';
import { settingsKeys } from './query-keys';

type ServerKey = keyof NetworkServers;
const SERVER_KEYS: ServerKey[] = ['algod', 'indexer', 'participation'];
// The participation host of a listed environment is typed (ParticipationHostForm), not picked.
const PROVIDER_KEYS: ServerKey[] = ['algod', 'indexer'];

/** Settings as if the user had typed no participation host: what an empty field falls back to. */
const withoutOwnParticipation = (settings: Settings): Settings => ({
  ...settings,
  participation: undefined,
});

export function NetworkSection() {
  const { t } = useTranslation();
  const { settings, config } = useStore(settingsStore);
  const env = effectiveEnvironment(settings, config);
  const servers = effectiveServers(env, settings, config);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-network">
      <Stack>
        <Title order={2} size="h3" id="settings-network">
          {t('settings.environmentSection')}
        </Title>
        <NativeSelect
          label={t('settings.environment')}
          data={ENVIRONMENT_IDS.map((id) => ({ value: id, label: t(`env.${id}`) }))}
          value={env}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isEnvironmentId(value)) {
              updateSettings(
                value === 'custom' && !settings.custom
                  ? { env: value, custom: servers }
                  : { env: value },
              );
            }
          }}
        />
        {env === 'custom' ? (
          <CustomServersForm key={JSON.stringify(servers)} initial={servers} />
        ) : (
          <>
            {PROVIDER_KEYS.map((kind) => (
              <ProviderSelect
                key={`${env}-${kind}`}
                env={env}
                kind={kind}
                current={servers[kind].host}
                fallback={deploymentServers(env, config)[kind].host}
              />
            ))}
            <ParticipationHostForm
              key={env}
              env={env}
              fallback={
                effectiveServers(env, withoutOwnParticipation(settings), config).participation.host
              }
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** A public provider for one server kind; providers that need registration are not offered. */
function ProviderSelect({
  env,
  kind,
  current,
  fallback,
}: {
  env: EnvironmentId;
  kind: ServerKey;
  current: string;
  fallback: string;
}) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: settingsKeys.providers(env, kind),
    queryFn: () => loadProviders(env, kind),
    staleTime: 60 * 60_000,
  });
  const providers = selectableProviders(list.data, fallback);
  if (!current && providers.length === 0) return null;
  if (current && !providers.some((p) => p.host === current)) {
    providers.unshift({ host: current, providerName: current });
  }

  async function choose(host: string) {
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
  }

  return (
    <NativeSelect
      label={t(`settings.${kind}Host`)}
      value={current}
      data={providers.map((p) => ({
        value: p.host,
        label: p.providerName === p.host ? p.host : `${p.providerName} (${p.host})`,
      }))}
      onChange={(event) => void choose(event.currentTarget.value)}
    />
  );
}

function CustomServersForm({ initial }: { initial: NetworkServers }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const set = (key: ServerKey, field: 'host' | 'token', value: string) =>
    setDraft((d) => ({ ...d, [key]: { ...d[key], [field]: value } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    // Other servers may be another chain: the next contact pins the custom network again.
    if (draft.algod.host !== initial.algod.host) forgetGenesisPin('custom');
    updateSettings({ custom: draft });
    notifySuccess(t('settings.serversSaved'));
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        {SERVER_KEYS.map((key) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} key={key}>
            <TextInput
              label={t(`settings.${key}Host`)}
              type="url"
              value={draft[key].host}
              onChange={(e) => set(key, 'host', e.currentTarget.value)}
            />
            <TextInput
              label={t(`settings.${key}Token`)}
              value={draft[key].token}
              onChange={(e) => set(key, 'token', e.currentTarget.value)}
              autoComplete="off"
            />
          </SimpleGrid>
        ))}
        <Button type="submit" w="fit-content">
          {t('settings.saveServers')}
        </Button>
      </Stack>
    </form>
  );
}

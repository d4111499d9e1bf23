import {
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { effectiveEnvironment, effectiveServers } from '../../core/config/settings';
import {
  ENVIRONMENT_IDS,
  isEnvironmentId,
  type NetworkServers,
} from '../../core/networks/environments';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifySuccess } from '../../ui/notify';

type ServerKey = keyof NetworkServers;
const SERVER_KEYS: ServerKey[] = ['algod', 'indexer', 'participation'];

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
          <Stack gap={4} aria-label={t('settings.readOnlyHosts')}>
            {SERVER_KEYS.filter((k) => servers[k].host).map((k) => (
              <Text size="sm" key={k}>
                <Text span fw={600}>
                  {t(`settings.${k}Host`)}:
                </Text>{' '}
                <Text span ff="monospace">
                  {servers[k].host}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function CustomServersForm({ initial }: { initial: NetworkServers }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const set = (key: ServerKey, field: 'host' | 'token', value: string) =>
    setDraft((d) => ({ ...d, [key]: { ...d[key], [field]: value } }));

  function submit(event: FormEvent) {
    event.preventDefault();
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

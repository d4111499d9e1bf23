import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { parseParticipationServer, withParticipationHost } from '../../core/config/settings';
import type { EnvironmentId } from '../../core/networks/environments';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifySuccess } from '../../ui/notify';

/**
 * The participation host ("Go online") of a non-custom environment: stored per environment;
 * empty goes back to config.json's or the built-in host, shown as the placeholder.
 */
export function ParticipationHostForm({
  env,
  fallback,
}: {
  env: EnvironmentId;
  /** The host in force when the field is empty. */
  fallback: string;
}) {
  const { t } = useTranslation();
  const own = useStore(settingsStore, (s) => s.settings.participation?.[env]);
  const [host, setHost] = useState(own?.host ?? '');
  const [token, setToken] = useState(own?.token ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = parseParticipationServer(host, token);
    if (input.kind === 'invalid') {
      setError(t('settings.participationHostInvalid'));
      return;
    }
    const { participation, hosts = {} } = settingsStore.getState().settings;
    // A provider picked from the public list before this field existed gives way too, so an
    // empty field means config.json's or the built-in host, as it says.
    const { participation: _picked, ...chosen } = hosts[env] ?? {};
    updateSettings({
      participation: withParticipationHost(participation, env, input),
      hosts: { ...hosts, [env]: chosen },
    });
    if (input.kind === 'server') {
      setHost(input.server.host);
      setToken(input.server.token);
    } else setToken('');
    notifySuccess(t('settings.participationHostSaved'));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('settings.participationHost')}
            description={
              fallback
                ? t('settings.participationHostDefault', { host: fallback })
                : t('settings.participationHostNone')
            }
            type="url"
            inputMode="url"
            placeholder={fallback || 'https://'}
            value={host}
            error={error}
            onChange={(e) => {
              setHost(e.currentTarget.value);
              setError(null);
            }}
          />
          <TextInput
            label={t('settings.participationToken')}
            value={token}
            onChange={(e) => setToken(e.currentTarget.value)}
            autoComplete="off"
          />
        </SimpleGrid>
        <Button type="submit" variant="default" w="fit-content">
          {t('settings.saveParticipationHost')}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import type { NetworkServers } from '../../core/networks/environments';
import { forgetGenesisPin } from '../../infra/chain/genesis-pin';
import { updateSettings } from '../../infra/settings/settings-store';
import { notifySuccess } from '../../ui/notify';
import type { ServerKey } from './use-provider-select';

const SERVER_KEYS: ServerKey[] = ['algod', 'indexer', 'participation'];

/** The custom environment: every server's host and token typed by the user. */
export function CustomServersForm({ initial }: { initial: NetworkServers }) {
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

import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { parseIpfsGatewayInput } from '../../core/config/settings';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifySuccess } from '../../ui/notify';

/** The IPFS gateway collectibles load through; empty goes back to config.json's. */
export function IpfsGatewayForm() {
  const { t } = useTranslation();
  const own = useStore(settingsStore, (s) => s.settings.ipfsGateway ?? '');
  const fallback = useStore(settingsStore, (s) => s.config.ipfsGateway ?? '');
  const [value, setValue] = useState(own);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = parseIpfsGatewayInput(value);
    if (input.kind === 'invalid') {
      setError(t('settings.ipfsGatewayInvalid'));
      return;
    }
    const url = input.kind === 'url' ? input.url : undefined;
    updateSettings({ ipfsGateway: url });
    setValue(url ?? '');
    notifySuccess(t('settings.ipfsGatewaySaved'));
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('settings.ipfsGateway')}
          description={
            fallback
              ? t('settings.ipfsGatewayDefault', { host: fallback })
              : t('settings.ipfsGatewayNone')
          }
          type="url"
          inputMode="url"
          placeholder={fallback || 'https://'}
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" variant="default" w="fit-content">
          {t('settings.saveIpfsGateway')}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { parseSettings } from '../../core/config/settings';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifyError, notifySuccess } from '../../ui/notify';

/** WalletConnect project id, relay and v1 bridge (over config.json), and the dapp rekey switch. */
export function WalletConnectSection() {
  const { t } = useTranslation();
  const own = useStore(settingsStore, (s) => s.settings.walletConnect);
  const config = useStore(settingsStore, (s) => s.config);
  const [projectId, setProjectId] = useState(own?.projectId ?? '');
  const [relayUrl, setRelayUrl] = useState(own?.relayUrl ?? '');
  const [bridgeUrl, setBridgeUrl] = useState(own?.bridgeUrl ?? '');

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = {
      ...own,
      projectId: projectId.trim() || undefined,
      relayUrl: relayUrl.trim() || undefined,
      bridgeUrl: bridgeUrl.trim() || undefined,
    };
    // The same checks as when settings are read back: what does not pass is not stored.
    const checked = parseSettings(JSON.stringify({ walletConnect: wanted })).walletConnect ?? {};
    const rejected = (['projectId', 'relayUrl', 'bridgeUrl'] as const).filter(
      (key) => wanted[key] !== undefined && checked[key] === undefined,
    );
    if (rejected.length > 0) {
      notifyError(
        t('settings.wcInvalid', { fields: rejected.map((k) => t(`settings.wc.${k}`)).join(', ') }),
      );
      return;
    }
    updateSettings({ walletConnect: checked });
    notifySuccess(t('settings.wcSaved'));
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-wc">
      <form onSubmit={save}>
        <Stack>
          <Title order={2} size="h3" id="settings-wc">
            {t('settings.wcTitle')}
          </Title>
          <TextInput
            label={t('settings.wc.projectId')}
            value={projectId}
            placeholder={config.walletConnectProjectId ?? ''}
            onChange={(e) => setProjectId(e.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label={t('settings.wc.relayUrl')}
            description={t('settings.wcRelayHint')}
            value={relayUrl}
            placeholder={config.walletConnectRelayUrl ?? 'wss://relay.walletconnect.com'}
            onChange={(e) => setRelayUrl(e.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label={t('settings.wc.bridgeUrl')}
            value={bridgeUrl}
            placeholder={config.walletConnectBridgeUrl ?? ''}
            onChange={(e) => setBridgeUrl(e.currentTarget.value)}
            autoComplete="off"
          />
          <Switch
            label={t('settings.wcAllowRekeys')}
            description={t('settings.wcAllowRekeysHint')}
            checked={own?.allowRekeys ?? false}
            onChange={(e) =>
              updateSettings({ walletConnect: { ...own, allowRekeys: e.currentTarget.checked } })
            }
          />
          <Group>
            <Button type="submit" variant="default">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

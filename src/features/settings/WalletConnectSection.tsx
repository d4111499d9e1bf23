import { Button, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { parseSettings } from '../../core/config/settings';
import { DEFAULT_WALLETCONNECT_RELAY_URL, verifyServiceFor } from '../../core/config/verify-url';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifyError, notifySuccess } from '../../ui/notify';

const TEXT_FIELDS = ['projectId', 'relayUrl', 'bridgeUrl', 'verifyUrl'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const HINTS: Partial<Record<TextField, 'settings.wcRelayHint' | 'settings.wcVerifyHint'>> = {
  relayUrl: 'settings.wcRelayHint',
  verifyUrl: 'settings.wcVerifyHint',
};

/**
 * WalletConnect project id, relay, v1 bridge and Verify service (over config.json), and the
 * dapp rekey switch.
 */
export function WalletConnectSection() {
  const { t } = useTranslation();
  const own = useStore(settingsStore, (s) => s.settings.walletConnect);
  const config = useStore(settingsStore, (s) => s.config);
  const [fields, setFields] = useState<Record<TextField, string>>({
    projectId: own?.projectId ?? '',
    relayUrl: own?.relayUrl ?? '',
    bridgeUrl: own?.bridgeUrl ?? '',
    verifyUrl: own?.verifyUrl ?? '',
  });
  const fallback: Record<TextField, string> = {
    projectId: config.walletConnectProjectId ?? '',
    relayUrl: config.walletConnectRelayUrl ?? DEFAULT_WALLETCONNECT_RELAY_URL,
    bridgeUrl: config.walletConnectBridgeUrl ?? '',
    // What an empty field means with the relay in force (none with a relay of one's own).
    verifyUrl:
      verifyServiceFor(
        own?.relayUrl || config.walletConnectRelayUrl,
        config.walletConnectVerifyUrl,
      ) ?? '',
  };

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = {
      ...own,
      projectId: fields.projectId.trim() || undefined,
      relayUrl: fields.relayUrl.trim() || undefined,
      bridgeUrl: fields.bridgeUrl.trim() || undefined,
      verifyUrl: fields.verifyUrl.trim() || undefined,
    };
    // The same checks as when settings are read back: what does not pass is not stored.
    const checked = parseSettings(JSON.stringify({ walletConnect: wanted })).walletConnect ?? {};
    const rejected = TEXT_FIELDS.filter(
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
          {TEXT_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`settings.wc.${field}`)}
              description={HINTS[field] && t(HINTS[field])}
              value={fields[field]}
              placeholder={fallback[field]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFields((f) => ({ ...f, [field]: value }));
              }}
              autoComplete="off"
            />
          ))}
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

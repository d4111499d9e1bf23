import '@mantine/core/styles/List.layer.css';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';

/**
 * Every host the wallet may contact and when, in words: what `fetch`, the WalletConnect client,
 * pictures and the Ledger transport reach (src/infra, the config schema's hosts). A new host
 * the wallet contacts gets a line here.
 */
const PRIVACY_HOSTS = [
  'site',
  'nodes',
  'lists',
  'participation',
  'ipfs',
  'nfd',
  'prices',
  'verifiedAssets',
  'swap',
  'walletConnect',
  'verify',
  'twoFactor',
  'ledger',
  'others',
] as const;

export function PrivacyHosts() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="privacy-hosts" gap="sm" mt="xl">
      <Title order={2} size="h3" id="privacy-hosts">
        {t('privacy.hosts.title')}
      </Title>
      <Text>{t('privacy.hosts.intro')}</Text>
      <List spacing="sm">
        {PRIVACY_HOSTS.map((host) => (
          <List.Item key={host}>
            <Text span fw={600}>
              {t(`privacy.hosts.${host}.name`)}
            </Text>
            : {t(`privacy.hosts.${host}.when`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

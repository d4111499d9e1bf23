import { Anchor, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { settingsStore } from '../../infra/settings/settings-store';
import { useWalletList } from './use-wallet-list';
import { NewWalletForm } from './NewWalletForm';
import { OpenWalletForm } from './OpenWalletForm';

/** Shown instead of any main-layout page while no wallet is open. */
export function LoginPage() {
  const { t } = useTranslation();
  const wallets = useWalletList();
  const [creating, setCreating] = useState(false);

  if (!wallets.loaded) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const list = wallets.wallets;
  const showNew = list.length === 0 || creating;

  return (
    <Container size={480} py="xl">
      {showNew && (
        // A first visit may be a move from another browser, whose backup is imported instead.
        // Above the form: its blur messages change its height, and would move a link below it.
        <Text size="sm" ta="center" mb="md">
          {t('login.importPrompt')}{' '}
          <Anchor component={Link} to="/import-wallet" size="sm">
            {t('login.importWallet')}
          </Anchor>
        </Text>
      )}
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {showNew ? (
          <NewWalletForm onCancel={list.length > 0 ? () => setCreating(false) : undefined} />
        ) : (
          <Stack>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('login.intro')}
            </Text>
            <OpenWalletForm wallets={list} onCreateNew={() => setCreating(true)} />
          </Stack>
        )}
      </Paper>
      <DeploymentLinks />
    </Container>
  );
}

/**
 * The guides and source of this deployment, named in its config.json: the app links only to
 * documents its operator chose, and shows no link for one that is not set.
 */
function DeploymentLinks() {
  const { t } = useTranslation();
  const config = useStore(settingsStore, (s) => s.config);
  const links = [
    { href: config.guideBasicUrl, label: t('login.guideBasic') },
    { href: config.guideTetherUrl, label: t('login.guideTether') },
    { href: config.sourceCodeUrl, label: t('login.sourceCode') },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <Group justify="center" mt="md" gap="lg" component="nav" aria-label={t('login.guides')}>
      {links.map((link) => (
        <Anchor
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
        >
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

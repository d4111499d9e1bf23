import { Anchor, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletList } from './use-wallet-list';
import { NewWalletForm } from './NewWalletForm';
import { OpenWalletForm } from './OpenWalletForm';

export const SOURCE_CODE_URL = 'https://github.com/scholtz/wallet';
const GUIDE_BASIC_URL = 'https://github.com/scholtz/wallet/blob/master/docs/basic-usage.md';
const GUIDE_TETHER_URL = 'https://github.com/scholtz/wallet/blob/master/docs/tether-usage.md';

/** Shown instead of any main-layout page while no wallet is open. */
export function LoginPage() {
  const { t } = useTranslation();
  const wallets = useWalletList();
  const [creating, setCreating] = useState(false);

  if (!wallets.loaded) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const list = wallets.wallets;
  const showNew = list.length === 0 || creating;

  return (
    <Container size={480} py="xl">
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
      <Group justify="center" mt="md" gap="lg">
        <Anchor href={GUIDE_BASIC_URL} target="_blank" rel="noopener noreferrer" size="sm">
          {t('login.guideBasic')}
        </Anchor>
        <Anchor href={GUIDE_TETHER_URL} target="_blank" rel="noopener noreferrer" size="sm">
          {t('login.guideTether')}
        </Anchor>
        <Anchor href={SOURCE_CODE_URL} target="_blank" rel="noopener noreferrer" size="sm">
          {t('login.sourceCode')}
        </Anchor>
      </Group>
    </Container>
  );
}

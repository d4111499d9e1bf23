import {
  Badge,
  Button,
  Container,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { sessionStore, setLastActiveAccount, touch } from '../../infra/session/session';
import { NotFoundPage } from '../../ui/NotFoundPage';

export function AccountOverviewPage() {
  const { t } = useTranslation();
  const { account: address = '' } = useParams();
  const account = useStore(sessionStore, (s) => s.accounts.find((a) => a.addr === address));

  useEffect(() => {
    // Opening an account prolongs the session (spec section 4).
    touch();
    if (account && sessionStore.getState().lastActiveAccount !== account.addr)
      setLastActiveAccount(account.addr);
  }, [account]);

  if (!account) return <NotFoundPage />;
  return (
    <Container size="lg" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Group justify="space-between">
            <Title order={1}>{account.name}</Title>
            <Badge variant="light">{t(`accounts.types.${account.type}`)}</Badge>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text
              ff="monospace"
              style={{ wordBreak: 'break-all' }}
              aria-label={t('accounts.address')}
            >
              {account.addr}
            </Text>
            <CopyButton value={account.addr}>
              {({ copied, copy }) => (
                <Button size="xs" variant="default" onClick={copy}>
                  {copied ? t('common.copied') : t('common.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}

import '@mantine/core/styles/SimpleGrid.layer.css';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { newAccountModePath, type NewAccountMode } from './new-account-mode';

type ChoiceKey =
  | 'basic'
  | 'vanity'
  | 'emailPassword'
  | 'import'
  | 'shamir'
  | 'watch'
  | 'multisig'
  | 'ledger'
  | 'twoFactor'
  | 'walletConnect';

// Page states are links too (`?mode=`), so back and forward move between them.
const CHOICES: { key: ChoiceKey; to: string }[] = [
  { key: 'basic', to: newAccountModePath('basic' satisfies NewAccountMode) },
  { key: 'import', to: newAccountModePath('import') },
  { key: 'shamir', to: newAccountModePath('shares') },
  { key: 'emailPassword', to: '/new-account/email-password' },
  { key: 'ledger', to: '/new-account/ledger' },
  { key: 'watch', to: newAccountModePath('watch') },
  { key: 'multisig', to: newAccountModePath('multisig') },
  { key: 'twoFactor', to: '/new-account/2fa' },
  { key: 'walletConnect', to: '/new-account/wc' },
  { key: 'vanity', to: newAccountModePath('vanity') },
];

/** Page state "new": every way to add an account. */
export function AccountTypeChooser() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('newAccount.title')}</Title>
      <Text c="dimmed">{t('newAccount.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" p={0} m={0}>
        {CHOICES.map(({ key, to }) => (
          <li key={key} style={{ listStyle: 'none', display: 'flex' }}>
            <Paper
              component={Link}
              to={to}
              withBorder
              radius="md"
              p="md"
              w="100%"
              style={{ color: 'inherit', textDecoration: 'none' }}
            >
              <Title order={2} size="h4" mb={4} c="cyan.9">
                {t(`newAccount.choices.${key}.title`)}
              </Title>
              <Text size="sm">{t(`newAccount.choices.${key}.description`)}</Text>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

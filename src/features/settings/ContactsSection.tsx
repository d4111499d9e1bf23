import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';

/** The address book's place in Settings: what it is for, and the way to it. */
export function ContactsSection() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-contacts">
      <Stack gap="xs">
        <Title order={2} size="h3" id="settings-contacts">
          {t('contacts.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.contactsDescription')}
        </Text>
        <Button component={Link} to="/contacts" variant="default" w="fit-content">
          {t('settings.openContacts')}
        </Button>
      </Stack>
    </Paper>
  );
}

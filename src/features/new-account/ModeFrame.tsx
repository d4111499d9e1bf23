import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { NEW_ACCOUNT_PATH } from './new-account-mode';

/** The way back to the chooser, heading and explanation around each page state. */
export function ModeFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {/* Above the heading, so long titles on a phone never push it off screen. */}
      <Button
        component={Link}
        to={NEW_ACCOUNT_PATH}
        variant="subtle"
        color="dark"
        size="compact-sm"
        w="fit-content"
        leftSection={<span aria-hidden="true">←</span>}
      >
        {t('newAccount.goBack')}
      </Button>
      <Title order={1}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
      {children}
    </Stack>
  );
}

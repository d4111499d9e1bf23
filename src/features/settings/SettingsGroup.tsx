import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SettingsGroup.module.css';

/**
 * Settings most people never change, folded under one title (issue 37): a native disclosure,
 * so it opens with a click, Enter or Space, and the browser's find-in-page opens it too.
 */
export function SettingsGroup({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <details className={classes.group} aria-labelledby={id}>
      <summary className={classes.summary}>
        <Title order={2} size="h3" id={id} className={classes.title}>
          {title}
        </Title>
        <Text size="sm" c="dimmed" component="span" display="block">
          {hint}
        </Text>
      </summary>
      <Stack gap="lg" mt="md">
        {children}
      </Stack>
    </details>
  );
}

import { Paper, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered panel of a page, a region named by its heading (`id` ties the two for screen
 * readers). With `form` it is a form whose result follows the typing: submitting (Enter in a
 * field) does nothing, and the browser's own validation is off because the page shows its own
 * messages.
 */
export function TitledPanel({
  id,
  title,
  form = false,
  gap = 'md',
  children,
}: {
  id: string;
  title: string;
  form?: boolean;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const content = (
    <Stack gap={gap}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
  return form ? (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="form"
      aria-labelledby={id}
      onSubmit={(e) => e.preventDefault()}
      noValidate
    >
      {content}
    </Paper>
  ) : (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={id}>
      {content}
    </Paper>
  );
}

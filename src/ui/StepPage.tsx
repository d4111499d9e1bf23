import { Alert, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A page of steps: its heading and explanation, then the sections (and notices) in order.
 * Kept narrow so the forms read as one column on a desktop as on a phone.
 */
export function StepPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text>{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * One step of a page as a bordered form, a region named by its heading (`id` ties the two for
 * screen readers). Submitting never reloads the page; the browser's own validation is off
 * because the page shows the spec's messages itself.
 */
export function FormSection({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          {children}
        </Stack>
      </form>
    </Paper>
  );
}

/** What went wrong with the last action, shown where it happened (not as a toast as well). */
export function InlineError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

/** The name a new account gets, as the user types it (checked on submit, not here). */
export function NameInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={100}
      required
    />
  );
}

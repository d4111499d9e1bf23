import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InlineError } from '../StepPage';

/**
 * A developer-mode page: its title, then either its intro, form, last failure and what follows,
 * or (with developer mode off) only how to turn it on.
 */
export function DevToolPage({
  title,
  dev,
  devOnly,
  openSettings,
  intro,
  form,
  errorText,
  children,
}: {
  title: string;
  dev: boolean;
  devOnly: string;
  openSettings: string;
  intro: string;
  form: ReactNode;
  /** The last failure, shown under the form. */
  errorText: string | null;
  /** What follows the form: the review, the output. */
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {dev ? (
          <>
            <Text>{intro}</Text>
            {form}
            <InlineError message={errorText} />
            {children}
          </>
        ) : (
          <Alert color="yellow">
            {devOnly}{' '}
            <Anchor component={Link} to="/settings" c="bright" underline="always">
              {openSettings}
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

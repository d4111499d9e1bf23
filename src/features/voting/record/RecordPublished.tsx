import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a screen shows under the review once its record is confirmed, and a way to start over. */
export function RecordPublished({
  title,
  text,
  againLabel,
  onAgain,
  children,
}: {
  title: string;
  text: string;
  againLabel: string;
  onAgain: () => void;
  /** Shown before the button (a link to what was published). */
  children?: ReactNode;
}) {
  return (
    <Alert color="teal" role="status" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Group gap="md">
          {children}
          <Button variant="default" size="compact-sm" onClick={onAgain}>
            {againLabel}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

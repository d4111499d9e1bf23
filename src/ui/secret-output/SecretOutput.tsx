import '@mantine/core/styles/Code.layer.css';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../i18n/react';

/**
 * The box a page's secret is written into through `outputRef` (never rendered from state), with
 * what it is good for, Copy and Clear. `children` stand between the title and the box.
 */
export function SecretOutput({
  id,
  title,
  warning,
  copiedLabel,
  clearLabel,
  state,
  outputRef,
  children,
}: {
  id: string;
  title: string;
  warning: string;
  copiedLabel: string;
  clearLabel: string;
  /** From useSecretOutput. */
  state: { copied: boolean; copy: () => Promise<void>; forget: () => void };
  outputRef: RefObject<HTMLElement | null>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Stack>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
        <Code
          block
          ref={outputRef}
          aria-labelledby={id}
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', userSelect: 'all' }}
        />
        <Text size="sm">{warning}</Text>
        <Group>
          <Button variant="default" size="xs" onClick={() => void state.copy()}>
            {state.copied ? copiedLabel : t('common.copy')}
          </Button>
          <Button variant="subtle" color="dark" size="xs" onClick={state.forget}>
            {clearLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

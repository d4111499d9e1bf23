import '@mantine/core/styles/Code.layer.css';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Arc14 } from './use-arc14';

/** The signed token: written into the box through the ref, never rendered from state. */
export function TokenOutput({
  page,
  outputRef,
}: {
  page: Arc14;
  outputRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const shown = page.shown!;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arc14-token">
      <Stack>
        <Title order={2} size="h3" id="arc14-token">
          {t('arc14.token')}
        </Title>
        <Code
          block
          ref={outputRef}
          aria-labelledby="arc14-token"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', userSelect: 'all' }}
        />
        <Text size="sm">
          {t('arc14.tokenWarning', { realm: shown.realm, round: shown.lastValid })}
        </Text>
        <Group>
          <Button variant="default" size="xs" onClick={() => void page.copy()}>
            {page.copied ? t('arc14.tokenCopied') : t('common.copy')}
          </Button>
          <Button variant="subtle" color="dark" size="xs" onClick={page.forget}>
            {t('arc14.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

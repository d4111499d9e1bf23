import '@mantine/core/styles/Code.layer.css';
import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Arc60 } from './use-arc60-page';

/** The signature, written into the box through the ref, and whether it verified. */
export function SignatureOutput({
  page,
  outputRef,
}: {
  page: Arc60;
  outputRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const shown = page.shown!;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="arc60-signature">
      <Stack>
        <Title order={2} size="h3" id="arc60-signature">
          {t('arc60.signature')}
        </Title>
        <Alert color={shown.verified ? 'green' : 'red'} role="status">
          {shown.verified ? t('arc60.verified') : t('arc60.notVerified')}
        </Alert>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('arc60.signedBy', { address: shown.signer })}
        </Text>
        <Code
          block
          ref={outputRef}
          aria-labelledby="arc60-signature"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', userSelect: 'all' }}
        />
        <Text size="sm">{t('arc60.signatureWarning')}</Text>
        <Group>
          <Button variant="default" size="xs" onClick={() => void page.copy()}>
            {page.copied ? t('arc60.copied') : t('common.copy')}
          </Button>
          <Button variant="subtle" color="dark" size="xs" onClick={page.forget}>
            {t('arc60.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

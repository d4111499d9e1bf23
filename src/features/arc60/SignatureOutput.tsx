import { Alert, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { SecretOutput } from '../../ui/secret-output/SecretOutput';
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
    <SecretOutput
      id="arc60-signature"
      title={t('arc60.signature')}
      warning={t('arc60.signatureWarning')}
      copiedLabel={t('arc60.copied')}
      clearLabel={t('arc60.clear')}
      state={page}
      outputRef={outputRef}
    >
      <Alert color={shown.verified ? 'green' : 'red'} role="status">
        {shown.verified ? t('arc60.verified') : t('arc60.notVerified')}
      </Alert>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('arc60.signedBy', { address: shown.signer })}
      </Text>
    </SecretOutput>
  );
}

import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { GatewayPathErrorCode, GatewayPathResult } from '../../core/gateway/gateway-link';

// A gateway address that cannot be read gets a plain reason, never a blank page.

type ErrorKey =
  | 'paymentLinkEncoding'
  | 'paymentLink'
  | 'paymentLinkAmount'
  | 'settingsEncoding'
  | 'settings'
  | 'callbackUrl';

const KEYS: Record<GatewayPathErrorCode, ErrorKey> = {
  'payment-link-encoding': 'paymentLinkEncoding',
  'payment-link': 'paymentLink',
  'payment-link-amount': 'paymentLinkAmount',
  'settings-encoding': 'settingsEncoding',
  settings: 'settings',
  'callback-url': 'callbackUrl',
};

export function MerchantPathError({ error }: { error: Extract<GatewayPathResult, { ok: false }> }) {
  const { t } = useTranslation();
  const field =
    error.field === 'success'
      ? t('gateway.merchant.successUrl')
      : error.field === 'cancel'
        ? t('gateway.merchant.cancelUrl')
        : undefined;
  return (
    <Alert color="red" title={t('gateway.merchant.errorTitle')} role="alert">
      <Stack gap="xs">
        <Text>{t(`gateway.merchant.errors.${KEYS[error.error]}`)}</Text>
        {field && <Text size="sm">{t('gateway.merchant.errorField', { field })}</Text>}
        {error.linkError && (
          <Text size="sm">
            {t(`paymentLink.${error.linkError.code}`, { param: error.linkError.param ?? '' })}
          </Text>
        )}
        <Text size="sm">{t('gateway.merchant.errorHint')}</Text>
      </Stack>
    </Alert>
  );
}

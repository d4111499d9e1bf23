import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../../ui/CopyValueButton';
import type { GatewayPage } from './use-gateway-page';
import { useSuccessCountdown } from './use-merchant-countdown';
import { rememberPosted, wasPosted } from './use-merchant-note';

// Spec 001 section 4, "Merchant": waiting, paid or cancelled. The transaction page of this
// wallet needs an open wallet, so the paid state shows the id with a copy button instead.

export function MerchantStatus({ page }: { page: GatewayPage }) {
  const { t } = useTranslation();
  const { state } = page;
  if (state.kind === 'cancelled')
    return (
      <Alert color="gray" role="status" title={t('gateway.merchant.cancelledTitle')}>
        {t('gateway.merchant.cancelled')}
      </Alert>
    );
  if (state.kind === 'waiting')
    return (
      <Alert color="blue" role="status" title={t('gateway.merchant.waitingTitle')}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Loader size="sm" aria-hidden="true" />
          <Stack gap={4}>
            <Text size="sm">{t('gateway.merchant.waiting')}</Text>
            {page.searchFailed && (
              <Text size="sm" c="var(--mantine-color-error)">
                {t('gateway.merchant.searchFailed')}
              </Text>
            )}
          </Stack>
        </Group>
      </Alert>
    );
  return <MerchantPaid b64={page.b64} txId={state.txId} successUrl={page.successUrl} />;
}

interface PaidProps {
  b64: string;
  txId: string;
  successUrl: string | undefined;
}

function MerchantPaid({ b64, txId, successUrl }: PaidProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // Back from the merchant's page: the payment was posted already; only the button posts again.
  const [posted] = useState(() => wasPosted(b64, txId));
  const { secondsLeft, submitted, submitNow } = useSuccessCountdown(
    Boolean(successUrl) && !posted,
    formRef,
    (form) => {
      rememberPosted(b64, txId);
      form.submit();
    },
  );
  return (
    <Alert color="green" role="status" title={t('gateway.merchant.paidTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('gateway.merchant.paid')}</Text>
        <div>
          <Text size="xs" c="dimmed">
            {t('gateway.merchant.txId')}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {txId}
            </Text>
            <CopyValueButton value={txId} label={t('gateway.merchant.copyTxId')} />
          </Group>
        </div>
        {successUrl && (
          // Only txId is posted (spec 001 section 7), to the https success URL shown earlier.
          <form ref={formRef} method="post" action={successUrl}>
            <input type="hidden" name="txId" value={txId} />
            <Stack gap="xs">
              <Text size="sm" role="timer">
                {submitted
                  ? t('gateway.merchant.continuing')
                  : posted
                    ? t('gateway.merchant.alreadyPosted')
                    : t('gateway.merchant.countdown', { seconds: secondsLeft })}
              </Text>
              <Button type="button" onClick={submitNow} disabled={submitted} w="fit-content">
                {t('gateway.merchant.continueNow')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Alert>
  );
}

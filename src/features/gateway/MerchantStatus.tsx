import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../ui/CopyValueButton';
import type { GatewayPage } from './use-gateway-page';
import { useSuccessCountdown } from './use-merchant-countdown';

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
  return <MerchantPaid txId={state.txId} successUrl={page.successUrl} />;
}

function MerchantPaid({ txId, successUrl }: { txId: string; successUrl: string | undefined }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { secondsLeft, submitted, submitNow } = useSuccessCountdown(Boolean(successUrl), formRef);
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
              <Text size="sm" aria-live="polite">
                {submitted
                  ? t('gateway.merchant.continuing')
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

import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { MerchantActions } from './MerchantActions';
import { MerchantQr } from './MerchantQr';
import { MerchantStatus } from './MerchantStatus';
import { MerchantSummary } from './MerchantSummary';
import { useGatewayPage, type GatewayPageInput } from './use-gateway-page';

export function MerchantPayment(input: GatewayPageInput) {
  const { t } = useTranslation();
  const page = useGatewayPage(input);
  const qrRef = useRef<HTMLDivElement>(null);
  const waiting = page.state.kind === 'waiting';

  function showQr() {
    const qr = qrRef.current;
    if (!qr) return;
    qr.scrollIntoView({ behavior: 'smooth', block: 'center' });
    qr.focus({ preventScroll: true });
  }

  return (
    <SimpleGrid cols={{ base: 1, md: waiting ? 2 : 1 }} spacing="lg">
      {/* Alone (paid, cancelled) the column keeps a readable width. */}
      <Stack maw={waiting ? undefined : 720}>
        {page.wrongNetwork && (
          <Alert color="yellow" role="status">
            {t('gateway.merchant.wrongNetwork', {
              network: page.link.network,
              current: t(`env.${page.env}`),
            })}
          </Alert>
        )}
        <MerchantSummary page={page} />
        <MerchantStatus page={page} />
        {waiting && <MerchantActions page={page} onShowQr={showQr} />}
      </Stack>
      {waiting ? <MerchantQr ref={qrRef} value={page.linkText} /> : null}
    </SimpleGrid>
  );
}

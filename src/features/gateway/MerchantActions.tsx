import '@mantine/core/styles/SimpleGrid.layer.css';
import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { GatewayPage } from './use-gateway-page';

// The ways to pay (spec 001 section 2): the QR code, a wallet app through the algorand:// link,
// this web wallet's own pay page with the link, or cancel.

export function MerchantActions({ page, onShowQr }: { page: GatewayPage; onShowQr: () => void }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Button onClick={onShowQr}>{t('gateway.merchant.payByQr')}</Button>
      <Button component="a" href={page.linkText} variant="light">
        {t('gateway.merchant.nativeWallet')}
      </Button>
      <Button
        component="a"
        href={page.webWalletPath}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
      >
        {t('gateway.merchant.webWallet')}
      </Button>
      <Button variant="default" color="red" onClick={page.cancel}>
        {t('gateway.merchant.cancel')}
      </Button>
    </SimpleGrid>
  );
}

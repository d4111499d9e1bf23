import { Container, Group, Stack, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { use, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { decodeGatewayPath } from '../../core/gateway/gateway-link';
import { loadAppStrings } from '../../i18n/i18n';
import { MerchantLanguages } from './MerchantLanguages';
import { MerchantPathError } from './MerchantPathError';
import { MerchantPayment } from './MerchantPayment';

// /gateway/{b64}/{settings} and /gateway/{b64}: the merchant payment page (spec 001 section 2).
// It is public: no wallet is opened, so the page loads the strings and the chain-data cache
// that the login gate would otherwise provide.

let appStrings: Promise<void> | undefined;
// A failed load leaves the English login strings and the keys: still a page, never a blank one.
const appStringsReady = () => (appStrings ??= loadAppStrings().catch(() => undefined));

export function MerchantPage() {
  use(appStringsReady());
  const { t } = useTranslation();
  const { b64 = '', settings } = useParams();
  const [client] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  const decoded = useMemo(() => decodeGatewayPath(b64, settings), [b64, settings]);

  return (
    <QueryClientProvider client={client}>
      <Container size="lg" px={0}>
        <Stack>
          <Group justify="space-between" align="center" gap="sm">
            <Title order={1}>{t('gateway.merchant.title')}</Title>
            <MerchantLanguages />
          </Group>
          {decoded.ok ? (
            <MerchantPayment
              key={`${b64}/${settings ?? ''}`}
              b64={b64}
              payment={decoded.payment}
              settings={decoded.settings}
            />
          ) : (
            <MerchantPathError error={decoded} />
          )}
        </Stack>
      </Container>
    </QueryClientProvider>
  );
}

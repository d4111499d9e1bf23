import { Paper, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from '../../i18n/react';
import { QrCode } from '../../ui/QrCode';

/** Spec 001 section 2: the payment link's QR code, 400 px, error correction H. */
export const MERCHANT_QR_SIZE = 400;

export function MerchantQr({ value, ref }: { value: string; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      ref={ref}
      tabIndex={-1}
      component="section"
      aria-labelledby="merchant-qr-title"
    >
      <Stack align="center" gap="sm">
        <Text fw={600} id="merchant-qr-title">
          {t('gateway.merchant.qrTitle')}
        </Text>
        {/* A white quiet zone in dark mode too: scanners need light around the code. */}
        <div
          style={{ background: '#fff', borderRadius: 8, width: '100%', maxWidth: MERCHANT_QR_SIZE }}
        >
          <QrCode
            value={value}
            size={MERCHANT_QR_SIZE}
            errorCorrectionLevel="H"
            alt={t('gateway.merchant.qrAlt')}
          />
        </div>
        <Text size="sm" c="dimmed" ta="center">
          {t('gateway.merchant.qrHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

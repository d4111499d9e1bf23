import { Alert, Anchor, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { isValidAddress } from 'algosdk';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { buildPaymentLink } from '../../core/payments/payment-link';
import { settingsStore } from '../../infra/settings/settings-store';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { QrCode } from '../../ui/QrCode';

const QR_SIZE = 300;
const wrap = { overflowWrap: 'anywhere' } as const;

/** /donate (public): a QR code and links paying the deployment's donation address. */
export function DonatePage() {
  const { t } = useTranslation();
  const configured = useStore(settingsStore, (s) => s.config.donationAddress);
  // config.json checks the alphabet and length; the checksum is checked here.
  const address = configured && isValidAddress(configured) ? configured : undefined;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('gateway.donate.title')}</Title>
        {address ? (
          <DonateLinks address={address} />
        ) : (
          <Alert color="gray" role="status">
            {t('gateway.donate.notSetUp')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

function DonateLinks({ address }: { address: string }) {
  const { t } = useTranslation();
  const link = buildPaymentLink({ payTo: address, noteIsEditable: true });
  const walletLink = `${window.location.origin}/pay/${encodeURIComponent(link)}`;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Text>{t('gateway.donate.intro')}</Text>
        <Center>
          <QrCode value={link} size={QR_SIZE} alt={t('gateway.donate.qrAlt')} />
        </Center>
        <Text size="sm" fw={500}>
          {t('gateway.donate.address')}
        </Text>
        <Text ff="monospace" size="sm" style={wrap}>
          {address}
        </Text>
        <CopyValueButton value={address} label={t('gateway.donate.copyAddress')} />
        <Anchor href={link} style={wrap}>
          {t('gateway.donate.nativeWallet')}
        </Anchor>
        <Anchor href={walletLink} target="_blank" rel="noopener noreferrer" style={wrap}>
          {t('gateway.donate.webWallet')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

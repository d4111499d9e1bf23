import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { describeError } from '../../ui/errors';
import { QrCode } from '../../ui/QrCode';
import { AccountNameField } from './AccountNameField';
import {
  useWalletConnectAccountPage,
  type WalletConnectAccountPageState,
} from './use-wallet-connect-account-page';
import { ModeForm } from './ModeForm';

// /new-account/wc (spec 001 section 2): pair a phone wallet over WalletConnect v2; the account
// it shares becomes a remote-signer account of this wallet (type wc, ver 2).
export function WalletConnectAccountPage() {
  const { t } = useTranslation();
  const page = useWalletConnectAccountPage();
  const { pairing } = page;
  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <ModeForm label={t('newAccount.wc.title')} onSubmit={page.save}>
          <Title order={1}>{t('newAccount.wc.title')}</Title>
          <Text c="dimmed">{t('newAccount.wc.description')}</Text>
          <PairingPanel page={page} />
          <TextInput
            label={t('newAccount.wc.address')}
            value={pairing.state === 'paired' ? pairing.address : ''}
            readOnly
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <AccountNameField field={page.name} disabled={page.busy} />
          <Group>
            <Button type="submit" loading={page.busy} disabled={pairing.state !== 'paired'}>
              {t('newAccount.wc.save')}
            </Button>
          </Group>
        </ModeForm>
      </Paper>
    </Container>
  );
}

/** What went wrong, "Show QR code" until there is a pairing link, then its QR code. */
function PairingPanel({ page }: { page: WalletConnectAccountPageState }) {
  const { t } = useTranslation();
  const { chain, pairing, uri } = page;
  return (
    <>
      {chain.isError && (
        <Alert color="red" role="alert">
          {describeError(chain.error, t)}
        </Alert>
      )}
      {pairing.state === 'failed' && (
        <Alert color="red" role="alert">
          {pairing.message}
        </Alert>
      )}
      {!uri && (
        <Group>
          <Button
            onClick={page.showQr}
            loading={pairing.state === 'starting' || chain.isLoading}
            disabled={!chain.data}
          >
            {t('newAccount.wc.showQr')}
          </Button>
        </Group>
      )}
      {uri && (
        <Stack align="center" gap="xs" data-wc-uri={uri}>
          <QrCode value={uri} size={300} alt={t('newAccount.wc.qrAlt')} />
          <CopyValueButton value={uri} label={t('newAccount.wc.copyLink')} />
          {pairing.state === 'waiting' && (
            <Text size="sm" role="status">
              {t('newAccount.wc.waiting')}
            </Text>
          )}
        </Stack>
      )}
    </>
  );
}

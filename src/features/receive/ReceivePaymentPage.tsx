import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { isValidAddress } from 'algosdk';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router';
import { useStore } from 'zustand';
import { effectiveEnvironment } from '../../core/config/settings';
import { ENVIRONMENTS } from '../../core/networks/environments';
import { currentChain } from '../../infra/chain/indexer-client';
import { askForBackup, sessionStore, touch } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { describeError } from '../../ui/errors';
import { ReceiveForm } from './ReceiveForm';
import { useReceiveAssets } from './use-receive-assets';

/** /receive-payment/{account}: a payment request (QR code and ARC-26 link) for an own account. */
export function ReceivePaymentPage() {
  const { t } = useTranslation();
  const { account: address = '' } = useParams();
  const account = useStore(sessionStore, (s) => s.accounts.find((a) => a.addr === address));
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const network = currentChain().network;
  const valid = isValidAddress(address);
  // The route parameter is whatever was typed: shown shortened, never used further.
  const shown = address.length > 80 ? `${address.slice(0, 80)}…` : address;
  const { assets, loading, error } = useReceiveAssets(network, address, Boolean(account) && valid);

  useEffect(() => {
    if (!account) return;
    touch();
    // Funds may arrive from here: a passkey-only wallet is asked for a backup first (issue 42).
    askForBackup();
  }, [account]);

  if (!valid || !account) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>{t('receive.title')}</Title>
          <Alert
            color={valid ? 'yellow' : 'red'}
            role="alert"
            title={valid ? t('receive.unknownAccountTitle') : t('receive.invalidAddressTitle')}
          >
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {valid
                ? t('receive.unknownAccount', { address: shown })
                : t('receive.invalidAddress', { address: shown })}
            </Text>
          </Alert>
          <Button component={Link} to="/accounts" variant="default" w="fit-content">
            {t('receive.backToAccounts')}
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="sm">
        <Title order={1} size="h2" ta="center">
          {t('receive.titleFor', { name: account.name })}
        </Title>
        <ReceiveForm
          key={address}
          address={address}
          tokenSymbol={ENVIRONMENTS[env].tokenSymbol}
          network={env}
          networkName={t(`env.${env}`)}
          assets={assets}
          assetsLoading={loading}
          assetsError={error ? describeError(error, t) : null}
        />
      </Stack>
    </Container>
  );
}

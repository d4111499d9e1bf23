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
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentChain } from '../../infra/chain/indexer-client';
import { chainFactsQuery } from '../../infra/walletconnect/options';
import type { RemoteSession } from '../../infra/walletconnect/remote-signer';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QrCode } from '../../ui/QrCode';
import { AccountNameField, useAccountName } from './AccountNameField';
import { addAccount, currentNetwork, describeSaveError } from './save-account';

// /new-account/wc (spec 001 section 2): pair a phone wallet over WalletConnect v2; the account
// it shares becomes a remote-signer account of this wallet (type wc, ver 2).

type Pairing =
  | { state: 'idle' }
  | { state: 'starting' }
  | { state: 'waiting'; uri: string }
  | { state: 'paired'; uri: string; address: string; session: RemoteSession }
  | { state: 'failed'; message: string };

export function WalletConnectAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useAccountName();
  const chain = useQuery(chainFactsQuery(currentChain().network));
  const [pairing, setPairing] = useState<Pairing>({ state: 'idle' });
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function showQr() {
    if (!chain.data) return;
    setPairing({ state: 'starting' });
    try {
      const remote = await import('../../infra/walletconnect/remote-signer');
      const { uri, approval } = await remote.startRemotePairing(chain.data.chainId);
      if (!mounted.current) return;
      setPairing({ state: 'waiting', uri });
      const { address, session } = await approval;
      if (mounted.current) setPairing({ state: 'paired', uri, address, session });
    } catch (error) {
      if (!mounted.current) return;
      // Shown where the pairing was (inline), in the user's language: never twice.
      setPairing({ state: 'failed', message: describeError(error, t) });
    }
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const accountName = name.validate();
    if (!accountName) return;
    if (pairing.state !== 'paired') {
      notifyError(
        pairing.state === 'waiting'
          ? t('newAccount.wc.addressMissing')
          : t('newAccount.wc.sessionMissing'),
      );
      return;
    }
    setBusy(true);
    try {
      await addAccount({
        addr: pairing.address,
        name: accountName,
        type: 'wc',
        ver: 2,
        session: pairing.session,
        network: currentNetwork(),
      });
      notifySuccess(t('newAccount.created', { name: accountName }));
      void navigate('/accounts');
    } catch (error) {
      notifyError(describeSaveError(error, t));
      setBusy(false);
    }
  }

  const uri = pairing.state === 'waiting' || pairing.state === 'paired' ? pairing.uri : null;

  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(e) => void save(e)} noValidate aria-label={t('newAccount.wc.title')}>
          <Stack>
            <Title order={1}>{t('newAccount.wc.title')}</Title>
            <Text c="dimmed">{t('newAccount.wc.description')}</Text>
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
                  onClick={() => void showQr()}
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
            <TextInput
              label={t('newAccount.wc.address')}
              value={pairing.state === 'paired' ? pairing.address : ''}
              readOnly
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <AccountNameField field={name} disabled={busy} />
            <Group>
              <Button type="submit" loading={busy} disabled={pairing.state !== 'paired'}>
                {t('newAccount.wc.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

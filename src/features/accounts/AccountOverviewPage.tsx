import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner } from '../../core/accounts/capabilities';
import { networkDisplayName } from '../../core/networks/display-names';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore, setLastActiveAccount, touch } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { liveAccountInfoQuery } from './account-queries';
import { accountTypeColour } from './account-type';
import { AccountActions } from './AccountActions';
import { AccountAssets } from './AccountAssets';
import { AccountBalance } from './AccountBalance';
import { AppsSection, MultisigSection } from './AccountExtras';
import { Collectibles } from './Collectibles';
import { AccountSummary } from './AccountSummary';
import { AccountTransactions } from './AccountTransactions';
import { DeleteAccountModal } from './DeleteAccountModal';
import { LoadError } from './LoadError';
import { ShowRecoveryPhrase } from './ShowRecoveryPhrase';
import { TestCoinsError } from './TestCoins';
import { updateStoredAccount, useAccountSync } from './use-account-sync';
import { useTestCoins } from './use-test-coins';
import { chainKeys } from '../../core/chain/query-keys';

export function AccountOverviewPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { account: address = '' } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const dev = useStore(settingsStore, (s) => s.settings.dev ?? s.config.dev ?? false);
  const network = currentChain().network;
  const networkName = (genesisId: string) =>
    networkDisplayName(genesisId, (env) => t(`env.${env}`));
  const otherNetwork = Boolean(account?.network && account.network !== network);
  // Live: read again every few seconds while the page is visible, and after our own sends.
  const info = useQuery({
    ...liveAccountInfoQuery(network, address),
    enabled: Boolean(account) && !otherNetwork,
  });
  const refresh = useMutation({
    mutationFn: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: liveAccountInfoQuery(network, address).queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: chainKeys.accountTransactions(network, address),
        }),
      ]),
  });
  const coins = useTestCoins(network, address);
  const [deleting, { open: askDelete, close: closeDelete }] = useDisclosure(false);

  useAccountSync(account, otherNetwork ? undefined : info.data, network);
  useEffect(() => {
    // Opening an account prolongs the session (spec section 4).
    touch();
    if (account && sessionStore.getState().lastActiveAccount !== account.addr)
      setLastActiveAccount(account.addr);
  }, [account]);

  if (!account) return <NotFoundPage />;
  const data = info.data;
  const signer = resolveSigner(
    account,
    accounts,
    data ? (data['auth-addr'] ?? account.addr) : undefined,
  );
  const retry = () => void info.refetch();

  return (
    <Container size="lg" py="md">
      <Stack>
        {otherNetwork && (
          <Alert color="yellow" title={t('overview.otherNetworkTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('overview.otherNetwork', {
                  network: networkName(account.network ?? ''),
                  current: networkName(network),
                })}
              </Text>
              <Button
                size="xs"
                color="dark"
                variant="outline"
                onClick={() => void updateStoredAccount(account, { network })}
              >
                {t('overview.assignNetwork')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Group justify="space-between" align="flex-start">
              <Title order={1}>{account.name}</Title>
              <Badge variant="filled" color={accountTypeColour(account.type)}>
                {t(`accounts.types.${account.type}`)}
              </Badge>
            </Group>
            <AccountSummary address={account.addr} amount={data?.amount} failed={info.isError} />
            <AccountActions
              account={account}
              accounts={accounts}
              network={network}
              data={data}
              canSign={signer.kind !== 'none'}
              otherNetwork={otherNetwork}
              dev={dev}
              refreshing={refresh.isPending}
              onRefresh={() => refresh.mutate()}
              onDelete={askDelete}
              coins={coins}
            />
            <TestCoinsError coins={coins} />
            <ShowRecoveryPhrase account={account} />
            {signer.kind === 'none' && <Text size="sm">{t('overview.cannotSign')}</Text>}
          </Stack>
        </Paper>

        {info.isError && (
          <LoadError
            title={t('overview.balanceFailed')}
            error={info.error}
            retrying={info.isFetching}
            onRetry={retry}
          />
        )}

        <AccountBalance account={account} accounts={accounts} data={data} />
        {account.params && <MultisigSection params={account.params} />}
        {!otherNetwork && (
          <AccountAssets
            holdings={data?.assets ?? (data ? [] : undefined)}
            error={info.isError ? info.error : null}
            retrying={info.isFetching}
            onRetry={retry}
          />
        )}
        {!otherNetwork && data && <Collectibles address={account.addr} />}
        {dev && data && <AppsSection data={data} />}

        {!otherNetwork && <AccountTransactions network={network} address={account.addr} />}
      </Stack>

      <DeleteAccountModal account={account} opened={deleting} onClose={closeDelete} />
    </Container>
  );
}

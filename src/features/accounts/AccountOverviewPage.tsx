import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import { formatUnits } from '../../core/amounts/format';
import { resolveSigner } from '../../core/accounts/capabilities';
import { currentChain } from '../../infra/chain/indexer-client';
import {
  sessionStore,
  setLastActiveAccount,
  touch,
  removeAccount,
} from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { DataField } from '../../ui/DataField';
import { describeError } from '../../ui/errors';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { notifyError, notifySuccess } from '../../ui/notify';
import { accountInfoQuery } from './account-queries';
import { accountTypeColour } from './account-type';
import { AccountAssets } from './AccountAssets';
import { AccountTransactions } from './AccountTransactions';
import { ParticipationControls } from './participation/ParticipationControls';
import { updateStoredAccount, useAccountSync } from './use-account-sync';
import { useTokenSymbol } from './use-token-symbol';

const Field = DataField;

export function AccountOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { account: address = '' } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const dev = useStore(settingsStore, (s) => s.settings.dev ?? s.config.dev ?? false);
  const network = currentChain().network;
  const symbol = useTokenSymbol();
  const otherNetwork = Boolean(account?.network && account.network !== network);
  const info = useQuery({
    ...accountInfoQuery(network, address),
    enabled: Boolean(account) && !otherNetwork,
  });
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
  const rekeyTarget = data?.['auth-addr'] ?? account.rekeyedTo;
  const rekeyTargetAccount = rekeyTarget ? accounts.find((a) => a.addr === rekeyTarget) : undefined;
  const amount = (value: bigint | undefined) =>
    value === undefined ? '—' : `${formatUnits(value)} ${symbol}`;

  async function remove() {
    if (!account) return;
    if (!account.name) return notifyError(t('overview.deleteNoName'));
    if (!account.addr) return notifyError(t('overview.deleteNoAddress'));
    try {
      await removeAccount(account);
      closeDelete();
      notifySuccess(t('overview.deleted', { name: account.name }));
      void navigate('/accounts');
    } catch (error) {
      notifyError(describeError(error, t));
    }
  }

  return (
    <Container size="lg" py="md">
      <Stack>
        {otherNetwork && (
          <Alert color="yellow" title={t('overview.otherNetworkTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('overview.otherNetwork', { network: account.network, current: network })}
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
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text
                ff="monospace"
                style={{ wordBreak: 'break-all' }}
                aria-label={t('accounts.address')}
              >
                {account.addr}
              </Text>
              <CopyValueButton value={account.addr} label={t('common.copy')} />
            </Group>
            <Group gap="xs">
              {signer.kind !== 'none' && !otherNetwork && (
                <>
                  <Button component={Link} to={`/accounts/pay/${account.addr}`} size="xs">
                    {t('overview.pay')}
                  </Button>
                  <Button
                    component={Link}
                    to={`/accounts/rekey/${account.addr}`}
                    size="xs"
                    variant="default"
                  >
                    {t('overview.rekey')}
                  </Button>
                </>
              )}
              {signer.kind !== 'none' && !otherNetwork && (
                <Button
                  component={Link}
                  to={`/account/connect/${account.addr}`}
                  size="xs"
                  variant="default"
                >
                  {t('overview.connect')}
                </Button>
              )}
              <Button
                component={Link}
                to={`/receive-payment/${account.addr}`}
                size="xs"
                variant="default"
              >
                {t('overview.receive')}
              </Button>
              {!otherNetwork && (
                <ParticipationControls
                  account={account}
                  wallet={accounts}
                  network={network}
                  status={data?.status}
                  authAddress={data ? (data['auth-addr'] ?? account.addr) : undefined}
                />
              )}
              {dev && (
                <Button component={Link} to={`/arc14/${account.addr}`} size="xs" variant="default">
                  {t('arc14.open')}
                </Button>
              )}
              <Button
                variant="default"
                size="xs"
                loading={info.isFetching}
                onClick={() => {
                  void queryClient.invalidateQueries({
                    queryKey: accountInfoQuery(network, address).queryKey,
                  });
                  void queryClient.invalidateQueries({
                    queryKey: ['account-transactions', network, address],
                  });
                }}
              >
                {t('overview.refresh')}
              </Button>
              <Button color="red" variant="outline" size="xs" onClick={askDelete}>
                {t('overview.delete')}
              </Button>
            </Group>
            {signer.kind === 'none' && <Text size="sm">{t('overview.cannotSign')}</Text>}
          </Stack>
        </Paper>

        {info.isError && (
          <Alert color="red" role="alert">
            {describeError(info.error, t)}
          </Alert>
        )}

        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="overview-balance">
          <Title order={2} size="h3" id="overview-balance" mb="sm">
            {t('overview.balance')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
            <Field label={t('overview.amount')}>{amount(data?.amount)}</Field>
            <Field label={t('overview.amountWithoutPendingRewards')}>
              {amount(data?.['amount-without-pending-rewards'])}
            </Field>
            <Field label={t('overview.rewards')}>{amount(data?.rewards)}</Field>
            <Field label={t('overview.pendingRewards')}>{amount(data?.['pending-rewards'])}</Field>
            <Field label={t('overview.rewardBase')}>
              {data?.['reward-base']?.toString() ?? '—'}
            </Field>
            <Field label={t('overview.round')}>{data?.round.toString() ?? '—'}</Field>
            <Field label={t('overview.status')}>{data?.status ?? '—'}</Field>
            {rekeyTarget && (
              <Field label={t('overview.rekeyedTo')}>
                <Link to={`/account/${rekeyTarget}`}>{rekeyTarget}</Link> (
                {rekeyTargetAccount
                  ? t(`accounts.types.${rekeyTargetAccount.type}`)
                  : t('overview.externalAccount')}
                )
              </Field>
            )}
            {account.type === 'ledger' && (
              <>
                <Field label={t('overview.ledgerSlot')}>{account.slot ?? 0}</Field>
                <Field label={t('overview.ledgerBaseAddress')}>{account.addr0 ?? '—'}</Field>
              </>
            )}
          </SimpleGrid>
        </Paper>

        {account.params && (
          <Paper
            withBorder
            p="lg"
            radius="md"
            component="section"
            aria-labelledby="overview-multisig"
          >
            <Title order={2} size="h3" id="overview-multisig" mb="sm">
              {t('overview.multisig')}
            </Title>
            <Text>
              {t('overview.threshold', {
                threshold: account.params.threshold,
                count: account.params.addrs.length,
              })}
            </Text>
            <Stack component="ul" gap={4} mt="xs">
              {account.params.addrs.map((a) => (
                <Text
                  component="li"
                  ff="monospace"
                  size="sm"
                  key={a}
                  style={{ wordBreak: 'break-all' }}
                >
                  <Link to={`/account/${a}`}>{a}</Link>
                </Text>
              ))}
            </Stack>
          </Paper>
        )}

        <AccountAssets holdings={data?.assets ?? []} />

        {dev && data && (
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="overview-apps">
            <Title order={2} size="h3" id="overview-apps" mb="sm">
              {t('overview.apps')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
              <Field label={t('overview.appsTotalSchema')}>
                {data['apps-total-schema']
                  ? t('overview.schema', {
                      uints: data['apps-total-schema']['num-uint'],
                      bytes: data['apps-total-schema']['num-byte-slice'],
                    })
                  : '—'}
              </Field>
              <Field label={t('overview.appsLocalState')}>
                {(data['apps-local-state'] ?? []).map((app) => app.id.toString()).join(', ') || '—'}
              </Field>
              <Field label={t('overview.createdApps')}>
                {(data['created-apps'] ?? []).map((app) => app.id.toString()).join(', ') || '—'}
              </Field>
            </SimpleGrid>
          </Paper>
        )}

        {!otherNetwork && <AccountTransactions network={network} address={account.addr} />}
      </Stack>

      <Modal
        opened={deleting}
        onClose={closeDelete}
        title={t('overview.deleteTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{t('overview.deleteText')}</Text>
          <Text fw={700}>{account.name}</Text>
          <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {account.addr}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDelete}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={() => void remove()}>
              {t('overview.deleteConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}

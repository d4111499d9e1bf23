import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { canSign } from '../../core/accounts/capabilities';
import { V1_CHAIN_ID } from '../../core/walletconnect/v1-uri';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import {
  approveProposal,
  disconnectSession,
  hasStoredWalletConnect,
  pairWithUri,
  rejectProposal,
  startWalletConnect,
  walletConnectStore,
  WalletConnectError,
  type ProposalView,
} from '../../infra/walletconnect/wallet-connect';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { QrScanner } from '../../ui/QrScanner';
import { useScannerLabels } from '../../ui/use-scanner-labels';
import { RefusedRequests } from './RefusedRequests';
import { RequestCard } from './RequestCard';
import { VerifiedOrigin } from './VerifiedOrigin';
import { useChainFacts, useWalletConnectOptions } from './use-wallet-connect';

const CLIPBOARD_TOAST_MS = 5_000;

/** Marks legacy WalletConnect v1 proposals and sessions. */
function V1Badge() {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color="gray">
      {t('walletconnect.v1Badge')}
    </Badge>
  );
}

function errorText(error: unknown, t: TFunction): string {
  if (error instanceof WalletConnectError) {
    if (error.code === 'no-project-id') return error.message;
    if (error.code === 'bad-uri') return t('walletconnect.badUri');
    if (error.code === 'bad-v1-uri') return t('walletconnect.v1BadUri');
    if (error.code === 'bridge-not-allowed') return t('walletconnect.v1BridgeNotAllowed');
    if (error.code === 'bridge-insecure') return t('walletconnect.v1BridgeInsecure');
    if (error.code === 'bridge-unreachable') return t('walletconnect.v1BridgeUnreachable');
  }
  if (error instanceof Error && error.message && !(error instanceof TypeError)) {
    return error.message;
  }
  return describeError(error, t);
}

/** The WalletConnect screen (spec section 2): /connect and /account/connect/{account}. */
export function ConnectPage() {
  const { t } = useTranslation();
  const { account: routeAccount } = useParams();
  const scannerLabels = useScannerLabels();
  const options = useWalletConnectOptions();
  const chain = useChainFacts();
  const wc = useStore(walletConnectStore);
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const walletId = useStore(sessionStore, (s) => s.walletId);
  const lastActive = useStore(sessionStore, (s) => s.lastActiveAccount);
  const network = currentChain().network;
  const signers = accounts.filter(
    (a) => !a.isHidden && (!a.network || a.network === network) && canSign(a, accounts),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const approveWith =
    chosen ??
    (signers.some((a) => a.addr === routeAccount) ? routeAccount! : null) ??
    (signers.some((a) => a.addr === lastActive) ? lastActive : null) ??
    signers[0]?.addr ??
    null;
  const [uri, setUri] = useState('');
  const [busy, setBusy] = useState(false);

  function init() {
    startWalletConnect(options).catch((error: unknown) => notifyError(errorText(error, t)));
  }

  // Sessions kept from an earlier visit come back without asking for the init button again.
  useEffect(() => {
    if (!walletId || walletConnectStore.getState().status !== 'off') return;
    void hasStoredWalletConnect(walletId).then((stored) => {
      if (stored && walletConnectStore.getState().status === 'off') {
        startWalletConnect(options).catch(() => undefined);
      }
    });
    // Options are read once per visit; a settings change applies on the next start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [walletId]);

  async function connect(value: string) {
    setBusy(true);
    try {
      await pairWithUri(value);
      setUri('');
    } catch (error) {
      notifyError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function fromClipboard() {
    try {
      const text = await navigator.clipboard.readText();
      setUri(text);
      await connect(text);
    } catch {
      notifyError(t('walletconnect.clipboardFailed'), CLIPBOARD_TOAST_MS);
    }
  }

  async function approve(proposal: ProposalView) {
    if (!approveWith || !chain.data) return;
    setBusy(true);
    try {
      await approveProposal(proposal.id, approveWith, chain.data.chainId);
      notifySuccess(t('walletconnect.sessionAdded'));
    } catch (error) {
      notifyError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function reject(proposal: ProposalView) {
    setBusy(true);
    try {
      await rejectProposal(proposal.id);
      notifySuccess(t('walletconnect.proposalRejected'));
    } catch (error) {
      notifyError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function remove(topic: string) {
    try {
      await disconnectSession(topic);
      notifySuccess(t('walletconnect.sessionRemoved'));
    } catch (error) {
      notifyError(errorText(error, t));
    }
  }

  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{t('walletconnect.title')}</Title>
        {wc.status !== 'ready' ? (
          <Paper withBorder p="lg" radius="md">
            <Stack align="flex-start">
              <Text>{t('walletconnect.intro')}</Text>
              {wc.error && (
                <Alert color="red" role="alert">
                  {wc.error}
                </Alert>
              )}
              <Button onClick={init} loading={wc.status === 'starting'}>
                {t('walletconnect.init')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <>
            {chain.isError && (
              <Alert color="red" role="alert">
                {t('pay.status.offline')}
              </Alert>
            )}
            <RefusedRequests />
            {wc.requests.length > 0 && chain.data ? (
              wc.requests.map((request) => (
                <RequestCard
                  key={`${request.version}:${request.topic}:${request.id}`}
                  request={request}
                  chain={chain.data}
                  allowRekeys={options.allowRekeys}
                />
              ))
            ) : wc.proposals.length > 0 ? (
              wc.proposals.map((proposal) => (
                <Paper
                  key={`${proposal.version}:${proposal.id}`}
                  withBorder
                  p="lg"
                  radius="md"
                  component="section"
                  aria-label={t('walletconnect.proposalFrom', { name: proposal.peer.name })}
                >
                  <Stack>
                    <Group gap="xs">
                      <Title order={2} size="h3">
                        {t('walletconnect.proposalFrom', { name: proposal.peer.name })}
                      </Title>
                      {proposal.version === 1 && <V1Badge />}
                    </Group>
                    <Text size="sm">{proposal.peer.url}</Text>
                    <VerifiedOrigin verified={proposal.verified} proposal />
                    {proposal.peer.description && (
                      <Text size="sm">{proposal.peer.description}</Text>
                    )}
                    <Text size="sm">
                      {proposal.version === 1
                        ? t('walletconnect.v1AsksFor', { chain: V1_CHAIN_ID })
                        : t('walletconnect.asksFor', {
                            methods: proposal.methods.join(', ') || '—',
                            chains: proposal.chains.join(', ') || '—',
                          })}
                    </Text>
                    {proposal.version === 1 && !proposal.chains.includes(String(V1_CHAIN_ID)) && (
                      <Alert color="yellow">
                        {t('walletconnect.v1OtherChain', { chain: proposal.chains.join(', ') })}
                      </Alert>
                    )}
                    {proposal.version === 2 &&
                      chain.data &&
                      proposal.chains.length > 0 &&
                      !proposal.chains.includes(chain.data.chainId) && (
                        <Alert color="yellow">
                          {t('walletconnect.otherChain', { chain: chain.data.chainId })}
                        </Alert>
                      )}
                    {!proposal.verified?.isScam && (
                      <Select
                        label={t('walletconnect.approveWith')}
                        data={signers.map((a) => ({
                          value: a.addr,
                          label: `${a.name} (${a.addr})`,
                        }))}
                        value={approveWith}
                        onChange={setChosen}
                        allowDeselect={false}
                      />
                    )}
                    <Group>
                      {!proposal.verified?.isScam && (
                        <Button
                          onClick={() => void approve(proposal)}
                          disabled={!approveWith || !chain.data || busy}
                        >
                          {t('walletconnect.approve')}
                        </Button>
                      )}
                      <Button
                        color="red"
                        variant="outline"
                        onClick={() => void reject(proposal)}
                        disabled={busy}
                      >
                        {t('walletconnect.rejectProposal')}
                      </Button>
                    </Group>
                  </Stack>
                </Paper>
              ))
            ) : (
              <Paper withBorder p="lg" radius="md">
                <Stack
                  component="form"
                  onSubmit={(e: FormEvent<HTMLDivElement>) => {
                    e.preventDefault();
                    void connect(uri);
                  }}
                >
                  <TextInput
                    label={t('walletconnect.uri')}
                    placeholder="wc:…@2?…"
                    value={uri}
                    onChange={(e) => setUri(e.currentTarget.value)}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <Group>
                    <Button type="submit" loading={busy} disabled={!uri.trim()}>
                      {t('walletconnect.connect')}
                    </Button>
                    <Button variant="default" onClick={() => void fromClipboard()}>
                      {t('walletconnect.clipboard')}
                    </Button>
                  </Group>
                  <QrScanner labels={scannerLabels} onResult={(text) => void connect(text)} />
                </Stack>
              </Paper>
            )}

            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="wc-sessions">
              <Title order={2} size="h3" id="wc-sessions" mb="sm">
                {t('walletconnect.sessions')}
              </Title>
              {wc.sessions.length === 0 ? (
                <Text>{t('walletconnect.noSessions')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={560}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('walletconnect.dapp')}</Table.Th>
                        <Table.Th>{t('walletconnect.accounts')}</Table.Th>
                        <Table.Th>
                          <VisuallyHidden>{t('walletconnect.actions')}</VisuallyHidden>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {wc.sessions.map((s) => (
                        <Table.Tr key={s.topic}>
                          <Table.Td>
                            <Group gap="xs">
                              <Text fw={600}>{s.peer.name}</Text>
                              {s.version === 1 && <V1Badge />}
                            </Group>
                            <Text size="xs">{s.peer.url}</Text>
                          </Table.Td>
                          <Table.Td>
                            {s.accounts.map((a) => (
                              <Text
                                key={a}
                                ff="monospace"
                                size="xs"
                                style={{ wordBreak: 'break-all' }}
                              >
                                {a.split(':').at(-1)}
                              </Text>
                            ))}
                          </Table.Td>
                          <Table.Td>
                            <Button
                              size="compact-sm"
                              color="red"
                              variant="outline"
                              onClick={() => void remove(s.topic)}
                              aria-label={t('walletconnect.removeSession', { name: s.peer.name })}
                            >
                              {t('walletconnect.remove')}
                            </Button>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}

import '@mantine/core/styles/Table.layer.css';
import { Alert, Badge, Button, Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import { formatAmount } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { signTxnResult, type RequestEntry } from '../../core/walletconnect/sign-request';
import { sessionStore, touch } from '../../infra/session/session';
import {
  answerRequest,
  markSigned,
  rejectRequest,
  requestKey,
  type RequestView,
} from '../../infra/walletconnect/wallet-connect';
import { describeError } from '../../ui/errors';
import { TransactionReview } from '../../ui/review/TransactionReview';
import { useReviewReady } from '../../ui/review/use-group-review';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { refusalText } from './refusal-text';
import { signEntries } from './sign-entries';
import { useRequestEntries } from './use-request-entries';
import { VerifiedOrigin } from './VerifiedOrigin';
import type { ChainFacts } from './use-wallet-connect';

const FAILURE_TOAST_MS = 5_000;

export interface RequestCardProps {
  request: RequestView;
  chain: ChainFacts;
  allowRekeys: boolean;
}

/** One `algo_signTxn` request: what it asks, its warnings, and sign / send back / reject. */
export function RequestCard({ request, chain, allowRekeys }: RequestCardProps) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const walletOpen = useStore(sessionStore, (s) => s.status === 'open');
  const { accounts, validation, otherChain, entries, signed } = useRequestEntries(
    request,
    chain,
    allowRekeys,
  );
  const [partial, setPartial] = useState<ReadonlyMap<string, string>>(new Map());
  const [expanded, setExpanded] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const stop = useRef(false);
  const toSign = entries.filter((e) => e.toSign);
  const signedCount = toSign.filter((e) => signed.has(e.txid)).length;
  // Signing waits until the review above shows every amount in units.
  const reviewed = useReviewReady(
    entries.map((e) => e.txn),
    accounts.map((a) => a.addr),
  );

  async function sign(list: RequestEntry[]) {
    setBusy(true);
    stop.current = false;
    touch();
    try {
      const results = await signEntries(list, accounts);
      // Rejected meanwhile: nothing of this request is kept.
      if (stop.current) return;
      for (const [txid, result] of results) {
        if (result.kind === 'signed') {
          markSigned(request, txid, result.bytes);
        } else {
          setPartial((m) =>
            new Map(m).set(
              txid,
              t('walletconnect.partial', { count: result.signatures, threshold: result.threshold }),
            ),
          );
        }
      }
    } catch (error) {
      notifyError(describeError(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function sendBack() {
    setBusy(true);
    try {
      await answerRequest(request, signTxnResult(entries, signed));
      notifySuccess(t('walletconnect.requestAccepted'));
    } catch {
      notifyError(t('walletconnect.acceptFailed'), FAILURE_TOAST_MS);
    } finally {
      setBusy(false);
    }
  }

  async function reject() {
    stop.current = true;
    setBusy(true);
    try {
      await rejectRequest(request);
      notifySuccess(t('walletconnect.requestRejected'));
    } catch (error) {
      notifyError(describeError(error, t));
    } finally {
      setBusy(false);
    }
  }

  const nameOf = (address: string) => accounts.find((a) => a.addr === address)?.name;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('walletconnect.requestFrom', { name: request.peer.name })}
    >
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('walletconnect.requestFrom', { name: request.peer.name || request.peer.url })}
          </Title>
          <Group gap="xs">
            {request.version === 1 && (
              <Badge variant="outline" color="gray">
                {t('walletconnect.v1Badge')}
              </Badge>
            )}
            <Badge variant="light">{request.method}</Badge>
          </Group>
        </Group>
        {request.peer.url && (
          <Text size="sm" c="dimmed">
            {request.peer.url}
          </Text>
        )}
        <VerifiedOrigin verified={request.verified} />
        {validation.ok && validation.message && (
          <Alert color="blue" title={t('walletconnect.dappMessage')}>
            {validation.message}
          </Alert>
        )}
        {otherChain && (
          <Alert color="red" role="alert">
            {t('walletconnect.refusal.other-network', { index: 1 })}
          </Alert>
        )}
        {!validation.ok && (
          <Alert color="red" role="alert" title={t('walletconnect.refusedTitle')}>
            {refusalText(validation.refusal, t)}
          </Alert>
        )}

        {entries.length > 0 && (
          <TransactionReview
            txns={entries.map((e) => e.txn)}
            accounts={accounts}
            toSign={entries.filter((e) => e.toSign).map((e) => e.index)}
          />
        )}
        {entries.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{t('walletconnect.type')}</Table.Th>
                  <Table.Th>{t('walletconnect.receiver')}</Table.Th>
                  <Table.Th>{t('walletconnect.amount')}</Table.Th>
                  <Table.Th>{t('walletconnect.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Fragment key={entry.index}>
                    <Table.Tr>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-expanded={expanded === entry.index}
                          aria-label={t('walletconnect.details', { index: entry.index + 1 })}
                          onClick={() =>
                            setExpanded((e) => (e === entry.index ? null : entry.index))
                          }
                        >
                          {entry.index + 1}
                        </Button>
                      </Table.Td>
                      <Table.Td>{entry.type}</Table.Td>
                      <Table.Td>
                        <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
                          {entry.receiver ?? '—'}
                        </Text>
                        {entry.receiver && nameOf(entry.receiver) && (
                          <Text size="xs" c="dimmed">
                            {nameOf(entry.receiver)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {entry.amount === undefined
                          ? '—'
                          : entry.assetId
                            ? `${entry.amount.toString()} (#${entry.assetId.toString()})`
                            : formatAmount(entry.amount, NATIVE_DECIMALS, separators, {
                                fixed: true,
                              })}
                      </Table.Td>
                      <Table.Td>
                        {!entry.toSign
                          ? t('walletconnect.notForUs')
                          : signed.has(entry.txid)
                            ? t('walletconnect.signed')
                            : (partial.get(entry.txid) ?? t('walletconnect.toBeSigned'))}
                        {entry.toSign &&
                          !signed.has(entry.txid) &&
                          (entry.type === 'pay' || entry.type === 'axfer') && (
                            <Button
                              component={Link}
                              to="/payWC/"
                              state={{ request: requestKey(request), txid: entry.txid }}
                              size="compact-xs"
                              variant="default"
                              ml="xs"
                              aria-label={t('walletconnect.reviewEntry', {
                                index: entry.index + 1,
                              })}
                            >
                              {t('walletconnect.review')}
                            </Button>
                          )}
                      </Table.Td>
                    </Table.Tr>
                    {entry.warnings.length > 0 && (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          {entry.warnings.map((w) => (
                            <Alert key={w.code} color="red" role="alert" mb={4}>
                              {t(`walletconnect.warning.${w.code}`, { address: w.address })}
                            </Alert>
                          ))}
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {expanded === entry.index && (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <Stack gap={4}>
                            <Text size="sm">
                              {t('walletconnect.txid')}: <Code>{entry.txid}</Code>
                            </Text>
                            {entry.receiver && (
                              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                                {t('walletconnect.receiver')}: <Code>{entry.receiver}</Code>
                              </Text>
                            )}
                            {entry.closeTo && (
                              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                                {t('walletconnect.closeTo')}: <Code>{entry.closeTo}</Code>
                              </Text>
                            )}
                            {entry.signer !== entry.from && (
                              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                                {t('walletconnect.claimedSigner')}: <Code>{entry.signer}</Code>
                              </Text>
                            )}
                            <Text size="sm">{t('walletconnect.raw')}</Text>
                            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                              {entry.base64}
                            </Code>
                          </Stack>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        {entries.length > 0 && (
          <Text size="sm">
            {t('walletconnect.signedCount', { signed: signedCount, total: toSign.length })}
          </Text>
        )}
        <Group>
          {entries.length > 0 && signedCount === 0 && (
            <Button
              onClick={() => void sign(toSign)}
              loading={busy}
              disabled={!walletOpen || !reviewed}
            >
              {t('walletconnect.signAll')}
            </Button>
          )}
          {entries.length > 0 && (
            <Button
              onClick={() => void sendBack()}
              disabled={signedCount === 0 || !walletOpen || busy}
              variant={signedCount === 0 ? 'default' : 'filled'}
            >
              {t('walletconnect.sendBack')}
            </Button>
          )}
          <Button
            color="red"
            variant="outline"
            onClick={() => void reject()}
            disabled={!walletOpen}
          >
            {t('walletconnect.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

import '@mantine/core/styles/Table.layer.css';
import { Alert, Anchor, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveSigner } from '../../core/accounts/capabilities';
import type { MultisigParams, PublicAccount } from '../../core/accounts/stored-account';
import { formatUnits, formatUnitsShort } from '../../core/amounts/format';
import { utf8DecodeStrict } from '../../core/encoding/utf8';
import { LONG_NOTE_CHARS } from '../../core/payments/note-rules';
import { transactionWarnings } from '../../core/payments/payment-draft';
import { bytesToBase64 } from '../../core/encoding/base64';
import { describeError } from '../../ui/errors';
import { SummaryRow } from '../../ui/SummaryRow';
import { notifySuccess } from '../../ui/notify';
import { MultisigReview } from './multisig/MultisigReview';
import { signedBytes, thresholdReached } from './multisig/proposal-status';
import { signAndSend, type PayStatus } from './send-payment';
import type { PayAsset } from './use-pay-assets';

export interface MultisigState {
  params: MultisigParams;
  /** Base64url proposal, updated as signatures are added or combined. */
  proposal: string;
  onProposalChange: (next: string) => void;
}

export interface PayReviewProps {
  txn: Transaction;
  /** Multisig senders (and accounts rekeyed to one) sign through a proposal. */
  multisig?: MultisigState;
  from: PublicAccount;
  accounts: PublicAccount[];
  authAddress?: string;
  asset: PayAsset;
  symbol: string;
  onBack?: () => void;
  onFinished: (txid: string) => void;
}

function noteText(note: Uint8Array): { text: string; binary: boolean } {
  try {
    return { text: utf8DecodeStrict(note), binary: false };
  } catch {
    return { text: bytesToBase64(note), binary: true };
  }
}

export function PayReview({
  txn,
  multisig,
  from,
  accounts,
  authAddress,
  asset,
  symbol,
  onBack,
  onFinished,
}: PayReviewProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PayStatus>({ kind: 'idle' });
  const signedRef = useRef<Uint8Array | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const resolution = resolveSigner(from, accounts, authAddress);
  const signer = resolution.signer;
  const warnings = transactionWarnings(txn);
  const receiver = (txn.payment?.receiver ?? txn.assetTransfer?.receiver)?.toString() ?? '';
  const amount = txn.payment?.amount ?? txn.assetTransfer?.amount ?? 0n;
  const note = txn.note.length > 0 ? noteText(txn.note) : null;
  const nameOf = (address: string) => accounts.find((a) => a.addr === address)?.name;
  const busy = status.kind === 'signing' || status.kind === 'sending' || status.kind === 'sent';
  const done = status.kind === 'confirmed';
  // The bytes may be on their way: a new transaction built after "go back" could pay twice.
  const maybeDelivered = status.kind === 'error' && status.problem.kind === 'offline';

  const cancelRemote = useRef<AbortController | null>(null);

  async function send() {
    cancelRemote.current = new AbortController();
    const signed = await signAndSend(
      {
        txn,
        from,
        accounts,
        authAddress,
        signed: multisig ? signedBytes(multisig.proposal) : signedRef.current,
        signal: cancelRemote.current.signal,
      },
      {
        onStatus: (next) => {
          if (!mounted.current) return;
          setStatus(next);
          if (next.kind === 'confirmed') onFinished(next.txid);
        },
        onRekeyStored: (address) => notifySuccess(t('overview.rekeyStored', { address })),
      },
    );
    signedRef.current = signed;
  }

  const errorText =
    status.kind === 'error'
      ? status.problem.kind === 'offline'
        ? t('pay.status.offline')
        : status.problem.kind === 'node'
          ? status.problem.message
          : describeError(status.problem.error, t)
      : '';

  return (
    <Stack>
      <Table withTableBorder variant="vertical" layout="fixed">
        <Table.Tbody>
          <SummaryRow label={t('pay.payFrom')}>
            <Text ff="monospace" size="sm">
              {from.addr}
            </Text>
            <Text size="sm" c="dimmed">
              {from.name}
            </Text>
          </SummaryRow>
          <SummaryRow label={t('pay.payTo')}>
            <Text ff="monospace" size="sm">
              {receiver}
            </Text>
            {nameOf(receiver) && (
              <Text size="sm" c="dimmed">
                {nameOf(receiver)}
              </Text>
            )}
          </SummaryRow>
          <SummaryRow label={t('pay.amount')}>
            <Text fw={700}>
              {formatUnits(amount, asset.decimals)} {asset.unitName || asset.name}
            </Text>
          </SummaryRow>
          {asset.id && <SummaryRow label={t('pay.assetId')}>{asset.id}</SummaryRow>}
          <SummaryRow label={t('pay.fee')}>
            {formatUnitsShort(txn.fee)} {symbol}
          </SummaryRow>
          {note && (
            <SummaryRow label={note.binary ? t('pay.noteBase64') : t('pay.note')}>
              {note.text.length >= LONG_NOTE_CHARS ? (
                <Textarea
                  aria-label={t('pay.note')}
                  value={note.text}
                  readOnly
                  autosize
                  minRows={2}
                  maxRows={8}
                />
              ) : (
                note.text
              )}
            </SummaryRow>
          )}
          {warnings.rekeyTo && (
            <SummaryRow label={t('pay.rekeyTo')}>
              <Text ff="monospace" size="sm" c="red.9" fw={700}>
                {warnings.rekeyTo}
              </Text>
            </SummaryRow>
          )}
          {warnings.closeTo && (
            <SummaryRow label={t('pay.closeTo')}>
              <Text ff="monospace" size="sm" c="red.9" fw={700}>
                {warnings.closeTo}
              </Text>
            </SummaryRow>
          )}
          <SummaryRow label={t('pay.network')}>{txn.genesisID}</SummaryRow>
          <SummaryRow label={t('pay.validRounds')}>
            {txn.firstValid.toString()} – {txn.lastValid.toString()}
          </SummaryRow>
          {!multisig && (
            <SummaryRow label={t('pay.signWith')}>
              {signer ? (
                <>
                  <Text ff="monospace" size="sm">
                    {signer.addr}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {signer.name} · {t(`accounts.types.${signer.type}`)}
                  </Text>
                </>
              ) : (
                t('signing.signer-unknown')
              )}
            </SummaryRow>
          )}
        </Table.Tbody>
      </Table>

      {warnings.rekeyTo && (
        <Alert color="red" title={t('pay.warnRekeyTitle')} role="alert">
          {t(warnings.rekeyTo === from.addr ? 'pay.warnRekeyBack' : 'pay.warnRekey', {
            address: warnings.rekeyTo,
          })}
        </Alert>
      )}
      {warnings.closeTo && (
        <Alert color="red" title={t('pay.warnCloseTitle')} role="alert">
          {t('pay.warnClose', { address: warnings.closeTo })}
        </Alert>
      )}
      {warnings.malformedPayTo && (
        <Alert color="red" role="alert">
          {t('pay.problems.pay-to-malformed')}
        </Alert>
      )}

      {multisig && (
        <MultisigReview
          from={from}
          params={multisig.params}
          proposal={multisig.proposal}
          onProposalChange={multisig.onProposalChange}
        />
      )}

      <div aria-live="polite">
        {status.kind === 'signing' && (
          <Alert color="blue">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {signer?.type === 'ledger'
                  ? t('pay.status.confirmOnLedger')
                  : signer?.type === 'wc'
                    ? t('pay.status.confirmOnPhone')
                    : t('pay.status.signing')}
              </Text>
              {signer?.type === 'wc' && (
                <Button size="xs" variant="default" onClick={() => cancelRemote.current?.abort()}>
                  {t('common.cancel')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {status.kind === 'sending' && <Alert color="blue">{t('pay.status.sending')}</Alert>}
        {status.kind === 'sent' && (
          <Alert color="blue">{t('pay.status.sent', { txid: status.txid })}</Alert>
        )}
        {status.kind === 'confirmed' && (
          <Alert color="teal" title={t('pay.status.confirmedTitle')}>
            <Stack gap={4}>
              <Text size="sm">{t('pay.status.confirmed', { round: status.round.toString() })}</Text>
              <Anchor component={Link} to={`/transaction/${status.txid}`} size="sm" ff="monospace">
                {status.txid}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {status.kind === 'error' && (
          <Alert color="red" role="alert">
            {t('common.error', { message: errorText })}
            {status.txid && (
              <Text size="sm" ff="monospace" mt={4}>
                {status.txid}
              </Text>
            )}
          </Alert>
        )}
      </div>

      <Group>
        {!done && (
          <Button
            onClick={() => void send()}
            loading={busy}
            disabled={multisig ? !thresholdReached(multisig.proposal) : !signer}
          >
            {status.kind === 'error' ? t('pay.retry') : t('pay.send')}
          </Button>
        )}
        {onBack && !busy && !done && !maybeDelivered && (
          <Button variant="default" onClick={onBack}>
            {t('common.goBack')}
          </Button>
        )}
        {done && (
          <Button component={Link} to={`/account/${from.addr}`} variant="default">
            {t('pay.toAccount')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

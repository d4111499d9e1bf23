import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Stack, Table, Text, Textarea } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveSigner } from '../../core/accounts/capabilities';
import type { MultisigParams, PublicAccount } from '../../core/accounts/stored-account';
import { formatUnits, formatUnitsShort } from '../../core/amounts/format';
import { utf8DecodeStrict } from '../../core/encoding/utf8';
import { LONG_NOTE_CHARS } from '../../core/payments/note-rules';
import { transactionWarnings } from '../../core/payments/payment-draft';
import { bytesToBase64 } from '../../core/encoding/base64';
import { SummaryRow } from '../../ui/SummaryRow';
import { notifySuccess } from '../../ui/notify';
import { MultisigReview } from './multisig/MultisigReview';
import { signedBytes, thresholdReached } from './multisig/proposal-status';
import { signAll } from '../../infra/transactions/send-group';
import { SendPanel } from '../../ui/review/SendPanel';
import { useSendController } from '../../ui/review/use-send-controller';
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
  const resolution = resolveSigner(from, accounts, authAddress);
  const signer = resolution.signer;
  const { controller, state } = useSendController({
    txns: [txn],
    sign: async (signal) =>
      multisig
        ? [signedBytes(multisig.proposal)]
        : signAll([txn], accounts, {
            authAddresses: authAddress ? new Map([[from.addr, authAddress]]) : undefined,
            signal,
          }),
    onRekeyStored: (address) => notifySuccess(t('overview.rekeyStored', { address })),
    onConfirmed: (txid) => onFinished(txid),
  });
  const warnings = transactionWarnings(txn);
  const receiver = (txn.payment?.receiver ?? txn.assetTransfer?.receiver)?.toString() ?? '';
  const amount = txn.payment?.amount ?? txn.assetTransfer?.amount ?? 0n;
  const note = txn.note.length > 0 ? noteText(txn.note) : null;
  const nameOf = (address: string) => accounts.find((a) => a.addr === address)?.name;

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

      <SendPanel
        state={state}
        controller={controller}
        signerKind={
          multisig ? 'key' : signer?.type === 'ledger' ? 'ledger' : signer?.type === 'wc' ? 'phone' : 'key'
        }
        sendDisabled={multisig ? !thresholdReached(multisig.proposal) : !signer}
        onBack={onBack}
        done={
          <Button component={Link} to={`/account/${from.addr}`} variant="default">
            {t('pay.toAccount')}
          </Button>
        }
      />
    </Stack>
  );
}

import '@mantine/core/styles/Table.layer.css';
import { Alert, Stack, Table } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { resolveSigner } from '../../core/accounts/capabilities';
import { rekeyConfirmed, rekeyNeedsConfirmation } from '../../core/accounts/rekey-target';
import { isUndoRekey } from '../../core/accounts/undo-rekey';
import type { MultisigParams, PublicAccount } from '../../core/accounts/stored-account';
import { transactionWarnings } from '../../core/payments/payment-draft';
import { signAll } from '../../infra/transactions/send-group';
import { notifySuccess } from '../../ui/notify';
import { signingPrompt } from '../../core/accounts/signer-source';
import { DoneButton } from '../../ui/review/DoneButton';
import { SendPanel } from '../../ui/review/SendPanel';
import { useReviewReady } from '../../ui/review/use-group-review';
import { TransactionReview } from '../../ui/review/TransactionReview';
import { useSendController } from '../../ui/review/use-send-controller';
import { SignerRow } from '../../ui/review/SignerRow';
import { MultisigReview } from './multisig/MultisigReview';
import { RekeyConfirmation } from './RekeyConfirmation';
import { signedBytes, thresholdReached } from './multisig/proposal-status';

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
  onBack?: () => void;
  onFinished: (txid: string) => void;
}

/** The pay screen's review: the shared transaction review, who signs, and sending. */
export function PayReview({
  txn,
  multisig,
  from,
  accounts,
  authAddress,
  onBack,
  onFinished,
}: PayReviewProps) {
  const { t } = useTranslation();
  const resolution = resolveSigner(from, accounts, authAddress);
  const signer = resolution.signer;
  const authAddresses = authAddress ? new Map([[from.addr, authAddress]]) : undefined;
  const { controller, state } = useSendController({
    txns: [txn],
    sign: async (signal) =>
      multisig
        ? [signedBytes(multisig.proposal)]
        : signAll([txn], accounts, { authAddresses, signal }),
    onRekeyStored: (address) => notifySuccess(t('overview.rekeyStored', { address })),
    onConfirmed: (txid) => onFinished(txid),
  });
  const reviewed = useReviewReady(
    [txn],
    accounts.map((a) => a.addr),
    authAddresses,
  );
  const warnings = transactionWarnings(txn);
  // Control leaving the wallet is confirmed by typing the target's start.
  const [typed, setTyped] = useState('');
  const rekeyAway = rekeyNeedsConfirmation(txn.rekeyTo?.toString(), accounts);
  const rekeyBlocked = rekeyAway !== null && !rekeyConfirmed(rekeyAway, typed);
  // Who signs: under technical details, unless no key can (then it says why Send waits).
  const signWith = <SignerRow signer={signer} />;

  return (
    <Stack>
      {warnings.rekeyTo &&
        (isUndoRekey(from.addr, warnings.rekeyTo) ? (
          <Alert color="blue" title={t('pay.undoRekeyTitle')}>
            {t('pay.warnRekeyBack')}
          </Alert>
        ) : (
          <Alert color="red" title={t('pay.warnRekeyTitle')} role="alert">
            {t('pay.warnRekey', { address: warnings.rekeyTo })}
          </Alert>
        ))}
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

      {rekeyAway && <RekeyConfirmation target={rekeyAway} typed={typed} onTypedChange={setTyped} />}

      <TransactionReview
        txns={[txn]}
        accounts={accounts}
        authAddresses={authAddresses}
        technical={signer && !multisig && signWith}
      />

      {!signer && !multisig && (
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>{signWith}</Table.Tbody>
        </Table>
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
        subject="payment"
        signerKind={multisig ? 'key' : signingPrompt(resolution.kind)}
        sendDisabled={
          !reviewed || rekeyBlocked || (multisig ? !thresholdReached(multisig.proposal) : !signer)
        }
        onBack={onBack}
        txns={[txn]}
        accounts={accounts}
        done={<DoneButton address={from.addr} />}
      />
    </Stack>
  );
}

import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { ReviewAndSend } from '../../../ui/review/ReviewAndSend';

/** The shared review of one voting record; `onConfirmed` once the chain has it. */
export function RecordReview({
  txn,
  accounts,
  onBack,
  onConfirmed,
}: {
  txn: Transaction;
  accounts: readonly PublicAccount[];
  onBack: () => void;
  onConfirmed: (txid: string, round: bigint) => void;
}) {
  return (
    <ReviewAndSend
      key={txn.txID()}
      txns={[txn]}
      accounts={accounts}
      subject="transaction"
      onBack={onBack}
      onConfirmed={onConfirmed}
    />
  );
}

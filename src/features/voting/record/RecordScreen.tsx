import type { Transaction } from 'algosdk';
import type { ReactNode } from 'react';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { RecordReview } from './RecordReview';

/** What every record screen (ask, delegation, trusted list) hands the shared frame. */
export interface RecordSteps {
  /** The record being reviewed; null while the form is shown. */
  reviewing: Transaction | null;
  accounts: readonly PublicAccount[];
  back: () => void;
  onConfirmed: (txid: string, round: bigint) => void;
}

/**
 * The one frame of a voting record's screen: the form, or the record in the shared review with
 * what to show once it is published below it.
 */
export function RecordScreen({
  steps,
  form,
  published,
}: {
  steps: RecordSteps;
  form: ReactNode;
  /** Shown under the review once the record is confirmed; null before. */
  published: ReactNode;
}) {
  if (!steps.reviewing) return form;
  return (
    <>
      <RecordReview
        txn={steps.reviewing}
        accounts={steps.accounts}
        onBack={steps.back}
        onConfirmed={steps.onConfirmed}
      />
      {published}
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import type { TFunction } from '../../../i18n/translate';
import { useRef, useState, type RefObject } from 'react';
import { bulkResultLine } from '../../../core/voting/bulk-lines';
import { runBulk, type BulkSigner, type LineOutcome, type Payment } from './bulk-plan';
import type { LineLogHandle } from './LineLog';

// What the three bulk tools share: lines checked before anything is sent (errors listed, nothing
// sent), then a confirmation, then one run whose results appear line by line with a counter.
// The busy flag (the mutation) stays on until every send has reported (spec 001 section 4).
// The job, which may hold typed phrases, lives in a ref between the check and the confirmation
// and is dropped as soon as the run takes it; React state only ever holds counts and text
// without secrets.

export interface BulkJob {
  payments: Payment[];
  signer: BulkSigner;
  /** The results line of payment `index`. */
  describe: (index: number, outcome: LineOutcome) => string;
}

/** `log` is the tool's results list (a LineLog), written line by line. */
export function useBulkTool(log: RefObject<LineLogHandle | null>) {
  const pending = useRef<BulkJob | null>(null);
  const [confirmText, setConfirmText] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);

  const run = useMutation({
    mutationFn: async () => {
      const job = pending.current;
      pending.current = null;
      if (!job) return;
      let done = 0;
      setProgress({ done, total: job.payments.length });
      await runBulk(job.payments, job.signer, (index, outcome) => {
        log.current?.append(
          job.describe(index, outcome),
          outcome.kind === 'sent' ? 'ok' : outcome.kind === 'unknown' ? 'warn' : 'error',
        );
        done += 1;
        setProgress({ done, total: job.payments.length });
      });
    },
  });

  /** Shows the line errors (nothing is sent), or asks to confirm `job`. */
  function check(errors: readonly string[], job: BulkJob | null, confirm: string) {
    log.current?.clear();
    run.reset();
    setProgress(null);
    setCheckFailed(errors.length > 0);
    if (errors.length > 0 || !job) {
      for (const error of errors) log.current?.append(error, 'error');
      return;
    }
    pending.current = job;
    setConfirmText(confirm);
  }

  return {
    check,
    confirmText,
    confirm() {
      setConfirmText(null);
      run.mutate();
    },
    cancel() {
      pending.current = null;
      setConfirmText(null);
    },
    progress,
    checkFailed,
    busy: run.isPending,
    error: run.error,
  };
}

export type BulkTool = ReturnType<typeof useBulkTool>;

/** 'payment from X to Y' / 'payment to Y' as the spec's result lines start. */
export const paymentWords = (to: string, from?: string) =>
  from !== undefined ? `payment from ${from} to ${to}` : `payment to ${to}`;

/** A results line: the spec's sent / failed words, the node's reason after a refusal. */
export function describeOutcome(
  t: TFunction,
  outcome: LineOutcome,
  to: string,
  from?: string,
): string {
  switch (outcome.kind) {
    case 'sent':
      return bulkResultLine({ from, to, txId: outcome.txid });
    case 'failed': {
      const line = bulkResultLine({ from, to, txId: null });
      return outcome.message ? `${line}: ${outcome.message}` : line;
    }
    case 'unknown':
      return t('voting.gov.unknownLine', { payment: paymentWords(to, from), txid: outcome.txid });
  }
}

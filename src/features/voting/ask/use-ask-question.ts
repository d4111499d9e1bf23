import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_CATEGORY, DEFAULT_DURATION } from '../../../core/voting/constants';
import { askQuestionSchedule, questionForm } from '../../../core/voting/question';
import { currentRound } from '../../../infra/transactions/node-calls';
import { useVotingRecord } from '../record/use-voting-record';
import { useVote } from '../use-vote-context';
import {
  initialRows,
  emptyRow,
  removeRow,
  updateRow,
  type AskField,
  type OptionRow,
} from './ask-form';
import { votingKeys } from '../query-keys';

/** The current round is read again this often, so the last block and end time stay current. */
const ROUND_REFRESH_MS = 15_000;

export interface AskValues {
  title: string;
  text: string;
  url: string;
  duration: string;
  category: string;
}

const initialValues = (): AskValues => ({
  title: '',
  text: '',
  url: '',
  duration: String(DEFAULT_DURATION),
  category: DEFAULT_CATEGORY,
});

/**
 * /vote/ask (spec 001 sections 2, 4, 5): the question form, core's note and issues, the schedule
 * from the current round, and the record under review until the chain confirms it.
 */
export function useAskQuestion() {
  const vote = useVote();
  const record = useVotingRecord();
  const [values, setValues] = useState(initialValues);
  const [rows, setRows] = useState<OptionRow[]>(initialRows);
  // A field's issue shows once it has been touched, so an empty form is not all red.
  const [touched, setTouched] = useState<ReadonlySet<AskField>>(new Set());
  const [confirmed, setConfirmed] = useState<{ txid: string; round: bigint } | null>(null);

  const form = questionForm({ ...values, options: rows });
  const round = useQuery({
    queryKey: votingKeys.round(vote.network),
    queryFn: () => currentRound(),
    refetchInterval: ROUND_REFRESH_MS,
  });
  const schedule =
    round.data === undefined
      ? null
      : askQuestionSchedule(values.duration, Number(round.data), round.dataUpdatedAt);

  const touch = (field: AskField) =>
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));

  return {
    account: vote.account,
    accounts: vote.accounts,
    values,
    update(field: keyof AskValues, value: string) {
      setValues((v) => ({ ...v, [field]: value }));
      touch(field);
    },
    rows,
    addRow: () => setRows((r) => [...r, emptyRow()]),
    removeRow: (id: number) => {
      setRows((r) => removeRow(r, id));
      touch('options');
    },
    updateRow: (id: number, patch: Partial<Pick<OptionRow, 'code' | 'text'>>) => {
      setRows((r) => updateRow(r, id, patch));
      touch('options');
    },
    touched,
    touch,
    form,
    round,
    schedule,
    prepare: record.prepare,
    submit() {
      if (!vote.account || form.note === '') return;
      record.prepare.mutate({ kind: 'question', account: vote.account.addr, note: form.note });
    },
    reviewing: record.reviewing,
    back() {
      record.back();
      record.prepare.reset();
    },
    confirmed,
    onConfirmed(txid: string, confirmedRound: bigint) {
      setConfirmed({ txid, round: confirmedRound });
      void record.refresh();
    },
    /** After a confirmed question: an empty form for the next one. */
    askAnother() {
      setConfirmed(null);
      setValues(initialValues());
      setRows(initialRows());
      setTouched(new Set());
      record.back();
      record.prepare.reset();
    },
  };
}

export type AskModel = ReturnType<typeof useAskQuestion>;

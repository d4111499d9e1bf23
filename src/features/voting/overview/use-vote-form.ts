import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { utf8Encode } from '../../../core/encoding/utf8';
import { collectAnswers, type Answer } from '../../../core/voting/answers';
import { NOTE_MAX_BYTES } from '../../../core/voting/constants';
import {
  canVote,
  pointsForOptions,
  pointsSum,
  readPoints,
  voteNote,
} from '../../../core/voting/vote';
import { searchVoteNotes, type QuestionRecord } from '../../../infra/voting/voting-search';
import { useVotingRecord } from '../record/use-voting-record';
import { useVote } from '../use-vote-context';
import { laterAnswer } from './vote-state';
import { votingKeys } from '../query-keys';

/**
 * Voting on one question (spec 001 section 4): points 0..100 per option, starting from the
 * voting account's latest answer (else 0). The vote button needs a sum above 0, nothing in
 * progress, an open question and a response other than the latest one.
 */
export function useVoteForm(question: QuestionRecord, votingOpen: boolean | undefined) {
  const vote = useVote();
  const account = vote.account?.addr;
  const record = useVotingRecord();
  const latestQuery = useQuery({
    queryKey: votingKeys.latestVote(vote.network, question.id, account),
    queryFn: async ({ signal }) => {
      const notes = await searchVoteNotes(question, { sender: account, signal });
      return collectAnswers(notes, question).get(account!) ?? null;
    },
    enabled: account !== undefined,
    retry: 1,
  });
  // The vote this page just confirmed, until the indexer lists it (or a later one).
  const [sent, setSent] = useState<(Answer & { questionId: string }) | null>(null);
  const [confirmed, setConfirmed] = useState<{ txid: string; round: bigint } | null>(null);
  // What was submitted: the voting account may be switched while the review is open.
  const [submitted, setSubmitted] = useState<{
    sender: string;
    points: Map<string, number>;
  } | null>(null);
  const ownSent = sent?.questionId === question.id && sent.sender === account ? sent : null;
  const latest = laterAnswer(latestQuery.data ?? null, ownSent);

  // Edits belong to one question, account and latest answer; when any changes they start over.
  // They are kept as typed: points outside 0..100 (or not whole) stay in their field with the
  // range message and block the vote, never brought into range (issue 23).
  const base = `${question.id}|${account ?? ''}|${latest?.id ?? ''}`;
  const [edits, setEdits] = useState<{
    base: string;
    typed: Map<string, number | string>;
  } | null>(null);
  const initial = pointsForOptions(question.note.options, latest?.points ?? new Map());
  const typed: ReadonlyMap<string, number | string> = edits?.base === base ? edits.typed : initial;
  /** Options whose typed points are not a whole number 0..100. */
  const invalid = new Set([...typed].filter(([, v]) => readPoints(v) === null).map(([c]) => c));
  // NaN for a refused entry: canVote refuses it and it never matches the latest answer.
  const points = new Map([...typed].map(([code, v]) => [code, readPoints(v) ?? Number.NaN]));

  const note = invalid.size === 0 ? voteNote(question.id, question.note.options, points) : '';
  const tooLong = utf8Encode(note).length > NOTE_MAX_BYTES;
  const processing = record.prepare.isPending || record.reviewing !== null;
  const loadingLatest = account !== undefined && latestQuery.isPending;
  const enabled =
    account !== undefined &&
    !loadingLatest &&
    invalid.size === 0 &&
    !tooLong &&
    canVote({
      points,
      latest: latest?.points ?? null,
      processing,
      votingOpen: votingOpen === true,
    });

  return {
    account,
    accounts: vote.accounts,
    points,
    /** What each option's field holds, as typed. */
    typed,
    invalid,
    /** The sum of the points that are valid. */
    sum: pointsSum(new Map([...points].filter(([, v]) => !Number.isNaN(v)))),
    latest,
    latestQuery,
    loadingLatest,
    tooLong,
    processing,
    /** Inputs are disabled while closed, in progress, or before the latest answer is known. */
    locked: votingOpen !== true || processing || loadingLatest || account === undefined,
    canSubmit: enabled,
    setPoints(code: string, value: number | string) {
      setEdits({ base, typed: new Map(typed).set(code, value) });
    },
    /** The vote this page confirmed last (shown until the next one is prepared). */
    confirmed: confirmed?.txid === ownSent?.id ? confirmed : null,
    submit() {
      if (!enabled || account === undefined) return;
      setConfirmed(null);
      setSubmitted({ sender: account, points: new Map(points) });
      record.prepare.mutate({ kind: 'vote', account, note });
    },
    prepare: record.prepare,
    reviewing: record.reviewing,
    back() {
      record.back();
      record.prepare.reset();
    },
    onConfirmed(txid: string, round: bigint) {
      if (submitted !== null) {
        setSent({ questionId: question.id, id: txid, round: Number(round), ...submitted });
      }
      setConfirmed({ txid, round });
      record.back();
      record.prepare.reset();
      void record.refresh();
    },
  };
}

export type VoteFormModel = ReturnType<typeof useVoteForm>;

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { utf8Encode } from '../../../core/encoding/utf8';
import { NOTE_MAX_BYTES } from '../../../core/voting/constants';
import { collectDelegations } from '../../../core/voting/answers';
import { decodeDelegationNote, encodeDelegationNote } from '../../../core/voting/notes';
import { searchDelegationNotes } from '../../../infra/voting/voting-search';
import { useVotingRecord } from '../record/use-voting-record';
import { useVote } from '../use-vote-context';
import {
  addCategory,
  addDelegate,
  draftFromChain,
  draftNote,
  hasSelfDelegation,
  removeCategory,
  removeDelegate,
  setWeight,
  type CategoryProblem,
  type DelegateProblem,
  type DelegationDraft,
} from './delegation-draft';
import { votingKeys } from '../query-keys';

/** How often the delegation is read again while the indexer trails the confirmed record. */
const INDEXER_CATCH_UP_MS = 2_000;
/** ... for at most this long after the confirmation. */
const INDEXER_CATCH_UP_LIMIT_MS = 60_000;

/** The voting account's delegation as the chain has it: its latest valid note, if any. */
async function chainDelegation(address: string, signal: AbortSignal) {
  const notes = await searchDelegationNotes({ sender: address, signal });
  const valid = notes.filter((n) => decodeDelegationNote(n.note) !== null);
  const latest = valid.at(-1);
  return {
    delegation: collectDelegations(valid, Number.MAX_SAFE_INTEGER).get(address),
    round: latest?.round,
  };
}

/**
 * /vote/delegate (spec 001 sections 2, 4, 5): the current delegation read from the chain, the
 * draft the user edits (starting from it), and the record under review. Mount it per voting
 * account: the draft belongs to one account.
 */
export function useDelegation() {
  const vote = useVote();
  const self = vote.account?.addr;
  const record = useVotingRecord();
  // The round our last delegation was confirmed in: until the indexer has it, read again.
  const [awaiting, setAwaiting] = useState<{ round: number; until: number } | null>(null);
  const current = useQuery({
    queryKey: votingKeys.delegation(vote.network, self),
    queryFn: ({ signal }) => chainDelegation(self!, signal),
    enabled: self !== undefined,
    refetchInterval: (query) =>
      awaiting !== null &&
      Date.now() < awaiting.until &&
      (query.state.data?.round ?? 0) < awaiting.round
        ? INDEXER_CATCH_UP_MS
        : false,
  });
  const [edited, setEdited] = useState<DelegationDraft | null>(null);
  const [categoryProblem, setCategoryProblem] = useState<CategoryProblem | null>(null);
  const [delegateProblem, setDelegateProblem] = useState<DelegateProblem | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const fromChain = draftFromChain(current.data?.delegation);
  const draft = edited ?? fromChain;
  const written = draftNote(draft, self);
  // The chain refuses a note over 1024 bytes (about 14 delegates in all).
  const noteBytes = written === null ? 0 : utf8Encode(written).length;
  const tooLong = noteBytes > NOTE_MAX_BYTES;
  const note = tooLong ? null : written;
  const chainNote = encodeDelegationNote(current.data?.delegation ?? new Map());
  const changed = note !== null && note !== chainNote;

  return {
    account: vote.account,
    accounts: vote.accounts,
    /** Own accounts offered as delegates (never the voting account itself). */
    ownDelegates: vote.accounts.filter(
      (a) => a.addr !== self && !a.isHidden && (!a.network || a.network === vote.network),
    ),
    current,
    draft,
    edited: edited !== null,
    note,
    tooLong,
    noteBytes,
    changed,
    selfDelegation: hasSelfDelegation(draft, self),
    categoryProblem,
    delegateProblem,
    /** True when the category was added (the form may clear its text). */
    addCategory(name: string): boolean {
      const result = addCategory(draft, name);
      setCategoryProblem(result.ok ? null : result.problem);
      if (result.ok) setEdited(result.draft);
      return result.ok;
    },
    removeCategory: (category: string) => setEdited(removeCategory(draft, category)),
    addDelegate(category: string, address: string): boolean {
      const result = addDelegate(draft, category, address, self);
      setDelegateProblem(result.ok ? null : result.problem);
      if (result.ok) setEdited(result.draft);
      return result.ok;
    },
    clearDelegateProblem: () => setDelegateProblem(null),
    clearCategoryProblem: () => setCategoryProblem(null),
    removeDelegate: (category: string, address: string) =>
      setEdited(removeDelegate(draft, category, address)),
    setWeight: (category: string, address: string, weight: number | string) =>
      setEdited(setWeight(draft, category, address, weight)),
    /** Forget the edits: the chain's delegation again. */
    reset: () => setEdited(null),
    prepare: record.prepare,
    submit() {
      if (!vote.account || note === null || !changed) return;
      record.prepare.mutate({ kind: 'delegation', account: vote.account.addr, note });
    },
    reviewing: record.reviewing,
    back() {
      record.back();
      record.prepare.reset();
    },
    confirmed,
    onConfirmed(txid: string, round: bigint) {
      setConfirmed(txid);
      setAwaiting({ round: Number(round), until: Date.now() + INDEXER_CATCH_UP_LIMIT_MS });
      void record.refresh();
    },
    /** After a confirmed delegation: the form again, showing the chain's (new) delegation. */
    done() {
      setConfirmed(null);
      setEdited(null);
      record.back();
      record.prepare.reset();
    },
  };
}

export type DelegationModel = ReturnType<typeof useDelegation>;

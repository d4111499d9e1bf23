import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { utf8Encode } from '../../../core/encoding/utf8';
import { NOTE_MAX_BYTES } from '../../../core/voting/constants';
import {
  buildTrustedList,
  parseAccountsText,
  trustedListNote,
} from '../../../core/voting/trusted-list';
import { searchTrustedListNotes } from '../../../infra/voting/voting-search';
import { useVotingRecord } from '../record/use-voting-record';
import { useVote } from '../use-vote-context';
import { votingKeys } from '../query-keys';

/** How often the list is read again while the indexer trails the confirmed record. */
const INDEXER_CATCH_UP_MS = 2_000;
/** ... for at most this long after the confirmation. */
const INDEXER_CATCH_UP_LIMIT_MS = 60_000;

/** Rows per page of the current list (spec 001 section 9). */
export const TRUSTED_PAGE_SIZE = 20;

/**
 * /vote/tl (spec 001 sections 2, 5, 6): the accounts to add and remove, the note they make (none
 * when neither holds a valid account), and the voting account's list as the chain has it now.
 */
export function useTrustedList() {
  const vote = useVote();
  const record = useVotingRecord();
  const [addText, setAddText] = useState('');
  const [removeText, setRemoveText] = useState('');
  const [page, setPage] = useState(1);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const owner = vote.account?.addr;

  const add = parseAccountsText(addText);
  const remove = parseAccountsText(removeText);
  const fullNote = trustedListNote(addText, removeText);
  // The chain refuses a note over 1024 bytes: about 16 accounts fit in one.
  const noteBytes = utf8Encode(fullNote).length;
  const tooLong = noteBytes > NOTE_MAX_BYTES;
  const note = tooLong ? '' : fullNote;

  // The round our last list change was confirmed in: until the indexer has it, read again.
  const [awaiting, setAwaiting] = useState<{ owner: string; round: number; until: number } | null>(
    null,
  );
  const list = useQuery({
    queryKey: votingKeys.trustedList(vote.network, owner),
    queryFn: async ({ signal }) => {
      const notes = await searchTrustedListNotes(owner!, { signal });
      return {
        entries: buildTrustedList(notes, owner!, Number.MAX_SAFE_INTEGER),
        latestRound: notes.reduce((max, n) => Math.max(max, n.round), 0),
      };
    },
    enabled: owner !== undefined,
    refetchInterval: (query) =>
      awaiting !== null &&
      awaiting.owner === owner &&
      Date.now() < awaiting.until &&
      (query.state.data?.latestRound ?? 0) < awaiting.round
        ? INDEXER_CATCH_UP_MS
        : false,
  });
  const entries = list.data?.entries ?? [];
  const pageCount = Math.max(1, Math.ceil(entries.length / TRUSTED_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);

  return {
    account: vote.account,
    accounts: vote.accounts,
    addText,
    setAddText,
    removeText,
    setRemoveText,
    add,
    remove,
    note,
    tooLong,
    noteBytes,
    list,
    entries,
    pageRows: entries.slice((currentPage - 1) * TRUSTED_PAGE_SIZE, currentPage * TRUSTED_PAGE_SIZE),
    page: currentPage,
    pageCount,
    setPage,
    prepare: record.prepare,
    submit() {
      if (!vote.account || note === '') return;
      setConfirmed(null);
      record.prepare.mutate({ kind: 'trustedList', account: vote.account.addr, note });
    },
    reviewing: record.reviewing,
    back() {
      record.back();
      record.prepare.reset();
    },
    confirmed,
    onConfirmed(txid: string, round: bigint) {
      setConfirmed(txid);
      if (owner !== undefined) {
        setAwaiting({ owner, round: Number(round), until: Date.now() + INDEXER_CATCH_UP_LIMIT_MS });
      }
      setAddText('');
      setRemoveText('');
      void record.refresh();
    },
    /** Back to the form (emptied once the record was confirmed). */
    done() {
      record.back();
      record.prepare.reset();
    },
  };
}

export type TrustedListModel = ReturnType<typeof useTrustedList>;

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
import { VOTING_QUERY_KEY, useVotingRecord } from '../record/use-voting-record';
import { useVote } from '../use-vote-context';

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

  const list = useQuery({
    queryKey: [VOTING_QUERY_KEY, 'trusted-list', vote.network, owner],
    queryFn: async ({ signal }) => {
      const notes = await searchTrustedListNotes(owner!, { signal });
      return buildTrustedList(notes, owner!, Number.MAX_SAFE_INTEGER);
    },
    enabled: owner !== undefined,
  });
  const entries = list.data ?? [];
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
    onConfirmed(txid: string) {
      setConfirmed(txid);
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

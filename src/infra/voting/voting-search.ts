import { indexerAccountSchema, transactionsPageSchema } from '../../core/chain/indexer-types';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { base64ToBytes, bytesToBase64 } from '../../core/encoding/base64';
import { utf8Encode } from '../../core/encoding/utf8';
import type { ChainNote } from '../../core/voting/answers';
import {
  DELEGATION_PREFIX,
  MARKER_AMOUNT,
  QUESTION_SEARCH_PREFIX,
  TRUSTED_LIST_PREFIX,
} from '../../core/voting/constants';
import { decodeQuestionNote, votePrefix, type QuestionNote } from '../../core/voting/notes';
import { questionMaxRound } from '../../core/voting/question';
import type { VotingRecordKind } from '../../core/voting/submission';
import { z } from 'zod';
import { currentChain, indexerGet, type ChainContext } from '../chain/indexer-client';
import { HttpError } from '../http/http-client';

// The voting records on chain (spec 001 section 7): indexer searches by note prefix and marker
// amount, each hit re-checked here as a self payment of exactly the marker amount (an indexer is
// untrusted and its amount bounds are only a filter). Notes stay undecoded bytes; core decodes.

export interface SearchOptions {
  signal?: AbortSignal;
  chain?: ChainContext;
}

/** Pages read per search at most; 1,000 transactions a page (the indexer's maximum). */
const PAGE_LIMIT = 1000;
const MAX_PAGES = 50;

export interface NoteSearch extends SearchOptions {
  kind: VotingRecordKind;
  prefix: string;
  /** Only this sender's records. */
  sender?: string;
  minRound?: number;
  maxRound?: number;
}

const isMarkerRecord = (tx: IndexerTransaction, kind: VotingRecordKind) => {
  const pay = tx['payment-transaction'];
  return (
    tx['tx-type'] === 'pay' &&
    pay !== undefined &&
    pay.receiver === tx.sender &&
    pay.amount === MARKER_AMOUNT[kind] &&
    pay['close-remainder-to'] === undefined &&
    tx['confirmed-round'] !== undefined &&
    tx.note !== undefined
  );
};

/** Every confirmed record of one kind and prefix, in chain order (oldest first). */
export async function searchVotingNotes(search: NoteSearch): Promise<ChainNote[]> {
  const { kind, prefix, sender, minRound, maxRound, signal, chain = currentChain() } = search;
  const marker = MARKER_AMOUNT[kind];
  const notes: ChainNote[] = [];
  let next: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await indexerGet(
      '/v2/transactions',
      transactionsPageSchema,
      {
        'note-prefix': bytesToBase64(utf8Encode(prefix)),
        'tx-type': 'pay',
        'currency-greater-than': (marker - 1n).toString(),
        'currency-less-than': (marker + 1n).toString(),
        address: sender,
        'address-role': sender === undefined ? undefined : 'sender',
        'min-round': minRound,
        'max-round': maxRound,
        limit: PAGE_LIMIT,
        next,
      },
      chain,
      signal,
    );
    for (const tx of result.transactions) {
      const note = isMarkerRecord(tx, kind) ? noteBytes(tx.note!) : null;
      if (note === null) continue;
      notes.push({
        id: tx.id,
        sender: tx.sender,
        round: Number(tx['confirmed-round']),
        ...(tx['intra-round-offset'] !== undefined ? { intraRound: tx['intra-round-offset'] } : {}),
        ...(tx['round-time'] !== undefined ? { roundTime: tx['round-time'] } : {}),
        note,
      });
    }
    next = result['next-token'];
    if (next === undefined || result.transactions.length === 0) break;
  }
  return notes.sort((a, b) => a.round - b.round || (a.intraRound ?? 0) - (b.intraRound ?? 0));
}

export interface QuestionRecord {
  /** The question's transaction id. */
  id: string;
  sender: string;
  round: number;
  roundTime?: number;
  maxRound: number;
  note: QuestionNote;
}

const toQuestion = (n: ChainNote): QuestionRecord | null => {
  const note = decodeQuestionNote(n.note);
  if (note === null) return null;
  return {
    id: n.id,
    sender: n.sender,
    round: n.round,
    ...(n.roundTime !== undefined ? { roundTime: n.roundTime } : {}),
    maxRound: questionMaxRound(note, n.round),
    note,
  };
};

/** Every valid question (v1 and v2), newest first; invalid notes are skipped. */
export async function searchQuestions(
  options: SearchOptions & { sender?: string } = {},
): Promise<QuestionRecord[]> {
  const notes = await searchVotingNotes({
    ...options,
    kind: 'question',
    prefix: QUESTION_SEARCH_PREFIX,
  });
  return notes
    .map(toQuestion)
    .filter((q): q is QuestionRecord => q !== null)
    .reverse();
}

/** Every vote note of a question given within its rounds (decode with collectAnswers). */
export function searchVoteNotes(
  question: Pick<QuestionRecord, 'id' | 'round' | 'maxRound'>,
  options: SearchOptions & { sender?: string } = {},
): Promise<ChainNote[]> {
  return searchVotingNotes({
    ...options,
    kind: 'vote',
    prefix: votePrefix(question.id),
    minRound: question.round,
    maxRound: question.maxRound,
  });
}

/** Delegation notes up to `maxRound` (all senders, or one); decode with collectDelegations. */
export function searchDelegationNotes(
  options: SearchOptions & { sender?: string; maxRound?: number } = {},
): Promise<ChainNote[]> {
  return searchVotingNotes({ ...options, kind: 'delegation', prefix: DELEGATION_PREFIX });
}

/** One account's trusted-list notes up to `maxRound`; decode with buildTrustedList. */
export function searchTrustedListNotes(
  sender: string,
  options: SearchOptions & { maxRound?: number } = {},
): Promise<ChainNote[]> {
  return searchVotingNotes({
    ...options,
    kind: 'trustedList',
    prefix: TRUSTED_LIST_PREFIX,
    sender,
  });
}

const accountAtRoundSchema = z.looseObject({ account: indexerAccountSchema });

/** At most this many balance lookups run at once. */
const BALANCE_CONCURRENCY = 8;

/**
 * Each account's balance at `round`: micro units of the base coin when `assetId` is 0, else of
 * that asset (0 when not held). An account the indexer does not know has 0.
 */
export async function balancesAtRound(
  addresses: Iterable<string>,
  round: number,
  assetId: bigint,
  options: SearchOptions = {},
): Promise<Map<string, bigint>> {
  const { signal, chain = currentChain() } = options;
  const queue = [...new Set(addresses)];
  const balances = new Map<string, bigint>();
  const worker = async () => {
    for (let address = queue.shift(); address !== undefined; address = queue.shift()) {
      balances.set(address, await balanceAt(address, round, assetId, chain, signal));
    }
  };
  await Promise.all(Array.from({ length: BALANCE_CONCURRENCY }, worker));
  return balances;
}

async function balanceAt(
  address: string,
  round: number,
  assetId: bigint,
  chain: ChainContext,
  signal: AbortSignal | undefined,
): Promise<bigint> {
  let account;
  try {
    account = (
      await indexerGet(
        `/v2/accounts/${encodeURIComponent(address)}`,
        accountAtRoundSchema,
        {
          round,
          exclude:
            assetId === 0n
              ? 'assets,created-assets,apps-local-state,created-apps'
              : 'created-assets,apps-local-state,created-apps',
        },
        chain,
        signal,
      )
    ).account;
  } catch (error) {
    if (isNotFound(error)) return 0n;
    throw error;
  }
  if (assetId === 0n) return account.amount;
  return account.assets?.find((h) => h['asset-id'] === assetId)?.amount ?? 0n;
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

const noteBytes = (note: string): Uint8Array | null => {
  try {
    return base64ToBytes(note);
  } catch {
    return null;
  }
};

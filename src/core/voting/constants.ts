// Spec 001 section 9: the voting contract shared with A-Wallet. Notes written with these values
// are read by every other client of the same questions, so none of them may change.

/** Marker amounts (micro units) of the self payments that carry each note. */
export const MARKER_AMOUNT = {
  delegation: 701n,
  question: 702n,
  vote: 703n,
  trustedList: 705n,
} as const;

export const QUESTION_PREFIX_V1 = 'avote-question/v1:j';
export const QUESTION_PREFIX_V2 = 'avote-question/v2:j';
/** What an indexer search by note prefix uses to find both question versions. */
export const QUESTION_SEARCH_PREFIX = 'avote-question/';
export const VOTE_PREFIX_BASE = 'avote-vote/v1/';
export const DELEGATION_PREFIX = 'avote-delegation/v1:j';
export const TRUSTED_LIST_PREFIX = 'avote-tl/v1:j';
export const GOVERNANCE_PREFIX = 'af/gov1:j';

/** Vote notes carry the first 10 characters of the question's transaction id in the prefix. */
export const VOTE_PREFIX_ID_CHARS = 10;

/** The chain refuses longer notes, so anything longer did not come from it. */
export const NOTE_MAX_BYTES = 1024;

export const DEFAULT_CATEGORY = 'community';
/** The category a delegation applies to when it names no specific one. */
export const ANY_CATEGORY = 'any';
export const DEFAULT_DURATION = 20000;
export const MIN_DURATION = 1;
export const MAX_DURATION = 9999999;
export const MAX_VOTE_POINTS = 100;
/** AMS-0001: delegation weights are 0..1000 (only those above 0 are written). */
export const MAX_DELEGATION_WEIGHT = 1000;

/** Estimated block time, for end-time estimates only (never for rules). */
export const BLOCK_TIME_MS = 4500;

export const DELEGATION_MAX_DEPTH = 100;
/** A share of a delegator's power below this fraction is dropped rather than followed. */
export const DELEGATION_WEIGHT_CUTOFF = 1e-4;

/** Governance tools' defaults (in whole coins) and the generate-accounts range. */
export const DEFAULT_OPT_IN_AMOUNT = 100;
export const DEFAULT_DISTRIBUTE_AMOUNT = 1;
/** The tools' amount field: whole coins 0..1999999999 (the builder's range), 6 decimals. */
export const MAX_TOOL_AMOUNT_COINS = 1_999_999_999;
export const DEFAULT_GENERATE_COUNT = 10;
export const MIN_GENERATE_COUNT = 1;
export const MAX_GENERATE_COUNT = 10000;

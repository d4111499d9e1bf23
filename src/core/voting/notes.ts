import { isCanonicalAddress } from './address';
import { z } from 'zod';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import {
  DELEGATION_PREFIX,
  GOVERNANCE_PREFIX,
  MAX_DELEGATION_WEIGHT,
  MAX_DURATION,
  MAX_VOTE_POINTS,
  MIN_DURATION,
  NOTE_MAX_BYTES,
  QUESTION_PREFIX_V1,
  QUESTION_PREFIX_V2,
  TRUSTED_LIST_PREFIX,
  VOTE_PREFIX_BASE,
  VOTE_PREFIX_ID_CHARS,
} from './constants';

// Every voting note is an ARC-2 note: a prefix ending in ':j' and JSON. Notes come from anyone on
// the chain, so decoding never throws: a note that is too long, not UTF-8, not JSON, has a
// '__proto__' key anywhere or does not match its schema is null and the caller skips it. Maps
// of user-chosen keys (option codes, categories, accounts) come out as Map, never as objects,
// so no key can reach a prototype. A question's url is kept only when it is https://, so a
// screen may render it as a link.

export type NoteInput = Uint8Array | string;

export interface QuestionOption {
  code: string;
  text: string;
}

interface QuestionCommon {
  title: string;
  text: string;
  category: string;
  /** Only an https:// url is kept. */
  url?: string;
  /** In the note's order (JSON puts integer-like codes first). */
  options: QuestionOption[];
}

/** v2 carries a duration; the question closes at its confirming round plus the duration. */
export interface QuestionNoteV2 extends QuestionCommon {
  version: 2;
  duration: number;
}

/** v1 carries the max round itself. */
export interface QuestionNoteV1 extends QuestionCommon {
  version: 1;
  maxRound: number;
}

export type QuestionNote = QuestionNoteV1 | QuestionNoteV2;

export interface VoteNote {
  questionId: string;
  /** Option code -> points (0..100). */
  points: Map<string, number>;
}

/** Category (or 'any') -> delegate account -> weight (above 0, at most 1000). */
export type DelegationMap = Map<string, Map<string, number>>;

export interface TrustedListNote {
  add: string[];
  remove: string[];
}

export interface GovernanceNote {
  /** The committed amount in micro units. */
  com: bigint;
}

const FORBIDDEN_KEY = '__proto__';

/** The JSON after `prefix`, or undefined when the note is not one (never throws). */
function readJson(note: NoteInput, prefix: string): unknown {
  try {
    const bytes = typeof note === 'string' ? utf8Encode(note) : note;
    if (bytes.length > NOTE_MAX_BYTES) return undefined;
    const text = utf8DecodeStrict(bytes);
    if (!text.startsWith(prefix)) return undefined;
    let forbidden = false;
    const value: unknown = JSON.parse(text.slice(prefix.length), (key, v: unknown) => {
      if (key === FORBIDDEN_KEY) forbidden = true;
      return v;
    });
    return forbidden ? undefined : value;
  } catch {
    // Not UTF-8, not JSON, or nested past the parser's stack: not a note we read.
    return undefined;
  }
}

const text = (max: number) => z.string().max(max);
const nonEmpty = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => s.trim() !== '');
/** A-Wallet wrote numbers, but read them with parseInt: a digit string is accepted too. */
const roundNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,15}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
const optionsSchema = z
  .record(nonEmpty(100), text(1000))
  .refine((o) => Object.keys(o).length > 0, 'no options');
const httpsUrl = z
  .string()
  .optional()
  .catch(undefined)
  .transform((url) => (url !== undefined && isHttpsUrl(url) ? url : undefined));

const questionBase = {
  t: nonEmpty(1000),
  q: text(1000),
  category: nonEmpty(100),
  url: httpsUrl,
  o: optionsSchema,
};
const questionV1Schema = z.object({
  ...questionBase,
  max: roundNumber(0, Number.MAX_SAFE_INTEGER),
});
const questionV2Schema = z.object({
  ...questionBase,
  duration: roundNumber(MIN_DURATION, MAX_DURATION),
});

const address = z.string().length(58).refine(isCanonicalAddress);
const pointsSchema = z.number().min(0).max(MAX_VOTE_POINTS);
const voteSchema = z.object({
  q: nonEmpty(100),
  a: z.record(nonEmpty(100), pointsSchema),
});
const delegationSchema = z.object({
  d: z.record(nonEmpty(100), z.record(address, z.number().min(0).max(MAX_DELEGATION_WEIGHT))),
});
const accountList = z.array(z.string().max(100)).optional();
const trustedListSchema = z.object({ a: accountList, r: accountList });
const governanceSchema = z.object({ com: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });

export function isHttpsUrl(url: string): boolean {
  return url.startsWith('https://') && url.length > 'https://'.length;
}

function commonFields(data: z.infer<typeof questionV1Schema | typeof questionV2Schema>) {
  return {
    title: data.t,
    text: data.q,
    category: data.category,
    ...(data.url !== undefined ? { url: data.url } : {}),
    options: Object.entries(data.o).map(([code, optionText]) => ({ code, text: optionText })),
  };
}

export function decodeQuestionNote(note: NoteInput): QuestionNote | null {
  const v2 = questionV2Schema.safeParse(readJson(note, QUESTION_PREFIX_V2));
  if (v2.success) return { version: 2, ...commonFields(v2.data), duration: v2.data.duration };
  const v1 = questionV1Schema.safeParse(readJson(note, QUESTION_PREFIX_V1));
  if (v1.success) return { version: 1, ...commonFields(v1.data), maxRound: v1.data.max };
  return null;
}

function optionsObject(options: readonly QuestionOption[]): Record<string, string> {
  return Object.fromEntries(options.map((o) => [o.code, o.text]));
}

/** The v2 note (what this wallet writes). Field checks are question.ts's job. */
export function encodeQuestionNote(q: Omit<QuestionNoteV2, 'version'>): string {
  const json = {
    t: q.title,
    q: q.text,
    duration: q.duration,
    category: q.category,
    ...(q.url ? { url: q.url } : {}),
    o: optionsObject(q.options),
  };
  return QUESTION_PREFIX_V2 + JSON.stringify(json);
}

/** Only for reading old notes in tests and tools: this wallet writes v2. */
export function encodeQuestionNoteV1(q: Omit<QuestionNoteV1, 'version'>): string {
  const json = {
    t: q.title,
    q: q.text,
    max: q.maxRound,
    category: q.category,
    ...(q.url ? { url: q.url } : {}),
    o: optionsObject(q.options),
  };
  return QUESTION_PREFIX_V1 + JSON.stringify(json);
}

export function votePrefix(questionId: string): string {
  return `${VOTE_PREFIX_BASE}${questionId.slice(0, VOTE_PREFIX_ID_CHARS)}:j`;
}

export function encodeVoteNote(questionId: string, points: ReadonlyMap<string, number>): string {
  return votePrefix(questionId) + JSON.stringify({ q: questionId, a: Object.fromEntries(points) });
}

/**
 * A vote for `questionId`: the prefix must carry its first 10 characters and `q` the whole id
 * (a vote note naming another question that shares the prefix is not a vote for this one).
 */
export function decodeVoteNote(note: NoteInput, questionId: string): VoteNote | null {
  const parsed = voteSchema.safeParse(readJson(note, votePrefix(questionId)));
  if (!parsed.success || parsed.data.q !== questionId) return null;
  return { questionId, points: new Map(Object.entries(parsed.data.a)) };
}

/**
 * Only weights above 0 are written; categories left without a delegate are left out, and so is a
 * '__proto__' category (readers skip a note carrying that key, which would void all of it).
 */
export function encodeDelegationNote(
  delegations: ReadonlyMap<string, ReadonlyMap<string, number>>,
): string {
  const d: [string, Record<string, number>][] = [];
  for (const [category, delegates] of delegations) {
    if (category === FORBIDDEN_KEY) continue;
    const kept = [...delegates].filter(([, weight]) => weight > 0);
    if (kept.length > 0) d.push([category, Object.fromEntries(kept)]);
  }
  return DELEGATION_PREFIX + JSON.stringify({ d: Object.fromEntries(d) });
}

/**
 * AMS-0001: a note that breaks the schema (an account that is not an address, a weight outside
 * 0..1000) transfers nothing, so the whole note is null. Weights of 0 are dropped.
 */
export function decodeDelegationNote(note: NoteInput): DelegationMap | null {
  const parsed = delegationSchema.safeParse(readJson(note, DELEGATION_PREFIX));
  if (!parsed.success) return null;
  const result: DelegationMap = new Map();
  for (const [category, delegates] of Object.entries(parsed.data.d)) {
    const kept = Object.entries(delegates).filter(([, weight]) => weight > 0);
    if (kept.length > 0) result.set(category, new Map(kept));
  }
  return result;
}

export function encodeTrustedListNote(list: TrustedListNote): string {
  const json = {
    ...(list.add.length > 0 ? { a: list.add } : {}),
    ...(list.remove.length > 0 ? { r: list.remove } : {}),
  };
  return TRUSTED_LIST_PREFIX + JSON.stringify(json);
}

/** Entries that are not 58-character addresses are dropped, the rest of the note kept. */
export function decodeTrustedListNote(note: NoteInput): TrustedListNote | null {
  const parsed = trustedListSchema.safeParse(readJson(note, TRUSTED_LIST_PREFIX));
  if (!parsed.success) return null;
  const valid = (list: string[] | undefined) => [...new Set(list ?? [])].filter(isCanonicalAddress);
  return { add: valid(parsed.data.a), remove: valid(parsed.data.r) };
}

/** `af/gov1:j{"com":<micro units>}`: written by hand so a bigint keeps every digit. */
export function encodeGovernanceNote(com: bigint): string {
  if (com < 0n) throw new RangeError('Negative governance commitment');
  return `${GOVERNANCE_PREFIX}{"com":${com.toString()}}`;
}

export function decodeGovernanceNote(note: NoteInput): GovernanceNote | null {
  const parsed = governanceSchema.safeParse(readJson(note, GOVERNANCE_PREFIX));
  return parsed.success ? { com: BigInt(parsed.data.com) } : null;
}

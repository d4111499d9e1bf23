import { isCanonicalAddress } from './address';
import type { Answer, ChainNote } from './answers';
import { decodeTrustedListNote, encodeTrustedListNote } from './notes';
import { pointsSum } from './vote';

// Spec 001 sections 2, 5, 6: a question's trusted list is the list its sender keeps with
// avote-tl notes (added `a`, removed `r`); anyone else's list is ignored. An account is valid
// only if it is 58 characters long.

export interface TrustedEntry {
  account: string;
  /** The round of the note that (last) added it. */
  round: number;
}

export interface AccountsText {
  /** Valid addresses, once each, in the order typed. */
  accounts: string[];
  /** Tokens left out: not 58 characters, or 58 with a wrong checksum (readers would drop them). */
  rejected: string[];
}

/** The accounts of a textarea: one per line; spaces, commas and semicolons also separate. */
export function parseAccountsText(text: string): AccountsText {
  const tokens = text.split(/[\s,;]+/).filter((t) => t !== '');
  const accounts = new Set<string>();
  const rejected: string[] = [];
  for (const token of tokens) {
    if (isCanonicalAddress(token)) accounts.add(token);
    else rejected.push(token);
  }
  return { accounts: [...accounts], rejected };
}

/** The note for the two textareas, or '' when neither holds a valid account. */
export function trustedListNote(addText: string, removeText: string): string {
  const add = parseAccountsText(addText).accounts;
  const remove = parseAccountsText(removeText).accounts;
  if (add.length === 0 && remove.length === 0) return '';
  return encodeTrustedListNote({ add, remove });
}

/**
 * The trusted list of `owner` after its notes up to `atRound` (the question's max round), in
 * chain order. Within one note removals apply after additions, so a note naming an account in
 * both leaves it out. Sorted by round, then account.
 */
export function buildTrustedList(
  notes: Iterable<ChainNote>,
  owner: string,
  atRound: number,
): TrustedEntry[] {
  const ownNotes = [...notes]
    .filter((n) => n.sender === owner && n.round <= atRound)
    .map((n, index) => ({ n, index }))
    .sort((x, y) =>
      x.n.round !== y.n.round
        ? x.n.round - y.n.round
        : (x.n.intraRound ?? 0) - (y.n.intraRound ?? 0) || x.index - y.index,
    );
  const list = new Map<string, number>();
  for (const { n } of ownNotes) {
    const tl = decodeTrustedListNote(n.note);
    if (tl === null) continue;
    for (const account of tl.add) if (!list.has(account)) list.set(account, n.round);
    for (const account of tl.remove) list.delete(account);
  }
  return [...list]
    .map(([account, round]) => ({ account, round }))
    .sort(
      (a, b) => a.round - b.round || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0),
    );
}

export interface TrustedListResult {
  /** Option code -> votes; each trusted voter is one vote, split by their points. */
  perOption: Map<string, number>;
  voters: number;
}

/**
 * One trusted account, one vote: coins and delegation play no part here (that is the
 * coin-weighted tally). Answers whose points on the question's options sum to 0 do not count.
 */
export function trustedListResults(
  answers: Iterable<Answer>,
  trusted: Iterable<TrustedEntry>,
  optionCodes: readonly string[],
): TrustedListResult {
  const trustedSet = new Set([...trusted].map((e) => e.account));
  const perOption = new Map(optionCodes.map((code) => [code, 0]));
  let voters = 0;
  for (const answer of answers) {
    if (!trustedSet.has(answer.sender)) continue;
    const points = new Map(optionCodes.map((code) => [code, answer.points.get(code) ?? 0]));
    const sum = pointsSum(points);
    if (!(sum > 0)) continue;
    voters++;
    for (const [code, value] of points) perOption.set(code, perOption.get(code)! + value / sum);
  }
  return { perOption, voters };
}

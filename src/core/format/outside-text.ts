// Text that came from outside (a dapp's name, statement or message, a note, an asset's name, a
// name someone typed) is shown beside amounts and addresses, so it must read as it is. Characters
// that draw nothing can make it lie: a right-to-left override (U+202E) turns "moc.live" into
// "evil.com" on screen, a zero-width space makes two equal-looking names differ, tag characters
// carry text nobody sees. This is the one rule for all of them: such characters are split out as
// markers the UI draws visibly (⟨U+202E⟩) and flags, and `plainText` drops them where a name is
// only read (a contact's or an account's name).
//
// Decisions beyond the plain classes:
// - The joiners U+200C/U+200D pass where writing needs them: between two emoji (family and
//   profession sequences) and between two letters of a script outside Latin, Greek and Cyrillic
//   (Persian, Indic). Between Latin letters they only make equal-looking words differ.
// - One variation selector right after a character passes (U+FE0F asks for the emoji form); any
//   further selector on the same character is a marker, as runs of them encode hidden bytes.
// - Tag characters pass only as a subdivision flag (🏴 + 2-6 lowercase tags + cancel tag).
// - More than MAX_MARKS combining marks on one character are a marker: stacked marks draw over
//   the lines above and below and hide them. Living scripts stack at most about four (Vietnamese
//   two, Thai three, Hebrew with points and cantillation four).
// - A multi-line text keeps newlines, tabs and CR LF; everywhere else they are control markers.

export type HiddenClass =
  | 'bidi' // embeddings, overrides, isolates, directional marks
  | 'zero-width' // zero-width space, joiners out of place, word joiner, byte-order mark
  | 'format' // other format characters: soft hyphen, tags, interlinear annotation, fillers
  | 'control' // C0 and C1 control characters
  | 'separator' // line and paragraph separators U+2028, U+2029
  | 'variation' // a variation selector beyond the first on one character
  | 'marks'; // combining marks beyond MAX_MARKS on one character

export type OutsideRun =
  | { kind: 'text'; text: string }
  /** `count` times `codePoint` in a row; for `marks`, the first extra mark and how many. */
  | { kind: 'hidden'; cls: HiddenClass; codePoint: number; count: number };

export interface OutsideTextOptions {
  /** Newlines and tabs belong to the text (a message, a note); default false. */
  multiline?: boolean;
}

export const MAX_MARKS = 4;

const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/u;
const SEPARATOR = /[\u2028\u2029]/u;
const VARIATION = /[\uFE00-\uFE0F\u180B-\u180D\u180F\u{E0100}-\u{E01EF}]/u;
const CONTROL = /\p{Cc}/u;
const FORMAT = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const MARK = /[\p{Mn}\p{Me}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const JOINED_LETTER = /(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\p{L}\p{M}]/u;
const EMOJI_TAIL = /\uFE0F|[\u{1F3FB}-\u{1F3FF}]/u;
const SUBDIVISION_FLAG = /^\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{2,6}\u{E007F}/u;

function classOf(ch: string): HiddenClass | null {
  if (BIDI.test(ch)) return 'bidi';
  if (ZERO_WIDTH.test(ch)) return 'zero-width';
  if (SEPARATOR.test(ch)) return 'separator';
  if (CONTROL.test(ch)) return 'control';
  if (VARIATION.test(ch)) return 'variation';
  if (FORMAT.test(ch)) return 'format';
  return null;
}

/** Whether a joiner between `before` (the last character drawn) and `after` is writing. */
function joinerBelongs(before: string | undefined, after: string | undefined): boolean {
  if (!before || !after) return false;
  if (PICTOGRAPH.test(before) && PICTOGRAPH.test(after)) return true;
  return JOINED_LETTER.test(before) && JOINED_LETTER.test(after);
}

/** `text` as runs of plain text and markers for every character that could disguise it. */
export function splitOutsideText(text: string, options: OutsideTextOptions = {}): OutsideRun[] {
  const chars = Array.from(text);
  const runs: OutsideRun[] = [];
  let plain = '';
  // The last character drawn (emoji modifiers and selectors skipped), marks on it, selectors.
  let base: string | undefined;
  let marks = 0;
  let selectorUsed = false;

  const hidden = (cls: HiddenClass, ch: string) => {
    const codePoint = ch.codePointAt(0)!;
    if (plain) runs.push({ kind: 'text', text: plain });
    plain = '';
    const last = runs[runs.length - 1];
    if (
      last?.kind === 'hidden' &&
      last.cls === cls &&
      (cls === 'marks' || last.codePoint === codePoint)
    ) {
      last.count += 1;
    } else {
      runs.push({ kind: 'hidden', cls, codePoint, count: 1 });
    }
  };
  const shown = (ch: string, drawn: boolean) => {
    plain += ch;
    if (drawn) {
      base = ch;
      marks = 0;
      selectorUsed = false;
    }
  };

  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i] ?? '';
    if (ch === '\u{1F3F4}') {
      const flag = SUBDIVISION_FLAG.exec(chars.slice(i, i + 8).join(''));
      if (flag) {
        shown(flag[0], true);
        base = ch;
        i += Array.from(flag[0]).length - 1;
        continue;
      }
    }
    if (
      options.multiline &&
      (ch === '\n' || ch === '\t' || (ch === '\r' && chars[i + 1] === '\n'))
    ) {
      shown(ch, true);
      base = undefined;
      continue;
    }
    if (ch === '\u200C' || ch === '\u200D') {
      if (joinerBelongs(base, chars[i + 1])) {
        shown(ch, false);
        continue;
      }
      hidden('zero-width', ch);
      continue;
    }
    if (VARIATION.test(ch) && base !== undefined && !selectorUsed) {
      selectorUsed = true;
      shown(ch, false);
      continue;
    }
    const cls = classOf(ch);
    if (cls) {
      hidden(cls, ch);
      continue;
    }
    if (MARK.test(ch)) {
      marks += 1;
      if (marks > MAX_MARKS) hidden('marks', ch);
      else shown(ch, false);
      continue;
    }
    if (EMOJI_TAIL.test(ch)) {
      shown(ch, false);
      continue;
    }
    shown(ch, true);
  }
  if (plain) runs.push({ kind: 'text', text: plain });
  return runs;
}

/** Whether any run is a marker. */
export const hasHidden = (runs: readonly OutsideRun[]): boolean =>
  runs.some((run) => run.kind === 'hidden');

/** U+202E, four hex digits at least. */
export const codePointName = (codePoint: number): string =>
  `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** How a marker reads on screen: ⟨U+202E⟩, ⟨U+200B ×3⟩. */
export function markerText(run: Extract<OutsideRun, { kind: 'hidden' }>): string {
  const name = codePointName(run.codePoint);
  return run.count > 1 ? `⟨${name} ×${run.count}⟩` : `⟨${name}⟩`;
}

/** The text with its markers written in, for places that take only a string (labels, options). */
export function showHidden(text: string, options: OutsideTextOptions = {}): string {
  return splitOutsideText(text, options)
    .map((run) => (run.kind === 'text' ? run.text : markerText(run)))
    .join('');
}

/** The text without anything that could disguise it: for names the person reads, not checks. */
export function plainText(text: string, options: OutsideTextOptions = {}): string {
  return splitOutsideText(text, options)
    .map((run) => (run.kind === 'text' ? run.text : ''))
    .join('');
}

export interface CutRuns {
  runs: OutsideRun[];
  /** Whether anything was left out. */
  cut: boolean;
}

/**
 * The first `maxChars` characters (a marker counts as its text) or `maxLines` lines of the runs,
 * whichever is shorter, never splitting a character from its marks or an emoji sequence.
 */
export function cutRuns(runs: readonly OutsideRun[], maxChars: number, maxLines: number): CutRuns {
  const out: OutsideRun[] = [];
  let chars = 0;
  let lines = 1;
  for (const run of runs) {
    if (run.kind === 'hidden') {
      chars += markerText(run).length;
      if (chars > maxChars) return { runs: out, cut: true };
      out.push(run);
      continue;
    }
    let kept = '';
    const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(run.text);
    for (const { segment } of segments) {
      chars += Array.from(segment).length;
      if (segment.includes('\n')) lines += 1;
      if (chars > maxChars || lines > maxLines) {
        if (kept) out.push({ kind: 'text', text: kept });
        return { runs: out, cut: true };
      }
      kept += segment;
    }
    out.push({ kind: 'text', text: kept });
  }
  return { runs: out, cut: false };
}

import { describe, expect, it } from 'vitest';
import {
  cutRuns,
  hasHidden,
  MAX_MARKS,
  plainText,
  showHidden,
  splitOutsideText,
  type HiddenClass,
} from './outside-text';

/** The classes of the markers found in `text`, in order. */
const classes = (text: string, multiline = false): HiddenClass[] =>
  splitOutsideText(text, { multiline }).flatMap((run) => (run.kind === 'hidden' ? [run.cls] : []));

describe('splitOutsideText', () => {
  it('shows bidirectional embeddings, overrides, isolates and marks', () => {
    expect(showHidden('Sign in to \u202Emoc.live')).toBe('Sign in to ⟨U+202E⟩moc.live');
    for (const ch of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      expect(classes(`a${ch}b`)).toEqual(['bidi']);
    }
  });

  it('shows zero-width spaces, the word joiner, the byte-order mark and misplaced joiners', () => {
    for (const ch of ['\u200B', '\u2060', '\uFEFF'])
      expect(classes(`pay${ch}pal`)).toEqual(['zero-width']);
    // Between Latin letters, at either end or beside a space a joiner only makes words differ.
    expect(classes('pay\u200Dpal')).toEqual(['zero-width']);
    expect(classes('pay\u200Cpal')).toEqual(['zero-width']);
    expect(classes('\u200Dx')).toEqual(['zero-width']);
    expect(classes('👨\u200D ')).toEqual(['zero-width']);
  });

  it('keeps the joiners that emoji sequences and other scripts need', () => {
    for (const text of [
      '👨\u200D👩\u200D👧',
      '👩🏽\u200D💻',
      '🏳\uFE0F\u200D🌈',
      'می\u200Cخواهم',
      'क्\u200Dष',
    ]) {
      expect(splitOutsideText(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('shows other format characters: soft hyphen, U+180E, tags, interlinear annotation, fillers', () => {
    for (const ch of [
      '\u00AD',
      '\u180E',
      '\u2061',
      '\u{E0001}',
      '\u{E0041}',
      '\uFFF9',
      '\uFFFB',
      '\u3164',
      '\u034F',
      '\u0600',
    ]) {
      expect(classes(`a${ch}b`)).toEqual(['format']);
    }
    // Smuggled tag text: each tag is its own marker, so the hidden word is seen.
    expect(showHidden('hi\u{E0068}\u{E0069}')).toBe('hi⟨U+E0068⟩⟨U+E0069⟩');
  });

  it('keeps a subdivision flag, the one use of tag characters', () => {
    const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(splitOutsideText(`go ${scotland}!`)).toEqual([
      { kind: 'text', text: `go ${scotland}!` },
    ]);
    // Without its cancel tag it is not a flag.
    expect(classes('🏴\u{E0067}\u{E0062}')).toEqual(['format', 'format']);
  });

  it('shows C0 and C1 control characters, and newlines and tabs in one-line text', () => {
    for (const ch of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B']) {
      expect(classes(`a${ch}b`, true)).toEqual(['control']);
    }
    expect(classes('a\nb\tc')).toEqual(['control', 'control']);
    expect(classes('a\rb', true)).toEqual(['control']);
  });

  it('keeps newlines, tabs and CR LF in multi-line text', () => {
    const text = 'line one\r\nline\ttwo\nthree';
    expect(splitOutsideText(text, { multiline: true })).toEqual([{ kind: 'text', text }]);
  });

  it('shows line and paragraph separators, even in multi-line text', () => {
    expect(classes('a\u2028b\u2029c', true)).toEqual(['separator', 'separator']);
  });

  it('keeps one variation selector on a character and shows any further ones', () => {
    expect(splitOutsideText('❤\uFE0F ok')).toEqual([{ kind: 'text', text: '❤\uFE0F ok' }]);
    expect(showHidden('❤\uFE0F\uFE0E\u{E0100}')).toBe('❤\uFE0F⟨U+FE0E⟩⟨U+E0100⟩');
    expect(classes('\uFE0Fx')).toEqual(['variation']);
  });

  it(`keeps ${MAX_MARKS} combining marks on a character and gathers the rest in one marker`, () => {
    const viet = 'Tiếng Việt ệ\u0301';
    expect(splitOutsideText(viet)).toEqual([{ kind: 'text', text: viet }]);
    const flood = `Z${'\u0301\u0300\u0308'.repeat(4)}x`;
    expect(splitOutsideText(flood)).toEqual([
      { kind: 'text', text: 'Z\u0301\u0300\u0308\u0301' },
      { kind: 'hidden', cls: 'marks', codePoint: 0x0300, count: 8 },
      { kind: 'text', text: 'x' },
    ]);
  });

  it('gathers a run of one hidden character into one marker with its count', () => {
    expect(showHidden('a\u200B\u200B\u200Bb')).toBe('a⟨U+200B ×3⟩b');
  });

  it('leaves ordinary text of any script as it is', () => {
    for (const text of ['Nagy Éva – főkönyv', 'שלום עולם', 'مرحبا', '日本語', 'a\u00A0b']) {
      expect(splitOutsideText(text)).toEqual([{ kind: 'text', text }]);
      expect(hasHidden(splitOutsideText(text))).toBe(false);
    }
  });
});

describe('plainText', () => {
  it('drops what the markers show and keeps the rest', () => {
    expect(plainText('Alice\u202Eecila\u200B')).toBe('Aliceecila');
    expect(plainText('line\none', { multiline: true })).toBe('line\none');
  });
});

describe('cutRuns', () => {
  const runs = splitOutsideText('abc\u202Edef\nghi', { multiline: true });

  it('keeps everything that fits', () => {
    expect(cutRuns(runs, 100, 5)).toEqual({ runs, cut: false });
  });

  it('cuts at the character limit, a marker counting as its text', () => {
    expect(cutRuns(runs, 12, 5)).toEqual({
      runs: [
        { kind: 'text', text: 'abc' },
        { kind: 'hidden', cls: 'bidi', codePoint: 0x202e, count: 1 },
        { kind: 'text', text: 'd' },
      ],
      cut: true,
    });
  });

  it('cuts at the line limit', () => {
    expect(cutRuns(runs, 100, 1).runs.at(-1)).toEqual({ kind: 'text', text: 'def' });
  });

  it('never parts a character from its marks or an emoji sequence', () => {
    const text = splitOutsideText('e\u0301\u0302👨\u200D👩');
    expect(cutRuns(text, 2, 5).runs).toEqual([]);
    expect(cutRuns(text, 3, 5).runs).toEqual([{ kind: 'text', text: 'e\u0301\u0302' }]);
    expect(cutRuns(text, 5, 5).runs).toEqual([{ kind: 'text', text: 'e\u0301\u0302' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvLine } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Payment')).toBe('Payment');
    expect(csvCell('1.5')).toBe('1.5');
    expect(csvCell('')).toBe('');
  });

  it.each(['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'puts an apostrophe before a formula start: %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('guards a formula and quotes it when it needs quotes', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
  });

  it('quotes commas, semicolons, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('does not guard a formula character later in the text', () => {
    expect(csvCell('Alice=Bob')).toBe('Alice=Bob');
  });
});

describe('csvDocument', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    const text = csvDocument(
      ['Date', 'Name'],
      [
        ['2026-11-28', 'Bob, Jr.'],
        ['2026-11-27', '@x'],
      ],
    );
    expect(text).toBe('Date,Name\r\n2026-11-28,"Bob, Jr."\r\n2026-11-27,\'@x\r\n');
    expect(csvLine(['a', 'b'])).toBe('a,b');
  });
});

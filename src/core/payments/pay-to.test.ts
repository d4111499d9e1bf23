import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { sanitizePayTo, splitLinkScheme } from './pay-to';

const ADDR = generateAccount().addr.toString();

describe('sanitizePayTo', () => {
  it.each([
    [ADDR, ADDR],
    [`  ${ADDR}\n`, ADDR],
    [`algorand://${ADDR}`, ADDR],
    [`web+algorand://${ADDR}`, ADDR],
    [`ALGORAND:${ADDR}`, ADDR],
    [`algorand://${ADDR}?amount=5&note=x`, ADDR],
    [`web+algorand://${ADDR}/?label=Shop`, ADDR],
    [`"${ADDR}".`, ADDR],
    [`<${ADDR}>;`, ADDR],
    ['AB-CD_EF gh!', 'ABCD_EF gh'],
    ['!@#$%^&*()', ''],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizePayTo(input)).toBe(expected);
  });

  it('keeps a query-like tail of a value without a scheme, stripped of its symbols', () => {
    expect(sanitizePayTo(`${ADDR}?amount=5`)).toBe(`${ADDR}amount5`);
  });
});

describe('splitLinkScheme', () => {
  it('recognises both schemes with or without //', () => {
    expect(splitLinkScheme(`algorand://${ADDR}?a=1`)).toEqual({
      scheme: 'algorand',
      rest: `${ADDR}?a=1`,
    });
    expect(splitLinkScheme(`WEB+ALGORAND:${ADDR}`)).toEqual({ scheme: 'web+algorand', rest: ADDR });
  });

  it('returns null for other text', () => {
    expect(splitLinkScheme(ADDR)).toBeNull();
    expect(splitLinkScheme(`bitcoin:${ADDR}`)).toBeNull();
    expect(splitLinkScheme(`xalgorand://${ADDR}`)).toBeNull();
  });
});

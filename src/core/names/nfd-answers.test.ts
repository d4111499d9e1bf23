import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { namesFromLookupAnswer, resolutionFromAnswer } from './nfd-answers';

const DEPOSIT = generateAccount().addr.toString();
const OWNER = generateAccount().addr.toString();
const OTHER = generateAccount().addr.toString();
/** The same account spelt another way: the last character's two unused bits set. */
const nonCanonical = (address: string) => {
  const last = address.at(-1) ?? 'A';
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  return address.slice(0, -1) + alphabet[alphabet.indexOf(last) ^ 1];
};

const brief = (extra: Record<string, unknown> = {}) => ({
  name: 'alice.algo',
  appID: 123,
  state: 'owned',
  owner: OWNER,
  depositAccount: DEPOSIT,
  caAlgo: [DEPOSIT],
  properties: { userDefined: { bio: 'hi' } },
  ...extra,
});

describe('resolving a name', () => {
  it('found: the deposit account, extra fields ignored', () => {
    expect(resolutionFromAnswer('alice.algo', 200, brief())).toEqual({
      kind: 'found',
      name: 'alice.algo',
      address: DEPOSIT,
      owner: OWNER,
    });
  });

  it('not found on 404, whatever the body', () => {
    const body = { name: 'not_found', message: 'NFD not found', fault: false };
    expect(resolutionFromAnswer('bob.algo', 404, body).kind).toBe('not-found');
    expect(resolutionFromAnswer('bob.algo', 404, '<html>').kind).toBe('not-found');
  });

  it('no deposit account when the record has none', () => {
    const { depositAccount: _, ...record } = brief();
    expect(resolutionFromAnswer('alice.algo', 200, record).kind).toBe('no-deposit-account');
  });

  it('unreachable on server errors and rate limits', () => {
    expect(resolutionFromAnswer('alice.algo', 500, brief()).kind).toBe('unreachable');
    expect(resolutionFromAnswer('alice.algo', 429, null).kind).toBe('unreachable');
  });

  it.each([
    ['not an object', 'alice.algo'],
    ['null', null],
    ['an array', [brief()]],
    ['deposit account a number', brief({ depositAccount: 12 })],
    ['deposit account not an address', brief({ depositAccount: 'A'.repeat(58) })],
    ['deposit account spelt non-canonically', brief({ depositAccount: nonCanonical(DEPOSIT) })],
    ['deposit account lowercase', brief({ depositAccount: DEPOSIT.toLowerCase() })],
    ['deposit account huge', brief({ depositAccount: DEPOSIT.repeat(10_000) })],
    ['owner not an address', brief({ owner: 'x' })],
    ['caAlgo not an array', brief({ caAlgo: DEPOSIT })],
    ['caAlgo with a bad entry', brief({ caAlgo: [DEPOSIT, 'nope'] })],
    ['another name', brief({ name: 'mallory.algo' })],
    ['HTML in the name', brief({ name: '<img src=x onerror=alert(1)>.algo' })],
    ['a huge name', brief({ name: `${'a'.repeat(100_000)}.algo` })],
    ['name a number', brief({ name: 42 })],
    ['no name', brief({ name: undefined })],
  ])('bad answer: %s', (_, body) => {
    expect(resolutionFromAnswer('alice.algo', 200, body).kind).toBe('bad-answer');
  });

  it('a __proto__ key neither pollutes nor passes', () => {
    const body: unknown = JSON.parse(
      `{"__proto__":{"depositAccount":"${OTHER}","polluted":true},"name":"alice.algo"}`,
    );
    expect(resolutionFromAnswer('alice.algo', 200, body).kind).toBe('no-deposit-account');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('reverse lookups', () => {
  const asked = [DEPOSIT, OTHER];

  it('names the asked addresses the answer maps, verified ones only', () => {
    const names = namesFromLookupAnswer(asked, 200, { [DEPOSIT]: brief() });
    expect(names).toEqual(new Map([[DEPOSIT, 'alice.algo']]));
  });

  it('404 means no names; other failures mean not looked up', () => {
    expect(namesFromLookupAnswer(asked, 404, { name: 'not_found' })).toEqual(new Map());
    expect(namesFromLookupAnswer(asked, 500, {})).toBeNull();
    expect(namesFromLookupAnswer(asked, 200, [])).toBeNull();
    expect(namesFromLookupAnswer(asked, 200, 'x')).toBeNull();
  });

  it('ignores addresses not asked, records for addresses they do not list, bad records', () => {
    const names = namesFromLookupAnswer(asked, 200, {
      [OWNER]: brief({ name: 'owner.algo' }),
      [OTHER]: brief({ name: 'claims.algo' }),
      [DEPOSIT]: brief({ name: '<b>alice</b>.algo' }),
    });
    expect(names).toEqual(new Map());
  });

  it('accepts a name through its verified list when the deposit account differs', () => {
    const names = namesFromLookupAnswer(asked, 200, {
      [OTHER]: brief({ name: 'two.algo', caAlgo: [DEPOSIT, OTHER] }),
    });
    expect(names).toEqual(new Map([[OTHER, 'two.algo']]));
  });

  it('a __proto__ entry is never read', () => {
    const body: unknown = JSON.parse(`{"__proto__":${JSON.stringify(brief())}}`);
    expect(namesFromLookupAnswer(['__proto__', ...asked], 200, body)).toEqual(new Map());
  });
});

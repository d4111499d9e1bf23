import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { decodeDelegationNote } from '../../../core/voting/notes';
import {
  addCategory,
  addDelegate,
  draftFromChain,
  draftNote,
  isValidWeight,
  removeCategory,
  removeDelegate,
  setWeight,
  shares,
  type DelegationDraft,
} from './delegation-draft';

const [self, a, b, c] = Array.from({ length: 4 }, () => algosdk.generateAccount().addr.toString());

function ok<P>(result: { ok: true; draft: DelegationDraft } | { ok: false; problem: P }) {
  if (!result.ok) throw new Error(`expected ok, got ${String(result.problem)}`);
  return result.draft;
}

describe('delegation draft', () => {
  it('starts from the chain delegation in its order', () => {
    const draft = draftFromChain(
      new Map([
        ['any', new Map([[a!, 10]])],
        [
          'community',
          new Map([
            [b!, 3],
            [c!, 1],
          ]),
        ],
      ]),
    );
    expect(draft).toEqual([
      { category: 'any', delegates: [{ address: a, weight: 10 }] },
      {
        category: 'community',
        delegates: [
          { address: b, weight: 3 },
          { address: c, weight: 1 },
        ],
      },
    ]);
    expect(draftFromChain(undefined)).toEqual([]);
  });

  it('adds categories once, trimmed, and refuses empty, reserved and long names', () => {
    let draft = ok(addCategory([], '  any '));
    expect(draft.map((x) => x.category)).toEqual(['any']);
    expect(addCategory(draft, 'any')).toEqual({ ok: false, problem: 'exists' });
    expect(addCategory(draft, '   ')).toEqual({ ok: false, problem: 'empty' });
    expect(addCategory(draft, '__proto__')).toEqual({ ok: false, problem: 'reserved' });
    expect(addCategory(draft, 'x'.repeat(101))).toEqual({ ok: false, problem: 'too-long' });
    draft = ok(addCategory(draft, 'community'));
    expect(removeCategory(draft, 'any').map((x) => x.category)).toEqual(['community']);
  });

  it('adds valid delegates with weight 100 and refuses self, duplicates and bad addresses', () => {
    let draft = ok(addCategory([], 'any'));
    draft = ok(addDelegate(draft, 'any', ` ${a} `, self));
    expect(draft[0]!.delegates).toEqual([{ address: a, weight: 100 }]);
    expect(addDelegate(draft, 'any', a!, self)).toEqual({ ok: false, problem: 'exists' });
    expect(addDelegate(draft, 'any', self!, self)).toEqual({ ok: false, problem: 'self' });
    expect(addDelegate(draft, 'any', 'ABC', self)).toEqual({
      ok: false,
      problem: 'invalid-address',
    });
    // 58 characters with a wrong checksum.
    const broken = `${a!.slice(0, 57)}${a!.endsWith('A') ? 'B' : 'A'}`;
    expect(addDelegate(draft, 'any', broken, self)).toEqual({
      ok: false,
      problem: 'invalid-address',
    });
    expect(addDelegate(draft, 'community', b!, self)).toEqual({
      ok: false,
      problem: 'no-category',
    });
  });

  it('computes shares from weights above 0 only', () => {
    let draft = ok(addCategory([], 'any'));
    draft = ok(addDelegate(draft, 'any', a!, self));
    draft = ok(addDelegate(draft, 'any', b!, self));
    draft = ok(addDelegate(draft, 'any', c!, self));
    draft = setWeight(draft, 'any', a!, 300);
    draft = setWeight(draft, 'any', b!, 100);
    draft = setWeight(draft, 'any', c!, 0);
    const s = shares(draft[0]!);
    expect(s.get(a!)).toBe(75);
    expect(s.get(b!)).toBe(25);
    expect(s.get(c!)).toBe(0);
    expect(shares({ category: 'x', delegates: [{ address: a!, weight: 0 }] }).get(a!)).toBe(0);
  });

  it('writes only weights above 0 and leaves out categories without one', () => {
    let draft = ok(addCategory([], 'any'));
    draft = ok(addCategory(draft, 'community'));
    draft = ok(addDelegate(draft, 'any', a!, self));
    draft = ok(addDelegate(draft, 'any', b!, self));
    draft = ok(addDelegate(draft, 'community', c!, self));
    draft = setWeight(draft, 'any', a!, 1000);
    draft = setWeight(draft, 'any', b!, 0);
    draft = setWeight(draft, 'community', c!, 0);
    const note = draftNote(draft, self)!;
    expect(note).toBe(`avote-delegation/v1:j{"d":{"any":{"${a}":1000}}}`);
    expect(decodeDelegationNote(note)).toEqual(new Map([['any', new Map([[a!, 1000]])]]));
    expect(draftNote(removeDelegate(draft, 'any', a!), self)).toBe('avote-delegation/v1:j{"d":{}}');
  });

  it('has no note while a weight is out of range or the account delegates to itself', () => {
    let draft = ok(addCategory([], 'any'));
    draft = ok(addDelegate(draft, 'any', a!, self));
    expect(draftNote(setWeight(draft, 'any', a!, 1001), self)).toBeNull();
    expect(draftNote(setWeight(draft, 'any', a!, ''), self)).toBeNull();
    expect(draftNote(setWeight(draft, 'any', a!, 1.5), self)).toBeNull();
    expect(draftNote(setWeight(draft, 'any', a!, -1), self)).toBeNull();
    // A delegation read from the chain (another client) may name the account itself.
    const fromChain = draftFromChain(new Map([['any', new Map([[self!, 5]])]]));
    expect(draftNote(fromChain, self)).toBeNull();
    expect(isValidWeight(0)).toBe(true);
    expect(isValidWeight(1000)).toBe(true);
  });

  it('reads weights as the field holds them, never clamping one out of range', () => {
    let draft = ok(addCategory([], 'any'));
    draft = ok(addDelegate(draft, 'any', a!, self));
    // Text the field keeps as typed is read as the number it shows.
    const note = draftNote(setWeight(draft, 'any', a!, '007'), self);
    expect(decodeDelegationNote(note!)).toEqual(new Map([['any', new Map([[a!, 7]])]]));
    expect(draftNote(setWeight(draft, 'any', a!, '1001'), self)).toBeNull();
    expect(draftNote(setWeight(draft, 'any', a!, '2.5'), self)).toBeNull();
    expect(draftNote(setWeight(draft, 'any', a!, '-'), self)).toBeNull();
    expect(isValidWeight('1000')).toBe(true);
    expect(isValidWeight(1001)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { concatBytes } from './bytes';

describe('concatBytes', () => {
  it('joins the parts in order', () => {
    expect(concatBytes(Uint8Array.of(1, 2), Uint8Array.of(), Uint8Array.of(3))).toEqual(
      Uint8Array.of(1, 2, 3),
    );
  });

  it('is empty for no parts', () => {
    expect(concatBytes()).toEqual(new Uint8Array());
  });

  it('copies: the result shares nothing with the parts', () => {
    const part = Uint8Array.of(7, 8);
    const out = concatBytes(part);
    part[0] = 0;
    expect(out).toEqual(Uint8Array.of(7, 8));
    expect(out.buffer).not.toBe(part.buffer);
  });

  it('reads views at their offset', () => {
    const backing = Uint8Array.of(0, 1, 2, 3, 4);
    expect(concatBytes(backing.subarray(1, 3), backing.subarray(4))).toEqual(
      Uint8Array.of(1, 2, 4),
    );
  });
});

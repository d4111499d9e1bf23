import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { abiReturn, compileTeal, programAddress } from './index';

describe('devnet/avm public helpers', () => {
  it('compiles TEAL as /v2/teal/compile answers, the hash being the logic signature address', () => {
    const { hash, result } = compileTeal('#pragma version 10\npushint 1');
    expect(result).toBe('CoEB');
    const program = Uint8Array.from(Buffer.from(result, 'base64'));
    // algosdk derives the same address for a logic signature over these bytes.
    expect(hash).toBe(new algosdk.LogicSigAccount(program).address().toString());
    expect(programAddress(program)).toBe(hash);
  });

  it('reads an ABI return from the last log only', () => {
    expect(abiReturn([Uint8Array.of(1), Uint8Array.of(0x15, 0x1f, 0x7c, 0x75, 9)])).toEqual(
      Uint8Array.of(9),
    );
    expect(abiReturn([Uint8Array.of(0x15, 0x1f, 0x7c, 0x75, 9), Uint8Array.of(1)])).toBeUndefined();
    expect(abiReturn([])).toBeUndefined();
  });
});

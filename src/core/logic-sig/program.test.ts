import { LogicSig } from 'algosdk';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../encoding/base64';
import { programIdentity, signedByProgram } from './program';

const program = new Uint8Array([0x0a, 0x81, 0x01]); // #pragma version 10; int 1

describe('programIdentity', () => {
  it("names the program's address and its SHA-512/256 hash of 'Program' || program", () => {
    const { address, hash } = programIdentity(program);
    expect(address).toBe(new LogicSig(program).address().toString());
    const expected = createHash('sha512-256')
      .update(Buffer.concat([Buffer.from('Program'), program]))
      .digest('hex');
    expect(hash).toBe(expected);
  });
});

describe('signedByProgram', () => {
  const logic = bytesToBase64(program);

  const escrow = programIdentity(program).address;
  const account =
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'.slice(0, 58);

  it("reads an escrow's program (its own account, no signature) and a delegation", () => {
    expect(signedByProgram({ logic }, escrow)).toEqual({
      ...programIdentity(program),
      delegated: false,
    });
    expect(signedByProgram({ logic, signature: 'c2ln' }, escrow)?.delegated).toBe(true);
    expect(signedByProgram({ logic, 'multisig-signature': {} }, escrow)?.delegated).toBe(true);
    expect(signedByProgram({ logic, 'logic-multisig-signature': {} }, escrow)?.delegated).toBe(
      true,
    );
    // Another account sending through the program delegated itself, signature shown or not.
    expect(signedByProgram({ logic }, account)?.delegated).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['no program', {}],
    ['an empty program', { logic: '' }],
    ['a program that is no base64', { logic: '%%%' }],
    ['a program that is no string', { logic: 7 }],
  ])('reads %s as no program', (_, value) => {
    expect(signedByProgram(value, account)).toBeNull();
  });
});

/**
 * Signature checks, base64 decoding and the group opcodes that read earlier transactions' results
 * (gload, gloads, gaid, gaids).
 */
import { sha512_256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { ed25519Verify } from '../ed25519';
import { jsonRef } from './json-ref';
import type { StackValue } from './ledger';
import { fail, type Machine } from './machine';
import type { Handler } from './ops-core';
import { fieldByIndex } from './opcodes';

const PROGRAM_PREFIX = new TextEncoder().encode('Program');
const PROGDATA_PREFIX = new TextEncoder().encode('ProgData');

/** The hash a program signs with: SHA-512/256 of "Program" and its bytes (also its address). */
export function programHash(program: Uint8Array): Uint8Array {
  return sha512_256(concatBytes(PROGRAM_PREFIX, program));
}

function verifyArgs(m: Machine): [Uint8Array, Uint8Array, Uint8Array] {
  const key = m.popBytes();
  const signature = m.popBytes();
  const data = m.popBytes();
  if (key.length !== 32) fail(`invalid public key length ${key.length}`);
  if (signature.length !== 64) fail(`invalid signature length ${signature.length}`);
  return [data, signature, key];
}

const STD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Strict RFC 4648 decoding: exact padding, zero pad bits; `\r` and `\n` are skipped. */
export function decodeBase64Strict(input: Uint8Array, alphabet: string): Uint8Array {
  const text = Buffer.from(input)
    .toString('latin1')
    .replace(/[\r\n]/g, '');
  if (text.length % 4 !== 0) fail('illegal base64 data at input byte ' + text.length);
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    const pad = chunk.endsWith('==') ? 2 : chunk.endsWith('=') ? 1 : 0;
    if (pad > 0 && i + 4 !== text.length) fail(`illegal base64 data at input byte ${i + 4 - pad}`);
    let acc = 0;
    for (let k = 0; k < 4 - pad; k++) {
      const v = alphabet.indexOf(chunk[k] ?? '');
      if (v < 0) fail(`illegal base64 data at input byte ${i + k}`);
      acc |= v << (18 - 6 * k);
    }
    const bytes = [(acc >> 16) & 0xff, (acc >> 8) & 0xff, acc & 0xff].slice(0, 3 - pad);
    // Unused bits of the last character must be zero.
    if ((pad === 1 && (acc & 0xff) !== 0) || (pad === 2 && (acc & 0xffff) !== 0)) {
      fail(`illegal base64 data at input byte ${i + 3 - pad}`);
    }
    out.push(...bytes);
  }
  return Uint8Array.from(out);
}

function earlier(m: Machine, index: bigint, op: string) {
  if (index >= BigInt(m.ctx.groupIndex)) {
    if (op.startsWith('gaid')) {
      fail(
        `${op} can't get creatable ID of txn ahead of the current one (index ${index}) in the transaction group`,
      );
    }
    fail(`${op} can't get future scratch space from txn with index ${index}`);
  }
  const result = m.ctx.earlier?.(Number(index));
  if (!result) fail(`${op} can't get results of txn ${index}`);
  return result;
}

function scratchOf(m: Machine, index: bigint, slot: number, op: string): StackValue {
  const { scratch } = earlier(m, index, op);
  if (!scratch) fail(`${op} can't get scratch space from txn ${index}: it is not an app call`);
  return scratch[slot] ?? 0n;
}

function createdId(m: Machine, index: bigint, op: string): bigint {
  const { createdId: id } = earlier(m, index, op);
  if (id === undefined) fail(`${op} can't get creatable ID of txn ${index}: it did not create one`);
  return id;
}

export const EXTRA_OPS: Readonly<Record<string, Handler>> = {
  ed25519verify: (m) => {
    const [data, signature, key] = verifyArgs(m);
    const message = concatBytes(PROGDATA_PREFIX, programHash(m.program.bytes), data);
    m.pushBool(ed25519Verify(key, message, signature));
  },
  ed25519verify_bare: (m) => {
    const [data, signature, key] = verifyArgs(m);
    m.pushBool(ed25519Verify(key, data, signature));
  },
  base64_decode: (m, ins) => {
    const encoding = fieldByIndex('base64-encodings', ins.imms[0] as number)?.name;
    m.push(decodeBase64Strict(m.popBytes(), encoding === 'URLEncoding' ? URL : STD));
  },
  gload: (m, ins) =>
    m.push(scratchOf(m, BigInt(ins.imms[0] as number), ins.imms[1] as number, 'gload')),
  gloads: (m, ins) => m.push(scratchOf(m, m.popUint(), ins.imms[0] as number, 'gloads')),
  json_ref: (m, ins) => {
    const key = m.popBytes();
    const text = m.popBytes();
    m.push(jsonRef(text, key, fieldByIndex('json_ref-types', ins.imms[0] as number)?.name ?? ''));
  },
  gloadss: (m) => {
    const slot = m.popUint();
    if (slot > 255n) fail(`invalid Scratch index ${slot}`);
    m.push(scratchOf(m, m.popUint(), Number(slot), 'gloadss'));
  },
  gaid: (m, ins) => m.push(createdId(m, BigInt(ins.imms[0] as number), 'gaid')),
  gaids: (m) => m.push(createdId(m, m.popUint(), 'gaids')),
};

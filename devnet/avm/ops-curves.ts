/**
 * ECDSA over secp256k1 and secp256r1 (`ecdsa_verify`, `ecdsa_pk_decompress`, `ecdsa_pk_recover`)
 * and the BN254 / BLS12-381 group operations (`ec_*` but `ec_map_to`), on @noble/curves. Values are big-endian; the signed data is the 32-byte hash itself (no prehash).
 */
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bn254 } from '@noble/curves/bn254.js';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToNumberBE, concatBytes, numberToBytesBE } from '@noble/curves/utils.js';
import { fail, type Machine } from './machine';
import type { Instruction } from './decode';
import type { Handler } from './ops-core';
import { fieldByIndex } from './opcodes';

type Curve = typeof secp256k1;

function curveOf(ins: Instruction): { name: string; curve: Curve } {
  const index = ins.imms[0] as number;
  const name = fieldByIndex('ecdsa-curves', index)?.name;
  if (name === 'Secp256k1') return { name, curve: secp256k1 };
  if (name === 'Secp256r1') return { name, curve: p256 as Curve };
  return fail(`invalid curve ${index}`);
}

function pop32(m: Machine, what: string): Uint8Array {
  const value = m.popBytes();
  if (value.length !== 32) fail(`${what} must be 32 bytes, not ${value.length}`);
  return value;
}

/** X and Y (top) of a point, 32 bytes each. */
function pushPoint(m: Machine, point: { x: bigint; y: bigint }): void {
  m.push(numberToBytesBE(point.x, 32));
  m.push(numberToBytesBE(point.y, 32));
}

export const CURVE_OPS: Readonly<Record<string, Handler>> = {
  ecdsa_verify: (m, ins) => {
    const { name, curve } = curveOf(ins);
    const y = pop32(m, 'public key Y');
    const x = pop32(m, 'public key X');
    const s = pop32(m, 'signature S');
    const r = pop32(m, 'signature R');
    const data = pop32(m, 'signed data');
    let valid: boolean;
    try {
      // Only lower-S signatures count on secp256k1 (malleability); secp256r1 takes either half.
      valid = curve.verify(concatBytes(r, s), data, concatBytes(Uint8Array.of(4), x, y), {
        prehash: false,
        lowS: name === 'Secp256k1',
        format: 'compact',
      });
    } catch {
      // A key off the curve or an R or S out of range is a signature that does not verify.
      valid = false;
    }
    m.pushBool(valid);
  },
  ecdsa_pk_decompress: (m, ins) => {
    const { curve } = curveOf(ins);
    const compressed = m.popBytes();
    if (compressed.length !== 33) fail(`invalid compressed public key length ${compressed.length}`);
    let point;
    try {
      point = curve.Point.fromBytes(compressed).toAffine();
    } catch {
      return fail('invalid compressed public key');
    }
    pushPoint(m, point);
  },
  ecdsa_pk_recover: (m, ins) => {
    const { name, curve } = curveOf(ins);
    if (name !== 'Secp256k1') fail(`unsupported curve ${ins.imms[0] as number}`);
    const s = pop32(m, 'signature S');
    const r = pop32(m, 'signature R');
    const recoveryId = m.popUint();
    const data = pop32(m, 'signed data');
    if (recoveryId > 3n) fail(`invalid recovery id ${recoveryId}`);
    let point;
    try {
      point = curve.Signature.fromBytes(concatBytes(r, s), 'compact')
        .addRecoveryBit(Number(recoveryId))
        .recoverPublicKey(data)
        .toAffine();
    } catch {
      return fail('cannot recover a public key from this signature');
    }
    pushPoint(m, point);
  },
};

// The pairing groups (`ec_*`): points in affine form, X then Y, each field element big-endian
// and below the modulus; an Fp2 element is its c0 then its c1; (0, 0) is the point at infinity.

interface Group {
  /** Bytes of one base-field element: 32 (BN254) or 48 (BLS12-381). */
  fieldBytes: number;
  /** 1 for G1 (Fp), 2 for G2 (Fp2). */
  degree: 1 | 2;
  curve: typeof bn254 | typeof bls12_381;
  g: 'G1' | 'G2';
}

const GROUPS: Readonly<Record<string, Group>> = {
  BN254g1: { fieldBytes: 32, degree: 1, curve: bn254, g: 'G1' },
  BN254g2: { fieldBytes: 32, degree: 2, curve: bn254, g: 'G2' },
  BLS12_381g1: { fieldBytes: 48, degree: 1, curve: bls12_381, g: 'G1' },
  BLS12_381g2: { fieldBytes: 48, degree: 2, curve: bls12_381, g: 'G2' },
};

function groupOf(ins: Instruction): Group {
  const index = ins.imms[0] as number;
  const group = GROUPS[fieldByIndex('ec-groups', index)?.name ?? ''];
  return group ?? fail(`invalid group ${index}`);
}

/** The other group of the pairing (G2 for G1 and the reverse). */
function partnerOf(group: Group): Group {
  return Object.values(GROUPS).find((g) => g.curve === group.curve && g.g !== group.g)!;
}

const pointBytes = (group: Group) => 2 * group.degree * group.fieldBytes;

// Loosely typed on purpose: one code path serves Fp and Fp2 points of both curves.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Field = any;
type Point = any;
/* eslint-enable @typescript-eslint/no-explicit-any */

function pointsOf(group: Group): { Point: Point; Fp: Field; base: Field } {
  const Point = group.curve[group.g].Point;
  return { Point, Fp: Point.Fp, base: group.curve.fields.Fp };
}

function readBase(group: Group, bytes: Uint8Array, at: number): bigint {
  const value = bytesToNumberBE(bytes.subarray(at, at + group.fieldBytes));
  if (value >= pointsOf(group).base.ORDER) fail('field element is not less than the modulus');
  return value;
}

function readElement(group: Group, bytes: Uint8Array, at: number): Field {
  const { Fp } = pointsOf(group);
  if (group.degree === 1) return readBase(group, bytes, at);
  return Fp.fromBigTuple([
    readBase(group, bytes, at),
    readBase(group, bytes, at + group.fieldBytes),
  ]);
}

/** A point of the group's curve (not necessarily of its prime-order subgroup). */
function decodePoint(group: Group, bytes: Uint8Array): Point {
  const { Point, Fp } = pointsOf(group);
  if (bytes.length !== pointBytes(group))
    fail(`bad length ${bytes.length} for a point, want ${pointBytes(group)}`);
  const half = group.degree * group.fieldBytes;
  const x = readElement(group, bytes, 0);
  const y = readElement(group, bytes, half);
  if (Fp.is0(x) && Fp.is0(y)) return Point.ZERO;
  const { a, b } = Point.CURVE();
  const right = Fp.add(Fp.add(Fp.mul(Fp.sqr(x), x), Fp.mul(a, x)), b);
  if (!Fp.eql(Fp.sqr(y), right)) fail('point is not on the curve');
  return Point.fromAffine({ x, y });
}

function decodePoints(group: Group, bytes: Uint8Array): Point[] {
  const size = pointBytes(group);
  if (bytes.length % size !== 0) fail(`bad length ${bytes.length} for points of ${size} bytes`);
  const points: Point[] = [];
  for (let at = 0; at < bytes.length; at += size)
    points.push(decodePoint(group, bytes.subarray(at, at + size)));
  return points;
}

function encodeElement(group: Group, value: Field): Uint8Array {
  if (group.degree === 1) return numberToBytesBE(value as bigint, group.fieldBytes);
  return concatBytes(
    numberToBytesBE(value.c0, group.fieldBytes),
    numberToBytesBE(value.c1, group.fieldBytes),
  );
}

function encodePoint(group: Group, point: Point): Uint8Array {
  if (point.is0()) return new Uint8Array(pointBytes(group));
  const { x, y } = point.toAffine();
  return concatBytes(encodeElement(group, x), encodeElement(group, y));
}

/** [k]P by double-and-add: exact for points outside the prime-order subgroup and k ≥ the order. */
function multiply(point: Point, scalar: bigint): Point {
  let result = point.constructor.ZERO;
  for (let bit = BigInt(scalar.toString(2).length) - 1n; bit >= 0n; bit--) {
    result = result.double();
    if ((scalar >> bit) & 1n) result = result.add(point);
  }
  return result;
}

export const EC_OPS: Readonly<Record<string, Handler>> = {
  ec_add: (m, ins) => {
    const group = groupOf(ins);
    const b = decodePoint(group, m.popBytes());
    const a = decodePoint(group, m.popBytes());
    m.push(encodePoint(group, a.add(b)));
  },
  ec_scalar_mul: (m, ins) => {
    const group = groupOf(ins);
    const scalar = m.popBytes();
    if (scalar.length > 32) fail(`ec_scalar_mul scalar len is ${scalar.length}, exceeds 32`);
    const point = decodePoint(group, m.popBytes());
    m.push(encodePoint(group, multiply(point, bytesToNumberBE(scalar))));
  },
  ec_multi_scalar_mul: (m, ins) => {
    const group = groupOf(ins);
    const scalars = m.popBytes();
    const points = decodePoints(group, m.popBytes());
    if (scalars.length % 32 !== 0)
      fail(`bad scalars length ${scalars.length}, not a multiple of 32`);
    if (scalars.length / 32 !== points.length) {
      fail(`ec_multi_scalar_mul has ${points.length} points and ${scalars.length / 32} scalars`);
    }
    let sum = pointsOf(group).Point.ZERO;
    points.forEach((point, i) => {
      sum = sum.add(multiply(point, bytesToNumberBE(scalars.subarray(32 * i, 32 * i + 32))));
    });
    m.push(encodePoint(group, sum));
  },
  ec_subgroup_check: (m, ins) => {
    const group = groupOf(ins);
    const point = decodePoint(group, m.popBytes());
    m.pushBool(point.is0() || point.isTorsionFree());
  },
  ec_pairing_check: (m, ins) => {
    const group = groupOf(ins);
    const partner = partnerOf(group);
    const b = decodePoints(partner, m.popBytes());
    const a = decodePoints(group, m.popBytes());
    if (a.length !== b.length) fail(`ec_pairing_check has ${a.length} and ${b.length} points`);
    const pairs: { g1: Point; g2: Point }[] = [];
    a.forEach((p, i) => {
      const q = b[i];
      for (const point of [p, q]) {
        if (!point.is0() && !point.isTorsionFree())
          fail('point is not in the prime-order subgroup');
      }
      // e(O, Q) = e(P, O) = 1: such a pair leaves the product unchanged.
      if (p.is0() || q.is0()) return;
      pairs.push(group.g === 'G1' ? { g1: p, g2: q } : { g1: q, g2: p });
    });
    const { Fp12 } = group.curve.fields;
    m.pushBool(pairs.length === 0 || Fp12.eql(group.curve.pairingBatch(pairs), Fp12.ONE));
  },
};

import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bn254 } from '@noble/curves/bn254.js';
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, concatBytes, numberToBytesBE } from '@noble/curves/utils.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { failure, run } from './test-support';

const BUDGET = { budget: 20_000 };
const hex = (bytes: Uint8Array) => `0x${bytesToHex(bytes)}`;
const data = sha256(new TextEncoder().encode('pay 5 Algo to Anna'));

/** A key pair and a signature of `data` on `curve`, as TEAL byte constants. */
function signed(curve: typeof secp256k1, seed: number) {
  const secret = sha256(Uint8Array.of(seed));
  const point = curve.Point.fromBytes(curve.getPublicKey(secret, false)).toAffine();
  const sig = curve.Signature.fromBytes(
    curve.sign(data, secret, { prehash: false, format: 'recovered' }),
    'recovered',
  );
  return {
    x: numberToBytesBE(point.x, 32),
    y: numberToBytesBE(point.y, 32),
    r: numberToBytesBE(sig.r, 32),
    s: numberToBytesBE(sig.s, 32),
    highS: numberToBytesBE(curve.Point.CURVE().n - sig.s, 32),
    recovery: sig.recovery ?? 0,
    compressed: curve.getPublicKey(secret, true),
  };
}

const verify = (
  curve: string,
  d: Uint8Array,
  r: Uint8Array,
  s: Uint8Array,
  x: Uint8Array,
  y: Uint8Array,
) =>
  run(
    `byte ${hex(d)}; byte ${hex(r)}; byte ${hex(s)}; byte ${hex(x)}; byte ${hex(y)}; ecdsa_verify ${curve}`,
    BUDGET,
  );

describe('ecdsa_verify', () => {
  it('accepts a secp256k1 signature in lower-S form only, and rejects other data or keys', () => {
    const k = signed(secp256k1, 1);
    const other = signed(secp256k1, 2);
    expect(verify('Secp256k1', data, k.r, k.s, k.x, k.y).pass).toBe(true);
    expect(verify('Secp256k1', data, k.r, k.highS, k.x, k.y).pass).toBe(false);
    expect(verify('Secp256k1', sha256(data), k.r, k.s, k.x, k.y).pass).toBe(false);
    expect(verify('Secp256k1', data, k.r, k.s, other.x, other.y).pass).toBe(false);
    // A key off the curve is a signature that does not verify, not a failed program.
    expect(verify('Secp256k1', data, k.r, k.s, k.x, k.x).pass).toBe(false);
  });

  it('accepts a secp256r1 signature in either S half, as algod does', () => {
    const r1 = signed(p256 as typeof secp256k1, 3);
    expect(verify('Secp256r1', data, r1.r, r1.s, r1.x, r1.y).pass).toBe(true);
    expect(verify('Secp256r1', data, r1.r, r1.highS, r1.x, r1.y).pass).toBe(true);
    expect(verify('Secp256k1', data, r1.r, r1.s, r1.x, r1.y).pass).toBe(false);
  });

  it('charges the curve cost and refuses values that are not 32 bytes', () => {
    const k = signed(secp256k1, 1);
    expect(verify('Secp256k1', data, k.r, k.s, k.x, k.y).cost).toBe(1700 + 5);
    const r1 = signed(p256 as typeof secp256k1, 3);
    expect(verify('Secp256r1', data, r1.r, r1.s, r1.x, r1.y).cost).toBe(2500 + 5);
    expect(() => verify('Secp256k1', data.slice(1), k.r, k.s, k.x, k.y)).toThrow(
      'signed data must be 32 bytes, not 31',
    );
    expect(failure('byte 0x01; ecdsa_verify Secp256k1', BUDGET)).toMatch(/^stack underflow|^pop/);
  });
});

describe('ecdsa_pk_decompress and ecdsa_pk_recover', () => {
  it('decompresses a key into X and Y (Y on top) on both curves', () => {
    for (const [name, curve] of [
      ['Secp256k1', secp256k1],
      ['Secp256r1', p256 as typeof secp256k1],
    ] as const) {
      const key = signed(curve, 4);
      const teal = `byte ${hex(key.compressed)}; ecdsa_pk_decompress ${name}
        byte ${hex(key.y)}; ==; assert; byte ${hex(key.x)}; ==`;
      expect(run(teal, BUDGET).pass).toBe(true);
    }
    expect(failure(`byte 0x02${'00'.repeat(32)}; ecdsa_pk_decompress Secp256k1; pop`, BUDGET)).toBe(
      'invalid compressed public key',
    );
    expect(failure('byte 0x0102; ecdsa_pk_decompress Secp256k1; pop', BUDGET)).toBe(
      'invalid compressed public key length 2',
    );
  });

  it('recovers the signer of secp256k1 data, and refuses a recovery id over 3 and secp256r1', () => {
    const k = signed(secp256k1, 5);
    const recover = (id: number, curve = 'Secp256k1') =>
      `byte ${hex(data)}; int ${id}; byte ${hex(k.r)}; byte ${hex(k.s)}; ecdsa_pk_recover ${curve}`;
    expect(
      run(`${recover(k.recovery)}; byte ${hex(k.y)}; ==; assert; byte ${hex(k.x)}; ==`, BUDGET)
        .pass,
    ).toBe(true);
    expect(run(`${recover(1 - k.recovery)}; byte ${hex(k.y)}; ==; swap; pop`, BUDGET).pass).toBe(
      false,
    );
    expect(failure(`${recover(4)}; pop`, BUDGET)).toBe('invalid recovery id 4');
    expect(failure(`${recover(0, 'Secp256r1')}; pop`, BUDGET)).toBe('unsupported curve 1');
  });
});

const CURVES = { BN254: [bn254, 32], BLS12_381: [bls12_381, 48] } as const;
const BIG = { budget: 200_000 };

/** A point's AVM encoding: X then Y, each Fp2 element as c0 then c1, infinity as zeros. */
function encode(point: { is0(): boolean; toAffine(): { x: unknown; y: unknown } }, size: number) {
  const element = (v: unknown) =>
    typeof v === 'bigint'
      ? numberToBytesBE(v, size)
      : concatBytes(
          numberToBytesBE((v as { c0: bigint }).c0, size),
          numberToBytesBE((v as { c1: bigint }).c1, size),
        );
  if (point.is0()) return new Uint8Array(0);
  const { x, y } = point.toAffine();
  return concatBytes(element(x), element(y));
}

describe('ec_add, ec_scalar_mul, ec_multi_scalar_mul on both curves and groups', () => {
  for (const [name, [curve, size]] of Object.entries(CURVES)) {
    for (const g of ['G1', 'G2'] as const) {
      const group = `${name}${g.toLowerCase()}`;
      const base = curve[g].Point.BASE;
      const at = (k: bigint) => hex(encode(base.multiply(k), size));
      it(`computes sums and multiples in ${group}`, () => {
        expect(
          run(`byte ${at(5n)}; byte ${at(7n)}; ec_add ${group}; byte ${at(12n)}; ==`, BIG).pass,
        ).toBe(true);
        expect(
          run(`byte ${at(5n)}; byte 0x0b; ec_scalar_mul ${group}; byte ${at(55n)}; ==`, BIG).pass,
        ).toBe(true);
        const scalars = hex(concatBytes(numberToBytesBE(2n, 32), numberToBytesBE(3n, 32)));
        const points = `byte ${at(5n)}; byte ${at(7n)}; concat`;
        expect(
          run(`${points}; byte ${scalars}; ec_multi_scalar_mul ${group}; byte ${at(31n)}; ==`, BIG)
            .pass,
        ).toBe(true);
        // The point at infinity is all zeros and is the identity.
        const zero = `int ${2 * size * (g === 'G1' ? 1 : 2)}; bzero`;
        expect(run(`byte ${at(5n)}; ${zero}; ec_add ${group}; byte ${at(5n)}; ==`, BIG).pass).toBe(
          true,
        );
        expect(
          run(`byte ${at(5n)}; ${zero}; ec_subgroup_check ${group}; swap; pop`, BIG).pass,
        ).toBe(true);
      });
    }
    it(`checks pairings on ${name}: e(aP, Q) · e(-P, aQ) = 1, in either group order`, () => {
      const P = curve.G1.Point.BASE.multiply(3n);
      const Q = curve.G2.Point.BASE.multiply(5n);
      const a = 11n;
      const g1 = hex(concatBytes(encode(P.multiply(a), size), encode(P.negate(), size)));
      const g2 = hex(concatBytes(encode(Q, size), encode(Q.multiply(a), size)));
      const wrong = hex(concatBytes(encode(Q, size), encode(Q.multiply(a + 1n), size)));
      expect(run(`byte ${g1}; byte ${g2}; ec_pairing_check ${name}g1`, BIG).pass).toBe(true);
      expect(run(`byte ${g2}; byte ${g1}; ec_pairing_check ${name}g2`, BIG).pass).toBe(true);
      expect(run(`byte ${g1}; byte ${wrong}; ec_pairing_check ${name}g1`, BIG).pass).toBe(false);
      expect(
        failure(`byte ${g1}; byte ${hex(encode(Q, size))}; ec_pairing_check ${name}g1`, BIG),
      ).toBe('ec_pairing_check has 2 and 1 points');
    });
  }

  it('refuses what is not a point of the group, and tells the subgroup apart', () => {
    const { Fp } = bls12_381.fields;
    // A point on the BLS12-381 G1 curve outside its prime-order subgroup (the cofactor is not 1).
    const rightSide = (x: bigint) => Fp.add(Fp.mul(Fp.sqr(x), x), 4n);
    const root = (v: bigint): bigint | undefined => {
      try {
        return Fp.sqrt(v);
      } catch {
        return undefined;
      }
    };
    let x = 1n;
    while (root(rightSide(x)) === undefined) x++;
    const y = root(rightSide(x))!;
    const outside = hex(concatBytes(numberToBytesBE(x, 48), numberToBytesBE(y, 48)));
    const inside = hex(encode(bls12_381.G1.Point.BASE, 48));
    expect(run(`byte ${outside}; ec_subgroup_check BLS12_381g1`, BIG).pass).toBe(false);
    expect(run(`byte ${inside}; ec_subgroup_check BLS12_381g1`, BIG).pass).toBe(true);
    // ec_add takes it (no subgroup check); a pairing refuses it.
    expect(
      run(`byte ${outside}; byte ${inside}; ec_add BLS12_381g1; len; int 96; ==`, BIG).pass,
    ).toBe(true);
    const q = hex(encode(bls12_381.G2.Point.BASE, 48));
    expect(failure(`byte ${outside}; byte ${q}; ec_pairing_check BLS12_381g1`, BIG)).toBe(
      'point is not in the prime-order subgroup',
    );
    const offCurve = hex(concatBytes(numberToBytesBE(x, 48), numberToBytesBE(y + 1n, 48)));
    expect(failure(`byte ${offCurve}; ec_subgroup_check BLS12_381g1`, BIG)).toBe(
      'point is not on the curve',
    );
    const tooBig = hex(concatBytes(numberToBytesBE(Fp.ORDER, 48), numberToBytesBE(y, 48)));
    expect(failure(`byte ${tooBig}; ec_subgroup_check BLS12_381g1`, BIG)).toBe(
      'field element is not less than the modulus',
    );
    expect(failure(`byte ${inside}; ec_subgroup_check BN254g1`, BIG)).toBe(
      'bad length 96 for a point, want 64',
    );
    expect(failure(`byte ${inside}; int 33; bzero; ec_scalar_mul BLS12_381g1`, BIG)).toBe(
      'ec_scalar_mul scalar len is 33, exceeds 32',
    );
  });

  it('charges pairings by the number of points', () => {
    const P = hex(encode(bn254.G1.Point.BASE, 32));
    const Q = hex(encode(bn254.G2.Point.BASE, 32));
    expect(run(`byte ${P}; byte ${Q}; ec_pairing_check BN254g1; pop; int 1`, BIG).cost).toBe(
      // The spec's rate for BN254g1 is 7,400 per 64 bytes of B: a G2 point is 128 bytes.
      8000 + 2 * 7400 + 4,
    );
  });
});

/** Small encodings the API needs and Node or algosdk do not provide directly. */
import type { Address } from 'algosdk';

export const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

/** An optional address field as a string, with the zero address meaning "not set" (as in Go). */
export function addressOrUndefined(a: Address | undefined): string | undefined {
  if (!a) return undefined;
  const s = a.toString();
  return s === ZERO_ADDRESS ? undefined : s;
}

export const toBase64 = (b: Uint8Array): string => Buffer.from(b).toString('base64');

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how go-algorand prints a digest (group id, genesis hash). */
export function toBase32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff; // only the low `bits` bits are still needed
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Strict standard base64 (with or without padding), as Go's decoder accepts; undefined if invalid. */
export function parseBase64(s: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(s) || s.replace(/=+$/, '').length % 4 === 1) return undefined;
  return new Uint8Array(Buffer.from(s, 'base64'));
}

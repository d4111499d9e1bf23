import { createHmac, timingSafeEqual } from 'node:crypto';

// RFC 6238 TOTP (and the RFC 4226 HOTP under it) with node:crypto, plus RFC 4648 base32 for
// the manual entry key: what the stand-in provider checks, and what e2e tests compute to type
// the right code. Defaults are the authenticator-app ones: HMAC-SHA1, 6 digits, 30 s steps.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

export interface TotpOptions {
  digits?: number;
  stepSeconds?: number;
  algorithm?: 'sha1' | 'sha256' | 'sha512';
}

export function hotp(secret: Uint8Array, counter: number, options: TotpOptions = {}): string {
  const { digits = 6, algorithm = 'sha1' } = options;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function totp(secret: Uint8Array, timeMs = Date.now(), options: TotpOptions = {}): string {
  const step = options.stepSeconds ?? 30;
  return hotp(secret, Math.floor(timeMs / 1000 / step), options);
}

/** The code for a manual entry key, as an authenticator app shows it now. */
export function totpFromManualKey(manualEntryKey: string, timeMs = Date.now()): string {
  return totp(base32Decode(manualEntryKey), timeMs);
}

/** Accepts the current step and `window` steps either side, for clock skew. */
export function verifyTotp(
  secret: Uint8Array,
  code: string,
  timeMs = Date.now(),
  window = 1,
  options: TotpOptions = {},
): boolean {
  const digits = options.digits ?? 6;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return false;
  const step = options.stepSeconds ?? 30;
  const counter = Math.floor(timeMs / 1000 / step);
  let ok = false;
  for (let delta = -window; delta <= window; delta++) {
    const expected = Buffer.from(hotp(secret, counter + delta, options));
    // Every candidate is compared, in constant time, so timing reveals nothing.
    if (timingSafeEqual(expected, Buffer.from(code))) ok = true;
  }
  return ok;
}

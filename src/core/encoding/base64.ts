// Own codec instead of atob/btoa or Buffer: identical behaviour in Node and the browser,
// strict parsing (a vault or backup must not be "repaired" by a lenient decoder), and
// no Latin-1 string copies of secret bytes.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const DECODE = buildDecodeTable(ALPHABET);
const URL_DECODE = buildDecodeTable(URL_ALPHABET);

function buildDecodeTable(alphabet: string): Int16Array {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  return table;
}

export class Base64Error extends Error {
  constructor() {
    // The input is never echoed: it may be key material.
    super('Invalid base64 data');
    this.name = 'Base64Error';
  }
}

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out +=
      alphabet[(n >> 18) & 63]! +
      alphabet[(n >> 12) & 63]! +
      alphabet[(n >> 6) & 63]! +
      alphabet[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]! + (pad ? '==' : '');
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out +=
      alphabet[(n >> 18) & 63]! +
      alphabet[(n >> 12) & 63]! +
      alphabet[(n >> 6) & 63]! +
      (pad ? '=' : '');
  }
  return out;
}

function decode(text: string, table: Int16Array, requirePadding: boolean): Uint8Array<ArrayBuffer> {
  let end = text.length;
  if (requirePadding && end % 4 !== 0) throw new Base64Error();
  let padding = 0;
  while (end > 0 && text.charCodeAt(end - 1) === 61 /* = */ && padding < 2) {
    end--;
    padding++;
  }
  if (padding > 0 && text.length % 4 !== 0) throw new Base64Error();
  const rem = end % 4;
  if (rem === 1) throw new Base64Error();
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? table[code]! : -1;
    if (value < 0) throw new Base64Error();
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  // Non-zero leftover bits mean a non-canonical encoding (two strings for one value).
  if (bits > 0 && (buffer & ((1 << bits) - 1)) !== 0) throw new Base64Error();
  return out;
}

/** Standard base64 (RFC 4648 section 4) with padding. */
export function bytesToBase64(bytes: Uint8Array): string {
  return encode(bytes, ALPHABET, true);
}

/** Strict standard base64: padding required, canonical, no whitespace. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  return decode(text, DECODE, true);
}

/** URL-safe base64 (RFC 4648 section 5) without padding. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return encode(bytes, URL_ALPHABET, false);
}

/** URL-safe base64, padding optional. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  return decode(text, URL_DECODE, false);
}

export function isBase64(text: string): boolean {
  try {
    base64ToBytes(text);
    return true;
  } catch {
    return false;
  }
}

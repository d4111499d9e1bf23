// The one hex codec: lower-case on the way out, strict on the way in (whole bytes only, no
// prefix, no whitespace), the same in Node and the browser (no Buffer).

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

export class HexError extends Error {
  constructor() {
    // The input is never echoed: it may be key material.
    super('Invalid hex data');
    this.name = 'HexError';
  }
}

/** Lower-case hex, two digits a byte. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Strict hex (either case): an odd length or any other character is a HexError. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!HEX.test(hex)) throw new HexError();
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

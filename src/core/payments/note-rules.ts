import { base64ToBytes, base64UrlToBytes, bytesToBase64 } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';

// Note rules of the pay form and of payment links (spec sections 5 and 9).

/** Spec: a note of this many characters or more is shown in a read-only text area on review. */
export const LONG_NOTE_CHARS = 50;

/**
 * Spec section 5: a note is base64 when decoding and re-encoding gives back the same text. The
 * empty string is not base64: there would be nothing to send as raw data.
 */
export function isBase64Note(text: string): boolean {
  if (text === '') return false;
  try {
    return bytesToBase64(base64ToBytes(text)) === text;
  } catch {
    return false;
  }
}

/** The bytes a note is sent as: its raw data when flagged as base64 (and valid), else UTF-8. */
export function noteBytes(text: string, flaggedBase64: boolean): Uint8Array {
  return flaggedBase64 && isBase64Note(text) ? base64ToBytes(text) : utf8Encode(text);
}

/**
 * Base64 found in links (spec sections 5 and 001 section 5): standard base64 first, then
 * URL-safe, padding optional for the latter. Null when neither reads it.
 */
export function decodeLinkBase64(text: string): Uint8Array | null {
  try {
    return base64ToBytes(text);
  } catch {
    try {
      return base64UrlToBytes(text);
    } catch {
      return null;
    }
  }
}

import { base64ToBytes, bytesToBase64 } from '../encoding/base64';
import { utf8DecodeStrict } from '../encoding/utf8';

/**
 * The decoded text of a base64 note (spec section 5): only when the base64 is valid (decodes and
 * re-encodes to the same text) and the bytes are UTF-8; otherwise null and only the raw form
 * is shown.
 */
export function decodeNote(base64: string | undefined): string | null {
  if (!base64) return null;
  try {
    const bytes = base64ToBytes(base64);
    if (bytesToBase64(bytes) !== base64) return null;
    return utf8DecodeStrict(bytes);
  } catch {
    return null;
  }
}

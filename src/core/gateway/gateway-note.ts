import { utf8Encode } from '../encoding/utf8';
import type { PaymentLink } from '../payments/payment-link';

// Spec 001 section 2: a gateway link without a note gets 'a-wallet/' plus a random id, so the
// page can tell this payment from every other one to the same merchant.

export const GATEWAY_NOTE_PREFIX = 'a-wallet/';
export const GATEWAY_NOTE_ID_CHARS = 12;
// RFC 4648 base32 in lower case: no look-alike 0/O or 1/l, and 32 divides 256, so taking each
// random byte modulo 32 has no bias. 12 characters carry 60 bits.
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** The note id from random bytes (one character per byte, at least GATEWAY_NOTE_ID_CHARS). */
export function gatewayNoteId(randomBytes: Uint8Array): string {
  if (randomBytes.length < GATEWAY_NOTE_ID_CHARS) throw new RangeError('Too few random bytes');
  let id = '';
  for (const byte of randomBytes.subarray(0, GATEWAY_NOTE_ID_CHARS)) id += BASE32[byte & 31];
  return id;
}

/** The note bytes a payment must carry, or null when the link carries no note. */
export function paymentNoteBytes(link: PaymentLink): Uint8Array | null {
  if (link.noteBytes && link.noteBytes.length > 0) return link.noteBytes;
  if (link.note) return utf8Encode(link.note);
  return null;
}

/**
 * The link with a generated note when it has none. The generated note is an `xnote` (not
 * editable): a payer's wallet that let the note change would make the payment unfindable.
 * `newId` is only called when a note is needed.
 */
export function ensureGatewayNote(link: PaymentLink, newId: () => string): PaymentLink {
  if (paymentNoteBytes(link)) return link;
  const { noteBytes: _empty, ...rest } = link;
  return { ...rest, note: `${GATEWAY_NOTE_PREFIX}${newId()}`, noteIsEditable: false };
}

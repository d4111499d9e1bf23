import { generateAccount } from 'algosdk';
import { describe, expect, it, vi } from 'vitest';
import { buildPaymentLink, parsePaymentLink, type PaymentLink } from '../payments/payment-link';
import { ensureGatewayNote, gatewayNoteId, paymentNoteBytes } from './gateway-note';

const payTo = generateAccount().addr.toString();
const bare: PaymentLink = { payTo, amount: 1000n, noteIsEditable: true };

describe('gatewayNoteId', () => {
  it('maps 12 random bytes to 12 lower-case base32 characters', () => {
    const bytes = Uint8Array.from({ length: 12 }, (_, i) => i * 21 + 7);
    const id = gatewayNoteId(bytes);
    expect(id).toMatch(/^[a-z2-7]{12}$/);
    expect(gatewayNoteId(new Uint8Array(12))).toBe('aaaaaaaaaaaa');
    expect(gatewayNoteId(new Uint8Array(12).fill(255))).toBe('777777777777');
  });

  it('refuses too few bytes rather than make a short id', () => {
    expect(() => gatewayNoteId(new Uint8Array(11))).toThrow(RangeError);
  });
});

describe('ensureGatewayNote', () => {
  it('adds a-wallet/<id> as a non-editable note when the link has none', () => {
    const withNote = ensureGatewayNote(bare, () => 'abc234def567');
    expect(withNote).toEqual({ ...bare, note: 'a-wallet/abc234def567', noteIsEditable: false });
    expect(buildPaymentLink(withNote)).toContain('xnote=a-wallet%2Fabc234def567');
    expect(parsePaymentLink(buildPaymentLink(withNote))).toEqual({ ok: true, link: withNote });
  });

  it('keeps an existing note (text or bytes) and does not draw an id', () => {
    const newId = vi.fn(() => 'x');
    const text = { ...bare, note: 'order-1' };
    const bytes = { ...bare, noteBytes: new Uint8Array([1, 2]), noteIsEditable: false };
    expect(ensureGatewayNote(text, newId)).toBe(text);
    expect(ensureGatewayNote(bytes, newId)).toBe(bytes);
    expect(newId).not.toHaveBeenCalled();
  });

  it('replaces an empty note', () => {
    const empty = { ...bare, note: '', noteBytes: new Uint8Array() };
    const result = ensureGatewayNote(empty, () => 'id');
    expect(result.note).toBe('a-wallet/id');
    expect(result.noteBytes).toBeUndefined();
  });
});

describe('paymentNoteBytes', () => {
  it('is the note as UTF-8, the note bytes, or null', () => {
    expect(paymentNoteBytes({ ...bare, note: 'é' })).toEqual(new Uint8Array([0xc3, 0xa9]));
    expect(paymentNoteBytes({ ...bare, noteBytes: new Uint8Array([9]) })).toEqual(
      new Uint8Array([9]),
    );
    expect(paymentNoteBytes(bare)).toBeNull();
  });
});

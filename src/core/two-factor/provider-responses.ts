import { isValidAddress } from 'algosdk';
import { z } from 'zod';
import { TwoFactorError } from './two-factor-error';

// Answers of the 2FA provider API (spec 000 section 7). The reference server is ASP.NET: its
// string results arrive as text/plain or as a JSON string, depending on content negotiation,
// so both forms are read.

/** A string result, whether it came as plain text or as a JSON-encoded string. */
function providerString(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  let text = body.trim();
  if (text.startsWith('"') && text.endsWith('"')) {
    try {
      const decoded: unknown = JSON.parse(text);
      if (typeof decoded !== 'string') return null;
      text = decoded.trim();
    } catch {
      return null;
    }
  }
  return text;
}

/** GET /v1/Multisig/GetRealm: the ARC-14 realm the auth transaction's note must carry. */
export function parseRealm(body: unknown): string {
  const realm = providerString(body);
  if (!realm || realm.length > 200) throw new TwoFactorError('realm');
  return realm;
}

// The QR image is shown in an <img>. data: images are drawn locally; https images are fetched
// from wherever the provider says (the Content-Security-Policy allows nothing else).
const QR_IMAGE = /^(?:data:image\/(?:png|gif|jpeg|svg\+xml);base64,[A-Za-z0-9+/=]+|https:\/\/\S+)$/;
// Base32 (RFC 4648), optionally grouped with spaces: what authenticator apps accept by hand.
const MANUAL_KEY = /^[A-Z2-7]+=*$/;

const setupSchema = z.looseObject({
  qrCodeSetupImageUrl: z.string().max(200_000).regex(QR_IMAGE),
  manualEntryKey: z
    .string()
    .max(256)
    .transform((key) => key.replace(/\s+/g, '').toUpperCase())
    .refine((key) => key.length >= 16 && MANUAL_KEY.test(key)),
});

export interface AuthenticatorSetup {
  /** Carries the TOTP secret: keep it out of React state, URLs, logs and storage. */
  qrCodeSetupImageUrl: string;
  /** The TOTP secret itself (base32), same care. */
  manualEntryKey: string;
}

/** POST /v1/Multisig/SetupAuthenticator: the QR image and the manual entry key. */
export function parseSetupResponse(body: unknown): AuthenticatorSetup {
  const parsed = setupSchema.safeParse(body);
  if (!parsed.success) throw new TwoFactorError('invalid-response');
  return {
    qrCodeSetupImageUrl: parsed.data.qrCodeSetupImageUrl,
    manualEntryKey: parsed.data.manualEntryKey,
  };
}

/** POST /v1/Multisig/ConfirmSetupAuthenticator: the provider's two-factor account. */
export function parseConfirmResponse(body: unknown): string {
  const address = providerString(body);
  if (!address || !isValidAddress(address)) throw new TwoFactorError('invalid-response');
  return address;
}

/** POST /v1/Multisig/SignWithTwoFactorPINMsigTx: the signed transaction, base64. */
export function parseSignResponse(body: unknown): string {
  const signed = providerString(body);
  if (!signed || !/^[A-Za-z0-9+/]+={0,2}$/.test(signed))
    throw new TwoFactorError('invalid-response');
  return signed;
}

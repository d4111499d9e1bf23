import { base64ToBytes, bytesToBase64, bytesToBase64Url } from '../../core/encoding/base64';
import { PasskeyError } from '../../core/vault/passkey-error';

// The browser's WebAuthn with the PRF extension, for unlocking a wallet (issue 42). The relying
// party is the wallet's own origin (its hostname); the challenge is random and nothing is sent
// anywhere: no server checks an assertion, the PRF output itself is the secret. Its bytes are
// handed to the caller, which zeroes them once the wrapping key is derived.

const PROMPT_TIMEOUT_MS = 120_000;

function random(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/**
 * Whether this browser can unlock a wallet with a passkey: WebAuthn's client capabilities are
 * asked, never guessed from the browser's name. A browser that cannot tell says no.
 */
export async function passkeysSupported(): Promise<boolean> {
  try {
    if (typeof window === 'undefined' || !window.isSecureContext) return false;
    // An IP address cannot be a relying party: WebAuthn needs a domain (localhost included).
    if (/^[\d.]+$|:/.test(location.hostname)) return false;
    const credential = window.PublicKeyCredential as typeof PublicKeyCredential | undefined;
    if (typeof credential?.getClientCapabilities !== 'function') return false;
    const capabilities = await credential.getClientCapabilities();
    return capabilities['extension:prf'] === true;
  } catch {
    return false;
  }
}

/** A prompt closed or timed out reads as 'cancelled'; anything else as 'unsupported'. */
async function prompt(run: () => Promise<Credential | null>): Promise<PublicKeyCredential> {
  let credential: Credential | null;
  try {
    credential = await run();
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    throw new PasskeyError(
      name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'unsupported',
    );
  }
  if (!(credential instanceof PublicKeyCredential)) throw new PasskeyError('cancelled');
  return credential;
}

/** Copies the PRF output and zeroes the browser's buffer. */
function takeBytes(source: BufferSource | undefined): Uint8Array | null {
  if (!source) return null;
  const view =
    source instanceof ArrayBuffer
      ? new Uint8Array(source)
      : new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  const copy = new Uint8Array(view);
  view.fill(0);
  return copy.length === 32 ? copy : null;
}

export interface PasskeyRequest {
  /** Base64, as stored in the vault. */
  credentialId: string;
  prfSalt: Uint8Array;
}

/** One prompt: the person picks one of the wallet's passkeys, whose PRF answers its salt. */
export async function passkeyPrf(
  requests: readonly PasskeyRequest[],
): Promise<{ credentialId: string; prf: Uint8Array }> {
  const evalByCredential: Record<string, AuthenticationExtensionsPRFValues> = {};
  for (const request of requests) {
    const id = bytesToBase64Url(base64ToBytes(request.credentialId));
    evalByCredential[id] = { first: new Uint8Array(request.prfSalt) };
  }
  const credential = await prompt(() =>
    navigator.credentials.get({
      publicKey: {
        challenge: random(32),
        rpId: location.hostname,
        userVerification: 'required',
        timeout: PROMPT_TIMEOUT_MS,
        allowCredentials: requests.map((r) => ({
          type: 'public-key',
          id: base64ToBytes(r.credentialId),
        })),
        extensions: { prf: { evalByCredential } },
      },
    }),
  );
  const prf = takeBytes(credential.getClientExtensionResults().prf?.results?.first);
  if (!prf) throw new PasskeyError('unsupported');
  return { credentialId: bytesToBase64(new Uint8Array(credential.rawId)), prf };
}

/**
 * Makes a passkey for this site and reads its PRF output. Authenticators that do not evaluate
 * PRF while creating are asked once more (a second prompt, on creation only).
 */
export async function createPasskey(
  label: string,
): Promise<{ credentialId: string; site: string; prfSalt: Uint8Array; prf: Uint8Array }> {
  const prfSalt = random(32);
  const credential = await prompt(() =>
    navigator.credentials.create({
      publicKey: {
        rp: { id: location.hostname, name: 'Algow' },
        user: { id: random(16), name: label, displayName: label },
        challenge: random(32),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        attestation: 'none',
        timeout: PROMPT_TIMEOUT_MS,
        extensions: { prf: { eval: { first: prfSalt } } },
      },
    }),
  );
  const results = credential.getClientExtensionResults().prf;
  if (results?.enabled !== true) throw new PasskeyError('unsupported');
  const credentialId = bytesToBase64(new Uint8Array(credential.rawId));
  const prf =
    takeBytes(results.results?.first) ?? (await passkeyPrf([{ credentialId, prfSalt }])).prf;
  return { credentialId, site: location.hostname, prfSalt, prf };
}

// ARC-0076 password accounts (email variant), as A-Wallet creates them:
// https://github.com/algorandfoundation/ARCs/blob/main/ARCs/arc-0076.md
import { mnemonicFromSeed, mnemonicToSecretKey } from 'algosdk';
import { utf8Encode } from '../encoding/utf8';
import { requireSubtle, wipe } from '../vault/web-crypto';

/**
 * PBKDF2 rounds of the standard. The `-PBKDF2-999999` suffix inside the derivation strings
 * is a fixed label of the algorithm, not a parameter, and stays even if `iterations` is
 * overridden.
 */
export const ARC76_ITERATIONS = 999_999;
/** The ARC says passwords SHOULD be at least 16 bytes; the account page enforces it. */
export const ARC76_MIN_PASSWORD_LENGTH = 16;
// Slot ("account iteration") 0 is the only one A-Wallet and the ARC's sample data use.
const SLOT = '0';
const SEED_BITS = 256;

/**
 * 32-byte ed25519 seed. `email` and `password` are used exactly as given (no trimming,
 * case folding or normalisation), because other ARC-76 wallets do the same and any change
 * would lead to a different account.
 */
export async function deriveArc76Seed(
  email: string,
  password: string,
  iterations = ARC76_ITERATIONS,
): Promise<Uint8Array> {
  if (!Number.isSafeInteger(iterations) || iterations < 1) {
    throw new RangeError('PBKDF2 iterations must be a positive integer');
  }
  const subtle = requireSubtle();
  const init = utf8Encode(`ARC-0076-${email}-${password}-${SLOT}-PBKDF2-999999`);
  const salt = utf8Encode(`ARC-0076-${email}-${SLOT}-PBKDF2-999999`);
  try {
    const baseKey = await subtle.importKey('raw', init, 'PBKDF2', false, ['deriveBits']);
    const bits = await subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
      baseKey,
      SEED_BITS,
    );
    return new Uint8Array(bits);
  } finally {
    wipe(init);
  }
}

/**
 * The account for an email and password. The seed is wiped before returning; the caller
 * owns `sk` and should wipe it once it is stored or used.
 */
export async function deriveArc76Account(
  email: string,
  password: string,
): Promise<{ addr: string; sk: Uint8Array }> {
  const seed = await deriveArc76Seed(email, password);
  try {
    // Same path as the ARC's reference code: seed -> 25-word mnemonic -> key pair.
    const account = mnemonicToSecretKey(mnemonicFromSeed(seed));
    return { addr: account.addr.toString(), sk: account.sk };
  } finally {
    wipe(seed);
  }
}

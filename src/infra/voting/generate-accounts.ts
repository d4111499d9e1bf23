import { encodeAddress, mnemonicToSecretKey, secretKeyToMnemonic } from 'algosdk';
import { createSecretKeyGenerator } from '../vanity/ed25519-keygen';

// Generate accounts (spec 001 section 2, governance tools): N fresh accounts as text, one line
// each. This is what the worker runs (and the bench measures). A-Wallet made 10,000 keys with
// tweetnacl on the page's thread (76.5 s, the page frozen); here the platform's Ed25519 makes
// them off the main thread, in concurrent batches.
//
// Line format: the 25-word phrase, then the address. A line is then usable as it is in the
// opt-in, pay-from-many and distribute tools (they read the first 25 words of a line as the
// phrase), and the address is still there to read.

/** Keys made concurrently: WebCrypto is async, so batching keeps the thread busy. */
const BATCH_SIZE = 128;

export const accountLine = (mnemonic: string, address: string) => `${mnemonic} ${address}`;

/**
 * `count` new accounts as lines (see above), `onProgress(done)` after each batch. Every secret
 * key is wiped once its phrase is written; the first key is checked against algosdk's own
 * derivation, so a platform that encodes keys differently fails here rather than handing out
 * phrases of other addresses.
 */
export async function generateAccountLines(
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<string[]> {
  const generate = await createSecretKeyGenerator();
  const lines: string[] = [];
  while (lines.length < count) {
    const size = Math.min(BATCH_SIZE, count - lines.length);
    const keys = await Promise.all(Array.from({ length: size }, () => generate()));
    for (const secretKey of keys) {
      const address = encodeAddress(secretKey.subarray(32));
      const mnemonic = secretKeyToMnemonic(secretKey);
      if (lines.length === 0) {
        const check = mnemonicToSecretKey(mnemonic);
        const same = check.addr.toString() === address;
        check.sk.fill(0);
        if (!same) {
          for (const key of keys) key.fill(0);
          throw new Error('Key generation self-check failed');
        }
      }
      secretKey.fill(0);
      lines.push(accountLine(mnemonic, address));
    }
    onProgress(lines.length);
  }
  return lines;
}

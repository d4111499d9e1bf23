import { getPublicKeyAsync } from '@noble/ed25519';
import { encodeAddress, mnemonicToSecretKey, seedFromMnemonic, type Transaction } from 'algosdk';
import { SigningError } from '../../core/accounts/signing-error';
import { bytesToBase64 } from '../../core/encoding/base64';
import { expectedGenesis } from '../chain/genesis-pin';
import { ed25519Signer } from './ed25519';

// Signing with a recovery phrase the user typed into a governance tool (spec 001 section 2:
// opt in, pay from many, distribute from a mnemonic): accounts that are not in the vault. The
// key is derived here, handed to the pipeline's fast Ed25519 signer and wiped in `finally`.
// Neither the phrase nor anything derived from it is ever logged or put into an error: a wrong
// phrase is a SigningError('no-key') that says nothing about it.

/**
 * Signs `txns` (each sent by the phrase's account) with the phrase's key. Throws SigningError:
 * 'no-key' for a phrase that does not decode or whose account is not a transaction's sender,
 * 'other-network' for a transaction of another chain than the environment's pinned one.
 */
export async function signWithPhrase(
  phrase: string,
  txns: readonly Transaction[],
): Promise<Uint8Array[]> {
  const pinned = expectedGenesis();
  if (pinned) {
    for (const txn of txns) {
      if (bytesToBase64(txn.genesisHash ?? new Uint8Array()) !== pinned.hash) {
        throw new SigningError('other-network');
      }
    }
  }
  let seed: Uint8Array;
  try {
    seed = seedFromMnemonic(phrase);
  } catch {
    throw new SigningError('no-key');
  }
  // seed || public key, as algosdk lays a secret key out; derived without algosdk's tweetnacl
  // (about 8 ms a phrase on the page's thread).
  const secretKey = new Uint8Array(64);
  try {
    secretKey.set(seed);
    secretKey.set(await getPublicKeyAsync(seed), 32);
    const address = encodeAddress(secretKey.subarray(32));
    // Never a signature that the chain would attribute to another account (a rekeyed sender
    // cannot be signed for by this phrase, and the chain would refuse it anyway).
    if (txns.some((txn) => txn.sender.toString() !== address)) throw new SigningError('no-key');
    const signer = await ed25519Signer(secretKey);
    try {
      const out: Uint8Array[] = [];
      for (const txn of txns) {
        out.push(txn.attachSignature(address, await signer.sign(txn.bytesToSign())));
      }
      return out;
    } finally {
      signer.dispose();
    }
  } finally {
    seed.fill(0);
    secretKey.fill(0);
  }
}

/** The address of a phrase's account (the key is wiped), or null when it does not decode. */
export function phraseAddress(phrase: string): string | null {
  try {
    const account = mnemonicToSecretKey(phrase);
    account.sk.fill(0);
    return account.addr.toString();
  } catch {
    return null;
  }
}

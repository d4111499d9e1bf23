import { createPublicKey, verify } from 'node:crypto';
import { decodeSignedTransaction } from 'algosdk';

// The provider side of ARC-14 "SigTx" authentication, as the reference server
// (AlgorandAuthentication) checks it: a signed, never-sent payment from the user to itself,
// zero amount, the realm as note, signed by the sender's own key. The signer is the user.

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const MAX_VALIDITY_ROUNDS = 1000n;

export class AuthError extends Error {}

export function authenticatedAddress(header: string | undefined, realm: string): string {
  if (!header?.startsWith('SigTx ')) throw new AuthError('Missing SigTx authorization');
  let signed;
  try {
    signed = decodeSignedTransaction(new Uint8Array(Buffer.from(header.slice(6), 'base64')));
  } catch {
    throw new AuthError('Malformed SigTx token');
  }
  const { txn, sig } = signed;
  if (!sig || signed.msig || signed.lsig || signed.sgnr)
    throw new AuthError('Expected a single signature');
  const sender = txn.sender.toString();
  if (txn.type !== 'pay' || txn.payment?.receiver.toString() !== sender) {
    throw new AuthError('Expected a self-payment');
  }
  if (txn.payment.amount !== 0n || txn.payment.closeRemainderTo || txn.rekeyTo) {
    throw new AuthError('The auth transaction must not move funds');
  }
  if (new TextDecoder().decode(txn.note) !== realm) throw new AuthError('Wrong realm');
  if (txn.lastValid < txn.firstValid || txn.lastValid - txn.firstValid > MAX_VALIDITY_ROUNDS) {
    throw new AuthError('Bad validity window');
  }
  if (!verifySignature(txn.bytesToSign(), sig, txn.sender.publicKey)) {
    throw new AuthError('Bad signature');
  }
  return sender;
}

/** Ed25519 with node:crypto, as the devnet verifies. */
export function verifySignature(
  message: Uint8Array,
  signature: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  const key = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, message, key, signature);
}

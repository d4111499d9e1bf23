import { Address, decodeSignedTransaction, multisigAddress, type SignedTransaction } from 'algosdk';
import { AuthError, verifySignature } from '../two-factor-provider/auth';

// The host side of the "SigTx" token the wallet sends to /v1/KMD/addpartkey: a signed,
// never-sent payment from the account to itself, zero amount, zero fee, note "KMD". The
// signature must come from the account's own key, or, for a rekeyed account, from its auth
// address (named in `sgnr`) when the host can look auth addresses up on chain. A multisig
// account authenticates with a multisig signature carrying at least one valid member signature
// (every signature present must verify): the token shows a member asks for a key, which is
// harmless until the co-signers sign the registration that carries it.

export const AUTH_REALM = 'KMD';
const MAX_VALIDITY_ROUNDS = 1000n;

export { AuthError };

/** The chain's auth address of an account (itself when not rekeyed). */
export type AuthAddressLookup = (address: string) => Promise<string>;

/** The account a KMD token authenticates; throws AuthError for anything else. */
export async function authenticatedKmdAccount(
  header: string | undefined,
  authAddressOf?: AuthAddressLookup,
): Promise<string> {
  if (!header?.startsWith('SigTx ')) throw new AuthError('Missing SigTx authorization');
  let signed;
  try {
    signed = decodeSignedTransaction(new Uint8Array(Buffer.from(header.slice(6), 'base64')));
  } catch {
    throw new AuthError('Malformed SigTx token');
  }
  const { txn, sig, msig, sgnr } = signed;
  if (signed.lsig || Boolean(sig) === Boolean(msig)) {
    throw new AuthError('Expected one signature or one multisig signature');
  }
  const sender = txn.sender.toString();
  const pay = txn.payment;
  if (txn.type !== 'pay' || !pay || pay.receiver.toString() !== sender) {
    throw new AuthError('Expected a self-payment');
  }
  if (pay.amount !== 0n || pay.closeRemainderTo || txn.rekeyTo || txn.fee !== 0n) {
    throw new AuthError('The auth transaction must move nothing and pay no fee');
  }
  if (new TextDecoder().decode(txn.note) !== AUTH_REALM) throw new AuthError('Wrong realm');
  if (txn.lastValid < txn.firstValid || txn.lastValid - txn.firstValid > MAX_VALIDITY_ROUNDS) {
    throw new AuthError('Bad validity window');
  }
  const signer = sgnr ?? txn.sender;
  const valid = sig
    ? verifySignature(txn.bytesToSign(), sig, signer.publicKey)
    : verifyMemberSignatures(signed, signer);
  if (!valid) throw new AuthError('Bad signature');
  if (signer.toString() !== sender) {
    if (!authAddressOf) throw new AuthError('Rekeyed accounts are not accepted');
    if ((await authAddressOf(sender)) !== signer.toString()) {
      throw new AuthError('Not signed by the auth address of the account');
    }
  }
  return sender;
}

/** The multisig preimage is `signer`'s, and its signatures (one at least) all verify. */
function verifyMemberSignatures(signed: SignedTransaction, signer: Address): boolean {
  const msig = signed.msig!;
  const addrs = msig.subsig.map((sub) => new Address(sub.pk).toString());
  let address: string;
  try {
    address = multisigAddress({ version: msig.v, threshold: msig.thr, addrs }).toString();
  } catch {
    return false;
  }
  if (address !== signer.toString()) return false;
  const present = msig.subsig.filter((sub) => sub.s !== undefined);
  const message = signed.txn.bytesToSign();
  return present.length > 0 && present.every((sub) => verifySignature(message, sub.s!, sub.pk));
}

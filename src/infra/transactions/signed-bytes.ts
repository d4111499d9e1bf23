import type { Address } from 'algosdk';

// A signed transaction's bytes from the bytes that were signed. algosdk's attachSignature
// encodes the whole transaction a second time (as long as bytesToSign itself took: a third of
// signing 1,000 payments); the signed form is a canonical msgpack map of at most three keys
// around that same encoding, so it is put together here, byte for byte what algosdk writes
// (sign-group tests compare every kind of transaction against it).

const TX_TAG = [0x54, 0x58]; // "TX", the domain prefix of a transaction's bytes to sign
const FIXMAP = 0x80;
const BIN8 = 0xc4;
// Keys in canonical (sorted) order: sgnr < sig < txn.
const SGNR = [0xa4, 0x73, 0x67, 0x6e, 0x72];
const SIG = [0xa3, 0x73, 0x69, 0x67];
const TXN = [0xa3, 0x74, 0x78, 0x6e];

/**
 * The msgpack of `{ sgnr?, sig, txn }` for `bytesToSign` ("TX" + the transaction's msgpack) and
 * its 64-byte `signature`; `authSigner` (32-byte public key) only when the signing key is not the
 * sender's own.
 */
export function signedFromBytesToSign(
  bytesToSign: Uint8Array,
  signature: Uint8Array,
  authSigner?: Address,
): Uint8Array {
  if (bytesToSign[0] !== TX_TAG[0] || bytesToSign[1] !== TX_TAG[1])
    throw new Error('Not the bytes of a transaction');
  if (signature.length !== 64) throw new Error('Invalid signature length');
  const signer = authSigner?.publicKey;
  if (signer && signer.length !== 32) throw new Error('Invalid signer address');
  const txn = bytesToSign.subarray(TX_TAG.length);
  const head = 1 + (signer ? SGNR.length + 2 + 32 : 0) + SIG.length + 2 + 64 + TXN.length;
  const out = new Uint8Array(head + txn.length);
  let at = 0;
  const put = (bytes: ArrayLike<number>) => {
    out.set(bytes, at);
    at += bytes.length;
  };
  put([FIXMAP | (signer ? 3 : 2)]);
  if (signer) {
    put([...SGNR, BIN8, 32]);
    put(signer);
  }
  put([...SIG, BIN8, 64]);
  put(signature);
  put(TXN);
  put(txn);
  return out;
}

import { encodeAddress } from 'algosdk';
import { hexToBytes } from '../encoding/hex';
import { LedgerError, ledgerErrorForStatusWord, SW_OK } from './ledger-error';

// hw-app-algorand hands back raw answers without checking them: `sign` returns the whole
// response (signature + status word) and does not throw on the 0x6986 user rejection, and
// `getAddress` slices 32 bytes from whatever came back. Every answer is checked here before
// it is trusted.

export const ED25519_SIGNATURE_BYTES = 64;
export const ED25519_PUBLIC_KEY_BYTES = 32;

function statusWordOf(response: Uint8Array): number | undefined {
  if (response.length < 2) return undefined;
  return (response[response.length - 2]! << 8) | response[response.length - 1]!;
}

/** The 64-byte signature from a final sign answer (signature || 0x9000). */
export function signatureFromResponse(response: Uint8Array | null | undefined): Uint8Array {
  if (!response) throw new LedgerError('invalid-response');
  const statusWord = statusWordOf(response);
  if (statusWord !== undefined && statusWord !== SW_OK) throw ledgerErrorForStatusWord(statusWord);
  if (statusWord !== SW_OK || response.length !== ED25519_SIGNATURE_BYTES + 2) {
    throw new LedgerError('invalid-response');
  }
  return Uint8Array.from(response.subarray(0, ED25519_SIGNATURE_BYTES));
}

/** The account address for the public key the device reported (hex). */
export function addressFromPublicKeyHex(publicKeyHex: unknown): string {
  if (typeof publicKeyHex !== 'string' || !/^[0-9a-fA-F]{64}$/.test(publicKeyHex)) {
    throw new LedgerError('invalid-response');
  }
  return encodeAddress(hexToBytes(publicKeyHex));
}

import { decodeAddress, encodeAddress, isValidAddress } from 'algosdk';

/**
 * A valid address written the one way the chain writes it. The last base32 character carries
 * two unused bits, so up to four spellings decode to the same account and pass isValidAddress;
 * voting compares accounts as strings (a delegate against a voter, a trusted account against a
 * sender), so every other spelling is refused rather than counted as a different account.
 */
export function isCanonicalAddress(text: string): boolean {
  if (text.length !== 58 || !isValidAddress(text)) return false;
  return encodeAddress(decodeAddress(text).publicKey) === text;
}

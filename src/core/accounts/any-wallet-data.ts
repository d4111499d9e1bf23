import {
  decodeOwnFormat,
  isAWalletPlaintext,
  parseWalletJson,
  type WalletData,
} from './stored-account';

/**
 * Our format, or A-Wallet's decrypted plaintext. The converter needs algosdk, so it is loaded
 * only when such a backup is opened and stays out of the login page's bundle.
 */
export async function decodeAnyWalletData(bytes: Uint8Array): Promise<WalletData> {
  const parsed = parseWalletJson(bytes);
  if (isAWalletPlaintext(parsed)) {
    const { awalletToWalletData } = await import('./awallet-import');
    return awalletToWalletData(parsed);
  }
  return decodeOwnFormat(parsed);
}

import { readStoredContacts } from '../contacts/contact';
import {
  decodeOwnFormat,
  isAWalletPlaintext,
  parseWalletJson,
  type WalletData,
} from './stored-account';

/** A decoded wallet, and how many contacts it held that could not be read (left out). */
export interface DecodedWallet {
  data: WalletData;
  skippedContacts: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Our format, or A-Wallet's decrypted plaintext. The converter needs algosdk, so it is loaded
 * only when such a backup is opened and stays out of the login page's bundle.
 *
 * Contacts are read one by one before the rest is checked: a backup whose address book is
 * damaged (or was written by a version with other rules) still opens with all its accounts,
 * and the unreadable contacts are counted for the person to be told. A-Wallet has no address
 * book; a `contacts` field in its file is kept, unread, with its other unknown fields.
 */
export async function decodeAnyWalletDataReport(bytes: Uint8Array): Promise<DecodedWallet> {
  const parsed = parseWalletJson(bytes);
  if (isAWalletPlaintext(parsed)) {
    const { awalletToWalletData } = await import('./awallet-import');
    return { data: awalletToWalletData(parsed), skippedContacts: 0 };
  }
  if (!isPlainObject(parsed) || !('contacts' in parsed)) {
    return { data: decodeOwnFormat(parsed), skippedContacts: 0 };
  }
  const { contacts: raw, ...rest } = parsed;
  const { contacts, skipped } = readStoredContacts(raw);
  const data = decodeOwnFormat(rest);
  return { data: contacts.length > 0 ? { ...data, contacts } : data, skippedContacts: skipped };
}

export async function decodeAnyWalletData(bytes: Uint8Array): Promise<WalletData> {
  return (await decodeAnyWalletDataReport(bytes)).data;
}

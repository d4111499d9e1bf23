import { mnemonicToSecretKey } from 'algosdk';
import type { PromotionKind } from '../../core/accounts/promote-watch';
import type { StoredAccount, WalletData } from '../../core/accounts/stored-account';
import { base64ToBytes, bytesToBase64 } from '../../core/encoding/base64';
import type { AccountChange, AccountRef } from '../../core/accounts/wallet-commands';
import type { Contact } from '../../core/contacts/contact';
import type * as ContactCommands from '../../core/contacts/contact-commands';
import type { ContactInput, ContactWriteOptions } from '../../core/contacts/contact-commands';
import {
  announceChange,
  applyWalletData,
  preloadWalletCrypto,
  readOpenWallet,
  requireOpen,
  sessionStore,
  touch,
  type WalletCrypto,
} from './lifecycle';

// The open wallet's record and its named commands: accounts, contacts, the last active account
// and the WalletConnect store's key. Every write goes through `updateWallet`, a compare-and-swap
// on the freshest record; its callback sees secrets, so only these commands and tests call it.

/**
 * Applies a change to the freshest stored wallet and saves it. The change sees secrets: only
 * the session's named commands and tests call this (lint fences it).
 */
export async function updateWallet(change: (data: WalletData) => WalletData): Promise<void> {
  const { id, key } = requireOpen();
  const c = await preloadWalletCrypto();
  let latest: WalletData | null = null;
  await c.updateWalletRecord(id, async (record) => {
    const current = c.decodeWalletData(await c.openWithSessionKey(key, record.data));
    latest = change(current);
    return c.sealWithSessionKey(key, c.encodeWalletData(latest), record.data);
  });
  if (latest) applyWalletData(c, latest);
  announceChange(id);
  touch();
}

// The account rules load with the wallet crypto (after the password), not with the login page.
async function withCommands(run: (c: WalletCrypto) => Promise<void>): Promise<void> {
  return run(await preloadWalletCrypto());
}

/** Adds accounts (refused with AccountExistsError if any is already there). */
export function addAccounts(
  accounts: readonly StoredAccount[],
  options: { activate?: string } = {},
): Promise<void> {
  return withCommands((c) =>
    updateWallet((data) => c.withAccountsAdded(data, accounts, options.activate)),
  );
}

/**
 * A watch account promoted with its recovery phrase (core/accounts/promote-watch): the phrase
 * must be the account's own or, for a rekeyed one, that of the chain's `authAddress`; any other
 * is refused (PromotionError) before anything is written. The key is wiped once stored.
 */
export async function promoteWatchAccount(
  address: string,
  mnemonic: string,
  options: { authAddress?: string; signerName: string },
): Promise<PromotionKind> {
  const rules = await import('../../core/accounts/promote-watch');
  const key = mnemonicToSecretKey(mnemonic);
  try {
    const addr = key.addr.toString();
    const kind = rules.promotionKind(address, options.authAddress, addr);
    await withCommands((c) =>
      updateWallet((data) =>
        rules.withWatchPromoted(data, address, kind, {
          addr,
          sk: c.encodeSecretKey(key.sk),
          name: options.signerName,
        }),
      ),
    );
    return kind;
  } finally {
    key.sk.fill(0);
  }
}

export function removeAccount(target: AccountRef): Promise<void> {
  return withCommands((c) => updateWallet((data) => c.withAccountRemoved(data, target)));
}

/** Changes one stored account, matched by address and type (an unset rekeyedTo is removed). */
export function updateStoredAccount(target: AccountRef, change: AccountChange): Promise<void> {
  return withCommands((c) => updateWallet((data) => c.withAccountUpdated(data, target, change)));
}

export function setLastActiveAccount(address: string): void {
  sessionStore.setState({ lastActiveAccount: address });
  void updateWallet((data) => ({ ...data, lastActiveAccount: address })).catch(() => {});
}

// The contact rules (algosdk's address check) load when a contact is first written.
async function withContacts(
  change: (commands: typeof ContactCommands, contacts: readonly Contact[]) => Contact[],
): Promise<void> {
  const commands = await import('../../core/contacts/contact-commands');
  return updateWallet((data) => ({ ...data, contacts: change(commands, data.contacts ?? []) }));
}

/**
 * Saves a contact; refused (ContactError) for invalid input, or for an address another contact
 * has unless `merge` is set.
 */
export function addContact(input: ContactInput, options: ContactWriteOptions = {}): Promise<void> {
  return withContacts((c, contacts) => c.withContactAdded(contacts, input, options));
}

/** Replaces the contact saved for `address` (its address may change; see addContact). */
export function updateContact(
  address: string,
  input: ContactInput,
  options: ContactWriteOptions = {},
): Promise<void> {
  return withContacts((c, contacts) => c.withContactUpdated(contacts, address, input, options));
}

export function removeContact(address: string): Promise<void> {
  return withContacts((c, contacts) => c.withContactRemoved(contacts, address));
}

/**
 * The AES-GCM key of this wallet's WalletConnect store, created on first use and kept inside
 * the vault. Non-extractable: the raw bytes are wiped once imported.
 */
export async function walletConnectStorageKey(): Promise<CryptoKey> {
  const read = async () => (await readOpenWallet()).data.walletConnectKey;
  let encoded = await read();
  if (!encoded) {
    const fresh = crypto.getRandomValues(new Uint8Array(32));
    const candidate = bytesToBase64(fresh);
    fresh.fill(0);
    // Another tab may create one at the same moment: the stored value wins.
    await updateWallet((data) =>
      data.walletConnectKey ? data : { ...data, walletConnectKey: candidate },
    );
    encoded = await read();
  }
  const raw = base64ToBytes(encoded!);
  try {
    return await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
  } finally {
    raw.fill(0);
  }
}

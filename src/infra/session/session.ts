import { createStore } from 'zustand/vanilla';
import type * as VaultModule from '../../core/vault/vault';
import type { PromotionKind } from '../../core/accounts/promote-watch';
import type { VaultKey } from '../../core/vault/vault';
import type * as AccountsModule from '../../core/accounts/stored-account';
import type * as RepositoryModule from '../storage/wallet-repository';
import { VaultError } from '../../core/vault/vault-error';
import type { PublicAccount, StoredAccount, WalletData } from '../../core/accounts/stored-account';
import { base64ToBytes, bytesToBase64 } from '../../core/encoding/base64';
import { remainingMs } from '../../core/session/session-clock';
import { isWalletPasswordLongEnough } from '../../core/password/wallet-password';
import type * as CommandsModule from '../../core/accounts/wallet-commands';
import type * as AnyWalletDataModule from '../../core/accounts/any-wallet-data';
import type { AccountChange, AccountRef } from '../../core/accounts/wallet-commands';
import type { Contact } from '../../core/contacts/contact';
import type * as ContactCommands from '../../core/contacts/contact-commands';
import type { ContactInput, ContactWriteOptions } from '../../core/contacts/contact-commands';

// The keyring/session module: the only place outside core/vault that touches wallet secrets.
// The store's state is what React may see (names, public accounts, timings). The vault key (a
// non-extractable CryptoKey, never the password) lives in this module's closure, and decrypted
// secret keys and HD phrases exist only inside `withSecretKey` / `withHdSecret` callbacks.

export type LogoutReason = 'user' | 'timeout' | 'unauthorized' | 'destroyed';

export interface SessionState {
  status: 'locked' | 'open';
  walletId: string | null;
  walletName: string | null;
  accounts: PublicAccount[];
  lastActiveAccount: string | null;
  /** The wallet's address book (public data, but private to the person: kept in the vault). */
  contacts: Contact[];
  lastActivity: number;
  lastLogoutReason: LogoutReason | null;
}

const initialState: SessionState = {
  status: 'locked',
  walletId: null,
  walletName: null,
  accounts: [],
  lastActiveAccount: null,
  contacts: [],
  lastActivity: 0,
  lastLogoutReason: null,
};

export const sessionStore = createStore<SessionState>(() => initialState);

// The vault code (Argon2, zod schemas) and Dexie load when a password is about to be used, not
// with the login page; `preloadWalletCrypto` starts that as soon as the user shows intent.
type WalletCrypto = typeof VaultModule &
  typeof AccountsModule &
  typeof RepositoryModule &
  typeof CommandsModule &
  typeof AnyWalletDataModule;
let walletCrypto: Promise<WalletCrypto> | null = null;
export function preloadWalletCrypto(): Promise<WalletCrypto> {
  walletCrypto ??= Promise.all([
    import('../../core/vault/vault'),
    import('../../core/accounts/stored-account'),
    import('../storage/wallet-repository'),
    import('../../core/accounts/wallet-commands'),
    import('../../core/accounts/any-wallet-data'),
  ]).then(([vault, accounts, repository, commands, anyWalletData]) => ({
    ...vault,
    ...accounts,
    ...repository,
    ...commands,
    ...anyWalletData,
  }));
  walletCrypto.catch(() => (walletCrypto = null));
  return walletCrypto;
}

/**
 * A password field got focus: load the vault code and start the KDF worker, so opening or
 * creating a wallet pays for Argon2id only (issue 29).
 */
export function prepareUnlock(): void {
  preloadWalletCrypto().then(
    (c) => c.prepareKeyDerivation(),
    () => {},
  );
}

let vaultKey: VaultKey | null = null;
let expiryTimer: ReturnType<typeof setInterval> | null = null;
let channel: BroadcastChannel | null = null;

export class SessionError extends Error {
  constructor(
    readonly code:
      'locked' | 'password-incorrect' | 'passwords-differ' | 'password-too-short' | 'no-secret',
    message: string,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

function requireOpen(): { id: string; key: VaultKey } {
  const { status, walletId } = sessionStore.getState();
  if (status !== 'open' || !walletId || !vaultKey) {
    throw new SessionError('locked', 'Session timeout - unauthenticated');
  }
  return { id: walletId, key: vaultKey };
}

function applyWalletData(c: WalletCrypto, data: WalletData): void {
  sessionStore.setState({
    walletName: data.name,
    accounts: data.accounts.map(c.publicView),
    lastActiveAccount: data.lastActiveAccount ?? null,
    contacts: data.contacts ?? [],
  });
}

function startExpiryWatch(): void {
  stopExpiryWatch();
  expiryTimer = setInterval(() => {
    const { status, lastActivity } = sessionStore.getState();
    if (status === 'open' && remainingMs(lastActivity, Date.now()) < 0) logout('timeout');
  }, 1000);
}

function stopExpiryWatch(): void {
  if (expiryTimer) clearInterval(expiryTimer);
  expiryTimer = null;
}

// Another tab saved the wallet we have open: re-read so our account list stays complete.
function listenForOtherTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel('algow-wallets');
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const id = (event.data as { walletId?: unknown } | null)?.walletId;
    if (typeof id === 'string' && id === sessionStore.getState().walletId) void reloadWallet();
  };
}

function announceChange(walletId: string): void {
  channel?.postMessage({ walletId });
}

async function reloadWallet(): Promise<void> {
  try {
    const { id, key } = requireOpen();
    const c = await preloadWalletCrypto();
    const record = await c.getWalletRecord(id);
    applyWalletData(c, c.decodeWalletData(await c.openWithKey(key, record.data)));
  } catch {
    // The other tab may have changed the password or destroyed the wallet: our key no longer
    // opens it, so the safe state is locked.
    logout('unauthorized');
  }
}

function begin(c: WalletCrypto, walletId: string, key: VaultKey, data: WalletData): void {
  vaultKey = key;
  sessionStore.setState({
    status: 'open',
    walletId,
    lastActivity: Date.now(),
    lastLogoutReason: null,
  });
  applyWalletData(c, data);
  startExpiryWatch();
  listenForOtherTabs();
}

/** What opening a wallet found worth telling: contacts of a backup that could not be read. */
export interface OpenWalletReport {
  /** Contacts left out because they were damaged; the record is saved without them. */
  skippedContacts: number;
}

/** Opens a stored wallet; records in older formats or with weaker parameters are upgraded. */
export async function openWallet(walletId: string, password: string): Promise<OpenWalletReport> {
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(walletId);
  const opened = await c.openVault(record.data, password);
  let decoded;
  try {
    decoded = await c.decodeAnyWalletDataReport(opened.plaintext);
  } finally {
    opened.plaintext.fill(0);
  }
  const { data, skippedContacts } = decoded;
  // An imported backup keeps the name the user chose on import.
  const named: WalletData = { ...data, name: record.name };
  // Damaged contacts are dropped from the record too, so every later save reads it cleanly.
  if (opened.needsUpgrade || data.name !== record.name || skippedContacts > 0) {
    // Upgrade only the record we decrypted: if another tab saved meanwhile, keep its version
    // (the next unlock upgrades it).
    await c.updateWalletRecord(walletId, async (current) =>
      current.data === record.data
        ? c.sealWithKey(opened.vaultKey, c.encodeWalletData(named))
        : current.data,
    );
  }
  begin(c, walletId, opened.vaultKey, named);
  return { skippedContacts };
}

export async function createWallet(
  name: string,
  password: string,
  // null: the first account is added afterwards, through the new-account pages.
  firstAccount: StoredAccount | null,
): Promise<void> {
  const data: WalletData = {
    format: 'algow-wallet',
    version: 1,
    name: name.trim(),
    accounts: firstAccount ? [firstAccount] : [],
    ...(firstAccount && { lastActiveAccount: firstAccount.addr }),
  };
  const c = await preloadWalletCrypto();
  const { serialized, vaultKey: key } = await c.createVault(password, c.encodeWalletData(data));
  const record = await c.addWalletRecord(data.name, serialized);
  begin(c, record.id, key, data);
}

/**
 * Applies a change to the freshest stored wallet and saves it. The change sees secrets: only
 * the session's named commands and tests call this (lint fences it).
 */
export async function updateWallet(change: (data: WalletData) => WalletData): Promise<void> {
  const { id, key } = requireOpen();
  const c = await preloadWalletCrypto();
  let latest: WalletData | null = null;
  await c.updateWalletRecord(id, async (record) => {
    const current = c.decodeWalletData(await c.openWithKey(key, record.data));
    latest = change(current);
    return c.sealWithKey(key, c.encodeWalletData(latest));
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
  const [{ mnemonicToSecretKey }, rules] = await Promise.all([
    import('algosdk'),
    import('../../core/accounts/promote-watch'),
  ]);
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

/** Store selector: the open wallet's contacts (empty when locked). */
export const selectContacts = (state: SessionState): Contact[] => state.contacts;

/**
 * The AES-GCM key of this wallet's WalletConnect store, created on first use and kept inside
 * the vault. Non-extractable: the raw bytes are wiped once imported.
 */
export async function walletConnectStorageKey(): Promise<CryptoKey> {
  const { id, key } = requireOpen();
  const c = await preloadWalletCrypto();
  const read = async () => {
    const record = await c.getWalletRecord(id);
    return c.decodeWalletData(await c.openWithKey(key, record.data)).walletConnectKey;
  };
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

/** The stored accounts, secrets included, decrypted from the freshest record for one call. */
async function decryptAccounts(): Promise<{ c: WalletCrypto; accounts: StoredAccount[] }> {
  const { id, key } = requireOpen();
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  const plaintext = await c.openWithKey(key, record.data);
  try {
    return { c, accounts: c.decodeWalletData(plaintext).accounts };
  } finally {
    plaintext.fill(0);
  }
}

/** The stored `session` of a WalletConnect account (its topic; the keys are in the wc store). */
export async function accountSession(address: string): Promise<unknown> {
  const { id, key } = requireOpen();
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  const data = c.decodeWalletData(await c.openWithKey(key, record.data));
  return data.accounts.find((a) => a.addr === address && a.type === 'wc')?.session;
}

/** What an HD (ARC-52) account signs with: its root's BIP-39 phrase as UTF-8, and its index. */
export interface HdSecret {
  mnemonic: Uint8Array;
  accountIndex: number;
}

/** The secrets of one signing batch; valid only inside the `withSigningSecrets` callback. */
export interface SigningSecrets {
  /** The 64-byte ed25519 secret key (seed || public key) of a requested address. */
  secretKey(address: string): Uint8Array | undefined;
  hdSecret(address: string): HdSecret | undefined;
}

/**
 * Opens the vault once for a whole batch and hands the requested accounts' secrets to `consume`
 * only; every decrypted byte is zeroed when it returns or throws. Only the transaction pipeline
 * calls this (lint fences it off from features and components).
 */
export async function withSigningSecrets<T>(
  addresses: Iterable<string>,
  consume: (secrets: SigningSecrets) => Promise<T> | T,
): Promise<T> {
  const wanted = new Set(addresses);
  const { c, accounts } = await decryptAccounts();
  const keys = new Map<string, Uint8Array>();
  const hd = new Map<string, HdSecret>();
  try {
    for (const account of accounts) {
      if (!wanted.has(account.addr)) continue;
      if (account.sk && !keys.has(account.addr)) {
        const key = c.secretKeyBytes(account);
        if (key) keys.set(account.addr, key);
      }
      if (account.hd?.mnemonic && !hd.has(account.addr)) {
        hd.set(account.addr, {
          mnemonic: new TextEncoder().encode(account.hd.mnemonic),
          accountIndex: account.hd.accountIndex,
        });
      }
    }
    return await consume({
      secretKey: (address) => keys.get(address),
      hdSecret: (address) => hd.get(address),
    });
  } finally {
    for (const key of keys.values()) key.fill(0);
    for (const secret of hd.values()) secret.mnemonic.fill(0);
  }
}

/** Runs `signWith` with an account's secret key; the bytes are zeroed afterwards. */
export function withSecretKey<T>(
  address: string,
  signWith: (secretKey: Uint8Array) => Promise<T> | T,
): Promise<T> {
  return withSigningSecrets([address], (secrets) => {
    const secretKey = secrets.secretKey(address);
    if (!secretKey) throw new SessionError('no-secret', 'Private key not found');
    return signWith(secretKey);
  });
}

/** Runs `signWith` with an HD account's phrase and index; the phrase bytes are zeroed afterwards. */
export function withHdSecret<T>(
  address: string,
  signWith: (secret: HdSecret) => Promise<T> | T,
): Promise<T> {
  return withSigningSecrets([address], (secrets) => {
    const secret = secrets.hdSecret(address);
    if (!secret) throw new SessionError('no-secret', 'Private key not found');
    return signWith(secret);
  });
}

export async function changePassword(
  oldPassword: string,
  newPassword: string,
  repeatedPassword: string,
): Promise<void> {
  const { id } = requireOpen();
  if (newPassword !== repeatedPassword) {
    throw new SessionError('passwords-differ', 'Passwords does not match');
  }
  // The rule a new wallet's password follows (NewWalletForm), checked before anything is derived.
  if (!isWalletPasswordLongEnough(newPassword)) {
    throw new SessionError('password-too-short', 'The password must have at least 16 characters.');
  }
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  let opened;
  try {
    opened = await c.openVault(record.data, oldPassword);
  } catch (error) {
    if (error instanceof VaultError && error.code === 'wrong-password') {
      throw new SessionError('password-incorrect', 'Password is incorrect');
    }
    throw error;
  }
  opened.plaintext.fill(0);
  const newKey = await c.deriveVaultKey(newPassword);
  await c.updateWalletRecord(id, async (current) => {
    // The session key opens the freshest record, so a concurrent account addition is kept.
    const plaintext = await c.openWithKey(requireOpen().key, current.data);
    const sealed = await c.sealWithKey(newKey, plaintext);
    plaintext.fill(0);
    return sealed;
  });
  vaultKey = newKey;
  announceChange(id);
  touch();
}

/**
 * An account's recovery phrase as UTF-8 (25 words for a key account, the 24-word root phrase
 * for an HD account), after the wallet password was checked again by opening the stored record
 * with it: an open session alone is not enough to read a phrase off the screen. The caller
 * owns the bytes and zeroes them when the phrase is no longer shown.
 */
export async function revealRecoveryPhrase(address: string, password: string): Promise<Uint8Array> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  let opened;
  try {
    opened = await c.openVault(record.data, password);
  } catch (error) {
    if (error instanceof VaultError && error.code === 'wrong-password') {
      throw new SessionError('password-incorrect', 'Password is incorrect');
    }
    throw error;
  }
  let data: WalletData;
  try {
    data = await c.decodeAnyWalletData(opened.plaintext);
  } finally {
    opened.plaintext.fill(0);
  }
  const account = data.accounts.find((a) => a.addr === address && (a.sk || a.hd?.mnemonic));
  const phrase = account?.hd?.mnemonic ?? (account?.sk ? await keyPhrase(c, account) : undefined);
  if (!phrase) throw new SessionError('no-secret', 'Private key not found');
  touch();
  return new TextEncoder().encode(phrase);
}

async function keyPhrase(c: WalletCrypto, account: StoredAccount): Promise<string | undefined> {
  const key = c.secretKeyBytes(account);
  if (!key) return undefined;
  try {
    const { secretKeyToMnemonic } = await import('algosdk');
    return secretKeyToMnemonic(key);
  } finally {
    key.fill(0);
  }
}

/** The stored (encrypted) wallet string, as written to a backup file. */
export async function exportBackup(): Promise<{ name: string; data: string }> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  touch();
  return { name: record.name, data: record.data };
}

export async function destroyWallet(): Promise<void> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  await c.deleteWalletRecord(id);
  announceChange(id);
  logout('destroyed');
}

export function setLastActiveAccount(address: string): void {
  sessionStore.setState({ lastActiveAccount: address });
  void updateWallet((data) => ({ ...data, lastActiveAccount: address })).catch(() => {});
}

/** Prolongs the session, unless it already ran out (the expiry watch is about to log out). */
export function touch(): void {
  const { status, lastActivity } = sessionStore.getState();
  const now = Date.now();
  if (status === 'open' && remainingMs(lastActivity, now) >= 0)
    sessionStore.setState({ lastActivity: now });
}

/**
 * Key presses, pointer presses and page changes count as activity. They come in bursts, so one
 * is recorded at most every ACTIVITY_THROTTLE_MS: the countdown then loses at most that much,
 * and the store (and the footer that shows it) is not updated on every key.
 */
export const ACTIVITY_THROTTLE_MS = 10_000;

export function noteActivity(): void {
  const { status, lastActivity } = sessionStore.getState();
  if (status === 'open' && Date.now() - lastActivity >= ACTIVITY_THROTTLE_MS) touch();
}

export function logout(reason: LogoutReason = 'user'): void {
  vaultKey = null;
  stopExpiryWatch();
  // A locked tab has no wallet to re-read; an open channel would also keep Node (benches,
  // tests) running after their last session.
  channel?.close();
  channel = null;
  sessionStore.setState({ ...initialState, lastLogoutReason: reason });
}

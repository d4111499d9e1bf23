import { createStore } from 'zustand/vanilla';
import type * as VaultModule from '../../core/vault/vault';
import type * as KeyringModule from '../../core/vault/keyring';
import type { OpenedAnyVault, SessionKey, WaysIn } from '../../core/vault/keyring';
import type * as AccountsModule from '../../core/accounts/stored-account';
import type * as RepositoryModule from '../storage/wallet-repository';
import type { WalletRecord } from '../storage/wallet-db';
import { VaultError } from '../../core/vault/vault-error';
import type { PublicAccount, StoredAccount, WalletData } from '../../core/accounts/stored-account';
import { remainingMs } from '../../core/session/session-clock';
import { isWalletPasswordLongEnough } from '../../core/password/wallet-password';
import { needsBackup } from '../../core/vault/ways-hint';
import type * as CommandsModule from '../../core/accounts/wallet-commands';
import type * as AnyWalletDataModule from '../../core/accounts/any-wallet-data';
import type { Contact } from '../../core/contacts/contact';

// The session's lifecycle and lock: opening and creating a wallet, the vault key (a
// non-extractable CryptoKey, never the password) held in this module's closure, the password
// that seals it, the 5-minute expiry and logout. The store's state is what React may see
// (names, public accounts, timings). The other session files reach the key through
// `requireOpen`; outside src/infra/session only session.ts is imported (lint fences the rest).

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
  /** How the open wallet can be opened (password, passkeys) and whether it is backed up. */
  waysIn: WaysIn | null;
  /**
   * The "Back up this wallet" dialog: open as funds are about to arrive ('open') or from the
   * card ('card'), or closed by the person after the first ('dismissed': not asked again).
   */
  backupPrompt: 'idle' | 'open' | 'card' | 'dismissed';
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
  waysIn: null,
  backupPrompt: 'idle',
};

export const sessionStore = createStore<SessionState>(() => initialState);

/** Store selector: the open wallet's contacts (empty when locked). */
export const selectContacts = (state: SessionState): Contact[] => state.contacts;

// The vault code (Argon2, zod schemas) and Dexie load when a password is about to be used, not
// with the login page; `preloadWalletCrypto` starts that as soon as the user shows intent.
export type WalletCrypto = typeof VaultModule &
  typeof KeyringModule &
  typeof AccountsModule &
  typeof RepositoryModule &
  typeof CommandsModule &
  typeof AnyWalletDataModule;
let walletCrypto: Promise<WalletCrypto> | null = null;
export function preloadWalletCrypto(): Promise<WalletCrypto> {
  walletCrypto ??= Promise.all([
    import('../../core/vault/vault'),
    import('../../core/vault/keyring'),
    import('../../core/accounts/stored-account'),
    import('../storage/wallet-repository'),
    import('../../core/accounts/wallet-commands'),
    import('../../core/accounts/any-wallet-data'),
  ]).then(([vault, keyring, accounts, repository, commands, anyWalletData]) => ({
    ...vault,
    ...keyring,
    ...accounts,
    ...repository,
    ...commands,
    ...anyWalletData,
  }));
  walletCrypto.catch(() => (walletCrypto = null));
  return walletCrypto;
}

const unlockIntentListeners = new Set<() => void>();

/**
 * Calls `listener` whenever a password box gets focus, so the app can load the wallet's first
 * pages while the password is typed and the key derived. Returns the unsubscribe function.
 */
export function onUnlockIntent(listener: () => void): () => void {
  unlockIntentListeners.add(listener);
  return () => unlockIntentListeners.delete(listener);
}

/**
 * A password field got focus: load the vault code and start the KDF worker, so opening or
 * creating a wallet pays for Argon2id only (issue 29).
 */
export function prepareUnlock(keyDerivation = true): void {
  // The KDF worker first: the pages the listeners load would otherwise delay its script. A
  // passkey needs none (issue 42): its button's intent loads the code and pages only.
  preloadWalletCrypto().then(
    (c) => {
      if (keyDerivation) c.prepareKeyDerivation();
      for (const listener of unlockIntentListeners) listener();
    },
    () => {},
  );
}

/** The record read when the open form's password box got focus (see openWallet). */
let recordAhead: { walletId: string; record: Promise<WalletRecord | null> } | null = null;

/**
 * The open form's password box got focus for `walletId`: as prepareUnlock, and its stored
 * record is read too, so the key derivation can start the moment the password is submitted.
 */
export function prepareOpen(walletId: string): void {
  prepareUnlock();
  if (recordAhead?.walletId === walletId) return;
  recordAhead = {
    walletId,
    record: preloadWalletCrypto().then(
      (c) => c.getWalletRecord(walletId),
      () => null,
    ),
  };
  recordAhead.record.catch(() => {});
}

/**
 * Opens the stored record of `walletId` with the password. When it was read ahead, Argon2id
 * runs on that copy at once while the record is read again; a copy another tab has replaced
 * meanwhile (new password, new account) is dropped and the fresh record opened instead.
 */
async function openStoredRecord(
  c: WalletCrypto,
  walletId: string,
  password: string,
): Promise<{ record: WalletRecord; opened: OpenedAnyVault }> {
  const ahead = recordAhead?.walletId === walletId ? recordAhead.record : null;
  recordAhead = null;
  const fresh = c.getWalletRecord(walletId);
  const early = ahead && (await ahead.catch(() => null));
  if (!early) {
    const record = await fresh;
    return { record, opened: await c.openAnyVault(record.data, password) };
  }
  const [tried, current] = await Promise.allSettled([c.openAnyVault(early.data, password), fresh]);
  if (current.status === 'rejected' || current.value.data !== early.data) {
    if (tried.status === 'fulfilled') tried.value.plaintext.fill(0);
    const record = await fresh;
    return { record, opened: await c.openAnyVault(record.data, password) };
  }
  if (tried.status === 'rejected') throw tried.reason;
  return { record: current.value, opened: tried.value };
}

let vaultKey: SessionKey | null = null;
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

/** The open wallet and its key; for the session's own files only (lint fences this module). */
export function requireOpen(): { id: string; key: SessionKey } {
  const { status, walletId } = sessionStore.getState();
  if (status !== 'open' || !walletId || !vaultKey) {
    throw new SessionError('locked', 'Session timeout - unauthenticated');
  }
  return { id: walletId, key: vaultKey };
}

/** The open wallet's decrypted data, read from its freshest record. */
export async function readOpenWallet(): Promise<{ c: WalletCrypto; data: WalletData }> {
  const { id, key } = requireOpen();
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  const plaintext = await c.openWithSessionKey(key, record.data);
  try {
    return { c, data: c.decodeWalletData(plaintext) };
  } finally {
    plaintext.fill(0);
  }
}

/**
 * Opens a stored record with a password typed again (change password, reveal a phrase); a
 * wrong one is a SessionError the form shows, not a vault detail.
 */
export async function openWithPassword(
  c: WalletCrypto,
  serialized: string,
  password: string,
): Promise<OpenedAnyVault> {
  try {
    return await c.openAnyVault(serialized, password);
  } catch (error) {
    if (error instanceof VaultError && error.code === 'wrong-password') {
      throw new SessionError('password-incorrect', 'Password is incorrect');
    }
    throw error;
  }
}

export function applyWalletData(c: WalletCrypto, data: WalletData): void {
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

export function announceChange(walletId: string): void {
  channel?.postMessage({ walletId });
}

async function reloadWallet(): Promise<void> {
  try {
    const { c, data } = await readOpenWallet();
    applyWalletData(c, data);
    await noteWaysIn();
  } catch {
    // The other tab may have changed the password or destroyed the wallet: our key no longer
    // opens it, so the safe state is locked.
    logout('unauthorized');
  }
}

/** The session's own files: the key after a change of the record's ways in (passkeys.ts). */
export function replaceSessionKey(key: SessionKey): void {
  vaultKey = key;
}

/** Reads the open wallet's ways in (public facts of its record) into the store. */
export async function noteWaysIn(serialized?: string): Promise<void> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  const data = serialized ?? (await c.getWalletRecord(id)).data;
  sessionStore.setState({ waysIn: c.waysIn(data) });
}

export function begin(
  c: WalletCrypto,
  walletId: string,
  key: SessionKey,
  data: WalletData,
  serialized: string,
): void {
  vaultKey = key;
  sessionStore.setState({
    status: 'open',
    walletId,
    lastActivity: Date.now(),
    lastLogoutReason: null,
    waysIn: c.waysIn(serialized),
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
  const { record, opened } = await openStoredRecord(c, walletId, password);
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
        ? c.sealWithSessionKey(opened.vaultKey, c.encodeWalletData(named), current.data)
        : current.data,
    );
  }
  begin(c, walletId, opened.vaultKey, named, record.data);
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
  begin(c, record.id, key, data, serialized);
}

/** A new password (creation, change, a passkey wallet's second way in): typed twice, 16+ characters. */
export function checkNewPassword(newPassword: string, repeatedPassword: string): void {
  if (newPassword !== repeatedPassword) {
    throw new SessionError('passwords-differ', 'Passwords does not match');
  }
  // The rule a new wallet's password follows (NewWalletForm), checked before anything is derived.
  if (!isWalletPasswordLongEnough(newPassword)) {
    throw new SessionError('password-too-short', 'The password must have at least 16 characters.');
  }
}

export async function changePassword(
  oldPassword: string,
  newPassword: string,
  repeatedPassword: string,
): Promise<void> {
  const { id } = requireOpen();
  checkNewPassword(newPassword, repeatedPassword);
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  const opened = await openWithPassword(c, record.data, oldPassword);
  opened.plaintext.fill(0);
  const newKey = await c.deriveVaultKey(newPassword);
  const sessionKey = requireOpen().key;
  if (c.isKeyringKey(sessionKey)) {
    // A wallet with passkeys: only its password entry is replaced; the vault key stays.
    const written = await c.updateWalletRecord(id, (current) =>
      c.setKeyringPassword(sessionKey, current.data, newKey),
    );
    await noteWaysIn(written.data);
    announceChange(id);
    touch();
    return;
  }
  await c.updateWalletRecord(id, async (current) => {
    // The session key opens the freshest record, so a concurrent account addition is kept.
    const plaintext = await c.openWithKey(sessionKey, current.data);
    const sealed = await c.sealWithKey(newKey, plaintext);
    plaintext.fill(0);
    return sealed;
  });
  vaultKey = newKey;
  announceChange(id);
  touch();
}

export async function destroyWallet(): Promise<void> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  await c.deleteWalletRecord(id);
  announceChange(id);
  logout('destroyed');
}

/**
 * Funds are about to arrive (the receive page, test coins): a wallet that only a passkey opens
 * and that is not backed up asks for a backup first, once a session (issue 42). Returns whether
 * it asked; the caller waits for the person then.
 */
export function askForBackup(): boolean {
  const { status, waysIn, backupPrompt } = sessionStore.getState();
  if (status !== 'open' || !needsBackup(waysIn) || backupPrompt !== 'idle') return false;
  sessionStore.setState({ backupPrompt: 'open' });
  return true;
}

/** The backup card's button: the dialog, whenever the wallet still needs a backup. */
export function openBackupPrompt(): void {
  const { status, waysIn } = sessionStore.getState();
  if (status === 'open' && needsBackup(waysIn)) sessionStore.setState({ backupPrompt: 'card' });
}

/**
 * Closed (backed up, "Later", or on to Settings): asked as funds arrive, not again this session;
 * opened from the card, the next receive still asks. The card stays until backed up.
 */
export function closeBackupPrompt(): void {
  const { backupPrompt } = sessionStore.getState();
  if (backupPrompt === 'open') sessionStore.setState({ backupPrompt: 'dismissed' });
  if (backupPrompt === 'card') sessionStore.setState({ backupPrompt: 'idle' });
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
  recordAhead = null;
  stopExpiryWatch();
  // A locked tab has no wallet to re-read; an open channel would also keep Node (benches,
  // tests) running after their last session.
  channel?.close();
  channel = null;
  sessionStore.setState({ ...initialState, lastLogoutReason: reason });
}

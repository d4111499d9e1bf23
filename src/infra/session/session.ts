import type * as Backup from './backup';
import type * as Passkeys from './passkeys';
import type * as Records from './records';
import { sessionStore } from './lifecycle';

// The session's public face: what features, components and the app may use. The session is a
// few files with one concern each: lifecycle.ts (opening, creating, the vault key and its
// password, expiry, logout), records.ts (the wallet record's named commands), backup.ts (the
// backup file and a recovery phrase) and keys.ts (secrets for the transaction pipeline only).
// Nothing here hands out a key or a secret; lint fences the other files off from everyone else.

export {
  ACTIVITY_THROTTLE_MS,
  SessionError,
  askForBackup,
  changePassword,
  closeBackupPrompt,
  createWallet,
  destroyWallet,
  logout,
  noteActivity,
  onUnlockIntent,
  openBackupPrompt,
  openWallet,
  prepareOpen,
  prepareUnlock,
  selectContacts,
  sessionStore,
  touch,
  type LogoutReason,
  type OpenWalletReport,
  type SessionState,
} from './lifecycle';

// Asks the browser whether it can unlock with a passkey (WebAuthn PRF); small, on the login page.
export { passkeysSupported } from './webauthn';

// The record's commands and the backup are used only once a wallet is open: they load with its
// pages, not with the login page.
const records = () => import('./records');
const backup = () => import('./backup');

/** Adds accounts (refused with AccountExistsError if any is already there). */
export const addAccounts: typeof Records.addAccounts = async (...args) =>
  (await records()).addAccounts(...args);
/** A watch account promoted with its recovery phrase (see records.ts). */
export const promoteWatchAccount: typeof Records.promoteWatchAccount = async (...args) =>
  (await records()).promoteWatchAccount(...args);
export const removeAccount: typeof Records.removeAccount = async (...args) =>
  (await records()).removeAccount(...args);
/** Changes one stored account, matched by address and type (an unset rekeyedTo is removed). */
export const updateStoredAccount: typeof Records.updateStoredAccount = async (...args) =>
  (await records()).updateStoredAccount(...args);
/** Saves a contact; refused (ContactError) for invalid input or a taken address (see records.ts). */
export const addContact: typeof Records.addContact = async (...args) =>
  (await records()).addContact(...args);
/** Replaces the contact saved for `address` (its address may change; see addContact). */
export const updateContact: typeof Records.updateContact = async (...args) =>
  (await records()).updateContact(...args);
export const removeContact: typeof Records.removeContact = async (...args) =>
  (await records()).removeContact(...args);
/** The AES-GCM key of this wallet's WalletConnect store (non-extractable; see records.ts). */
export const walletConnectStorageKey: typeof Records.walletConnectStorageKey = async () =>
  (await records()).walletConnectStorageKey();

/** Shown at once; saved to the record in the background. */
export function setLastActiveAccount(address: string): void {
  sessionStore.setState({ lastActiveAccount: address });
  records().then(
    (r) => r.setLastActiveAccount(address),
    () => {},
  );
}

/** An account's recovery phrase as UTF-8, after the wallet password was typed again. */
export const revealRecoveryPhrase: typeof Backup.revealRecoveryPhrase = async (...args) =>
  (await backup()).revealRecoveryPhrase(...args);
/** As revealRecoveryPhrase, with one of the wallet's passkeys asked again instead. */
export const revealRecoveryPhraseWithPasskey: typeof Backup.revealRecoveryPhraseWithPasskey =
  async (...args) => (await backup()).revealRecoveryPhraseWithPasskey(...args);
/** The stored (encrypted) wallet string, as written to a backup file. */
export const exportBackup: typeof Backup.exportBackup = async () => (await backup()).exportBackup();
/** A key account's Shamir shares (UTF-8 words), after the wallet password was typed again. */
export const splitIntoShares: typeof Backup.splitIntoShares = async (...args) =>
  (await backup()).splitIntoShares(...args);

// Passkeys (issue 42): loaded when one is used, with the WebAuthn prompt.
const passkeys = () => import('./passkeys');
/** Creates a wallet whose only way in is a new passkey (PasskeyError when refused or closed). */
export const createWalletWithPasskey: typeof Passkeys.createWalletWithPasskey = async (...args) =>
  (await passkeys()).createWalletWithPasskey(...args);
/** Opens a stored wallet with one of its passkeys: one prompt, no Argon2id. */
export const openWalletWithPasskey: typeof Passkeys.openWalletWithPasskey = async (...args) =>
  (await passkeys()).openWalletWithPasskey(...args);
/** Adds a passkey to the open wallet. */
export const addWalletPasskey: typeof Passkeys.addWalletPasskey = async (...args) =>
  (await passkeys()).addWalletPasskey(...args);
/** Removes a passkey; refused when it is the last way in. */
export const removeWalletPasskey: typeof Passkeys.removeWalletPasskey = async (...args) =>
  (await passkeys()).removeWalletPasskey(...args);
/** A passkey wallet's first password, its second way in. */
export const setWalletPassword: typeof Passkeys.setWalletPassword = async (...args) =>
  (await passkeys()).setWalletPassword(...args);
/** The recovery phrase was shown and confirmed: the wallet counts as backed up. */
export const confirmPhraseBackup: typeof Passkeys.confirmPhraseBackup = async () =>
  (await passkeys()).confirmPhraseBackup();

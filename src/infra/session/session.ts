// The session's public face: what features, components and the app may use. The session is a
// few files with one concern each: lifecycle.ts (opening, creating, the vault key and its
// password, expiry, logout), records.ts (the wallet record's named commands), backup.ts (the
// backup file and a recovery phrase) and keys.ts (secrets for the transaction pipeline only).
// Nothing here hands out a key or a secret; lint fences the other files off from everyone else.

export {
  ACTIVITY_THROTTLE_MS,
  SessionError,
  changePassword,
  createWallet,
  destroyWallet,
  logout,
  noteActivity,
  onUnlockIntent,
  openWallet,
  prepareOpen,
  prepareUnlock,
  sessionStore,
  touch,
  type LogoutReason,
  type OpenWalletReport,
  type SessionState,
} from './lifecycle';
export {
  addAccounts,
  addContact,
  promoteWatchAccount,
  removeAccount,
  removeContact,
  selectContacts,
  setLastActiveAccount,
  updateContact,
  updateStoredAccount,
  walletConnectStorageKey,
} from './records';
export { exportBackup, revealRecoveryPhrase } from './backup';

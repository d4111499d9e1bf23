import type { StoredAccount, WalletData } from '../../core/accounts/stored-account';
import type { SessionKey } from '../../core/vault/keyring';
import { PasskeyError } from '../../core/vault/passkey-error';
import {
  announceChange,
  begin,
  checkNewPassword,
  noteWaysIn,
  preloadWalletCrypto,
  replaceSessionKey,
  requireOpen,
  sessionStore,
  touch,
} from './lifecycle';
import { createPasskey, passkeyPrf } from './webauthn';

// Passkeys as ways into a wallet (issue 42): create a wallet with one, open it with one, add
// and remove them, and give a passkey wallet a password as its second way in. Every change is
// a compare-and-swap on the record (updateWalletRecord); the PRF output is zeroed here as soon
// as the wrapping key is derived from it.

/** Creates a wallet whose only way in is a new passkey; the backup prompt follows. */
export async function createWalletWithPasskey(
  name: string,
  passkeyName: string,
  firstAccount: StoredAccount | null,
): Promise<void> {
  const data: WalletData = {
    format: 'algow-wallet',
    version: 1,
    name: name.trim(),
    accounts: firstAccount ? [firstAccount] : [],
    ...(firstAccount && { lastActiveAccount: firstAccount.addr }),
  };
  const [c, passkey] = await Promise.all([preloadWalletCrypto(), createPasskey(data.name)]);
  try {
    const { serialized, key } = await c.createPasskeyVault(c.encodeWalletData(data), {
      ...passkey,
      name: passkeyName,
      now: Date.now(),
    });
    const record = await c.addWalletRecord(data.name, serialized);
    begin(c, record.id, key, data, serialized);
  } finally {
    passkey.prf.fill(0);
  }
}

/** Opens a stored wallet with one of its passkeys: one prompt, no Argon2id. */
export async function openWalletWithPasskey(walletId: string): Promise<void> {
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(walletId);
  const requests = c.passkeyRequests(record.data);
  if (requests.length === 0) throw new PasskeyError('unsupported');
  const answer = await passkeyPrf(requests);
  let opened;
  try {
    opened = await c.openWithPasskey(record.data, answer.credentialId, answer.prf);
  } finally {
    answer.prf.fill(0);
  }
  let data: WalletData;
  try {
    data = { ...(await c.decodeAnyWalletData(opened.plaintext)), name: record.name };
  } finally {
    opened.plaintext.fill(0);
  }
  // When it was last used is display only: a failed note must not keep the wallet shut.
  const noted = await c
    .updateWalletRecord(walletId, async (current) =>
      c.markPasskeyUsed(current.data, answer.credentialId, Date.now()),
    )
    .catch(() => record);
  begin(c, walletId, opened.vaultKey, data, noted.data);
}

/** Whether the open wallet is a passkey wallet without a password (asked before adding one). */
function hasPassword(): boolean {
  return sessionStore.getState().waysIn?.password ?? true;
}

/** Adds a passkey to the open wallet (a password wallet keeps its password). */
export async function addWalletPasskey(passkeyName: string): Promise<void> {
  const { id, key } = requireOpen();
  const c = await preloadWalletCrypto();
  const passkey = await createPasskey(sessionStore.getState().walletName ?? 'Algow');
  let next: SessionKey = key;
  try {
    const written = await c.updateWalletRecord(id, async (current) => {
      const added = await c.addPasskey(key, current.data, {
        ...passkey,
        name: passkeyName,
        now: Date.now(),
      });
      next = added.key;
      return added.serialized;
    });
    replaceSessionKey(next);
    await noteWaysIn(written.data);
  } finally {
    passkey.prf.fill(0);
  }
  announceChange(id);
  touch();
}

/** Removes a passkey; refused (PasskeyError 'last-way-in') when nothing else opens the wallet. */
export async function removeWalletPasskey(credentialId: string): Promise<void> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  const written = await c.updateWalletRecord(id, async (current) =>
    c.removePasskey(current.data, credentialId),
  );
  await noteWaysIn(written.data);
  announceChange(id);
  touch();
}

/** A passkey wallet's first password, its second way in (a wallet with one changes it instead). */
export async function setWalletPassword(password: string, repeated: string): Promise<void> {
  const { id, key } = requireOpen();
  checkNewPassword(password, repeated);
  const c = await preloadWalletCrypto();
  if (!c.isKeyringKey(key) || hasPassword()) throw new PasskeyError('unsupported');
  const passwordKey = await c.deriveVaultKey(password);
  const written = await c.updateWalletRecord(id, (current) =>
    c.setKeyringPassword(key, current.data, passwordKey),
  );
  await noteWaysIn(written.data);
  announceChange(id);
  touch();
}

/** The recovery phrase was shown and words of it typed back: the wallet counts as backed up. */
export async function confirmPhraseBackup(): Promise<void> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  const written = await c.updateWalletRecord(id, async (current) =>
    c.markPhraseBackedUp(current.data, Date.now()),
  );
  await noteWaysIn(written.data);
  announceChange(id);
}

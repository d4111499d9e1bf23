import { ownSignerKind } from '../../../core/accounts/capabilities';
import { SigningError } from '../../../core/accounts/signing-error';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { withSigningSecrets, type SigningSecrets } from '../../session/keys';
import { ed25519Signer, type MessageSigner } from '../ed25519';
import type * as HdSignerModule from '../hd-signer';

// Stored keys and HD keys: every one a batch needs comes from one vault opening, handed out only
// inside the callback, and each signer is wiped when the batch ends.

/** Signs messages with the vault keys of one batch. */
export interface VaultKeys {
  signature(account: PublicAccount, message: Uint8Array): Promise<Uint8Array>;
}

class KeyBatch implements VaultKeys {
  private readonly signers = new Map<string, Promise<MessageSigner>>();

  constructor(
    private readonly secrets: SigningSecrets,
    private readonly hd: typeof HdSignerModule | undefined,
  ) {}

  /** Each key's signer is made once per batch (an HD key derived once), on first use. */
  signature(account: PublicAccount, message: Uint8Array): Promise<Uint8Array> {
    let signer = this.signers.get(account.addr);
    if (!signer) {
      signer = this.signerFor(account);
      this.signers.set(account.addr, signer);
    }
    return signer.then((s) => s.sign(message));
  }

  private async signerFor(account: PublicAccount): Promise<MessageSigner> {
    if (ownSignerKind(account) === 'hd') {
      const secret = this.secrets.hdSecret(account.addr);
      if (!secret || !this.hd) throw new SigningError('no-key');
      return this.hd.hdSigner(secret, account.addr);
    }
    const secretKey = this.secrets.secretKey(account.addr);
    if (!secretKey) throw new SigningError('no-key');
    return ed25519Signer(secretKey);
  }

  async dispose(): Promise<void> {
    for (const signer of this.signers.values()) (await signer.catch(() => null))?.dispose();
  }
}

/** Opens the vault once for `accounts` and signs inside `signWith`; every key is wiped afterwards. */
export async function withVaultKeys<T>(
  accounts: readonly PublicAccount[],
  signWith: (keys: VaultKeys) => Promise<T>,
): Promise<T> {
  // The HD signer is loaded only for a batch that has an HD account.
  const hd = accounts.some((a) => ownSignerKind(a) === 'hd')
    ? await import('../hd-signer')
    : undefined;
  return withSigningSecrets(
    accounts.map((a) => a.addr),
    async (secrets) => {
      const batch = new KeyBatch(secrets, hd);
      try {
        return await signWith(batch);
      } finally {
        await batch.dispose();
      }
    },
  );
}

import type { Transaction } from 'algosdk';
import { resolveSigner, type SignerKind } from '../../core/accounts/capabilities';
import { SigningError } from '../../core/accounts/signing-error';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { signWithLedgerAccount, type LedgerCallOptions } from '../ledger/ledger-client';
import { accountSession, withHdSecret, withSecretKey } from '../session/session';

// One place that turns "this account pays" into a signature, following a rekey one hop
// (spec section 4: signer by type). Multisig accounts go through the proposal flow instead;
// this module gives that flow the single signatures it places into subsig slots.

export { SigningError };

export interface SignOptions {
  /** The chain's auth address of the sender, when known (overrides the stored rekeyedTo). */
  authAddress?: string;
  ledger?: LedgerCallOptions;
  /** Cancels waiting for a remote signer (a phone wallet over WalletConnect). */
  signal?: AbortSignal;
}

/** Signature kinds this module produces directly (others have their own flows). */
export function signsDirectly(kind: SignerKind): boolean {
  return kind === 'key' || kind === 'ledger' || kind === 'hd' || kind === 'walletconnect';
}

/** A WalletConnect (v2) account signs on the phone wallet it was paired with. */
async function signRemotely(
  signer: PublicAccount,
  txn: Transaction,
  signal: AbortSignal | undefined,
): Promise<Uint8Array> {
  const remote = await import('../walletconnect/remote-signer');
  const parsed = remote.remoteSessionSchema.safeParse(await accountSession(signer.addr));
  if (!parsed.success) throw new remote.RemoteSignerError('no-session');
  return remote.requestRemoteSignature(parsed.data, txn, signer.addr, signal);
}

/**
 * The raw 64-byte ed25519 signature of `txn` by `account`'s own key (stored key, HD phrase or
 * Ledger slot), ignoring rekeys: what a multisig subsig slot or an auth-address signature holds.
 */
export async function rawSignature(
  account: PublicAccount,
  txn: Transaction,
  options: SignOptions = {},
): Promise<Uint8Array> {
  if (account.hasSecret) {
    return withSecretKey(account.addr, (secretKey) => txn.rawSignTxn(secretKey));
  }
  if (account.type === 'hd' && account.hasHdSecret) {
    // The ARC-52 derivation loads only when an HD account signs.
    const { signWithHdSecret } = await import('./hd-signer');
    return withHdSecret(account.addr, (secret) =>
      signWithHdSecret(secret, account.addr, txn.bytesToSign()),
    );
  }
  if (account.type === 'ledger' && account.slot !== undefined) {
    return signWithLedgerAccount(
      { addr: account.addr, slot: account.slot },
      txn.toByte(),
      options.ledger,
    );
  }
  if (account.type === 'public') throw new SigningError('no-key');
  throw new SigningError('unsupported');
}

/**
 * Signs `txn` for its sender `from` with whatever key the wallet holds for it: its own, or the
 * rekey target's (the signed transaction then names the target as `sgnr`).
 */
export async function signTransaction(
  txn: Transaction,
  from: PublicAccount,
  wallet: readonly PublicAccount[],
  options: SignOptions = {},
): Promise<Uint8Array> {
  const resolution = resolveSigner(from, wallet, options.authAddress);
  if (!resolution.signer) {
    throw new SigningError(resolution.rekeyed ? 'signer-unknown' : 'no-key');
  }
  if (resolution.kind === 'multisig') throw new SigningError('multisig');
  if (!signsDirectly(resolution.kind)) throw new SigningError('unsupported');
  if (resolution.kind === 'walletconnect') {
    return signRemotely(resolution.signer, txn, options.signal);
  }
  const signature = await rawSignature(resolution.signer, txn, options);
  return txn.attachSignature(resolution.signer.addr, signature);
}

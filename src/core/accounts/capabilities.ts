import type { PublicAccount } from './stored-account';

// Who can sign for an account (spec sections 4 and 6). Signing follows a rekey exactly one hop:
// after a rekey to B, the key of address B signs, whatever B's own auth address is.

export type SignerKind = 'key' | 'hd' | 'ledger' | 'multisig' | 'walletconnect' | 'none';

export interface SignerResolution {
  kind: SignerKind;
  /** The wallet account whose key, device or session signs (the rekey target when rekeyed). */
  signer: PublicAccount | null;
  /** The account is rekeyed (stored rekeyedTo or the chain's auth address differs). */
  rekeyed: boolean;
}

/** How an account itself signs, ignoring rekeys. */
export function ownSignerKind(account: PublicAccount): SignerKind {
  if (account.hasSecret) return 'key';
  if (account.type === 'hd' && account.hasHdSecret) return 'hd';
  if (account.type === 'ledger') return 'ledger';
  if (account.params || account.type === 'msig' || account.type === '2fa') return 'multisig';
  // v1 remote signers (from A-Wallet backups) had only the public v1 bridge, which is gone:
  // nothing can reach their phone, so they cannot sign. v2 ones sign on the paired phone.
  if (account.type === 'wc') return account.ver === 1 ? 'none' : 'walletconnect';
  return 'none';
}

/**
 * The one rule for an account that signs for itself, with a key the wallet reaches: a stored
 * key, an ARC-52 HD phrase (a key derived on demand) or a Ledger. Multisig members are listed
 * by it; `needsLedgerSlot` also asks for a Ledger's slot, for callers that sign on the device
 * at once (a 2FA token).
 */
export function signsForItself(
  account: PublicAccount,
  options: { needsLedgerSlot?: boolean } = {},
): boolean {
  const kind = ownSignerKind(account);
  if (kind === 'ledger') return !options.needsLedgerSlot || account.slot !== undefined;
  return kind === 'key' || kind === 'hd';
}

/**
 * Resolves the signer of `account` among `wallet`'s accounts. `authAddress` is the chain's
 * auth-addr when known; otherwise the stored rekeyedTo is used.
 */
export function resolveSigner(
  account: PublicAccount,
  wallet: readonly PublicAccount[],
  authAddress?: string,
): SignerResolution {
  // The chain is authoritative when its answer is known; a stored rekeyedTo may be stale.
  const target = authAddress !== undefined ? authAddress : account.rekeyedTo;
  if (target && target !== account.addr) {
    const signer = wallet.find((a) => a.addr === target) ?? null;
    return { kind: signer ? ownSignerKind(signer) : 'none', signer, rekeyed: true };
  }
  const kind = ownSignerKind(account);
  return { kind, signer: kind === 'none' ? null : account, rekeyed: false };
}

/** Pay (and every signing action) is offered only when some signer is available. */
export function canSign(
  account: PublicAccount,
  wallet: readonly PublicAccount[],
  authAddress?: string,
): boolean {
  return resolveSigner(account, wallet, authAddress).kind !== 'none';
}

/** Multisig accounts, and accounts rekeyed to one, go through proposal/sign/combine. */
export function usesMultisigFlow(
  account: PublicAccount,
  wallet: readonly PublicAccount[],
  authAddress?: string,
): boolean {
  return resolveSigner(account, wallet, authAddress).kind === 'multisig';
}

/** Signer kinds that sign a transaction on their own (multisig goes through a proposal). */
export function signsDirectly(kind: SignerKind): boolean {
  return kind === 'key' || kind === 'ledger' || kind === 'hd' || kind === 'walletconnect';
}

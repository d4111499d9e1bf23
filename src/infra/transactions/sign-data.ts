import { resolveSigner } from '../../core/accounts/capabilities';
import { signerSource } from '../../core/accounts/signer-source';
import { SigningError } from '../../core/accounts/signing-error';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { reservedPrefixOf } from '../../core/arc60/reserved-prefixes';
import { PROGRAM_PREFIX } from '../../core/arc60/sign-data-request';
import { utf8Encode } from '../../core/encoding/utf8';
import { lookupAuthAddresses, type AuthAddresses } from './auth-addresses';
import { withVaultKeys } from './signers/vault-keys';

// The one way the wallet signs data that is not a transaction (ARC-60: the 64 bytes
// core/arc60 builds). The key is chosen as for a transaction: the account's auth address as
// the chain reports it, one hop (a rekeyed account signs with the key it is rekeyed to). Only
// keys in the vault sign data: a Ledger's Algorand app signs transactions (its data-signing
// instruction is not wired), a multisig has no single key to answer with, and a paired phone
// is asked for transactions only.

export interface SignDataOptions {
  /** The wallet's accounts (public view), among which the rekey target is found. */
  accounts: readonly PublicAccount[];
  /** Auth addresses already known (account -> auth or undefined); otherwise the node is asked. */
  authAddresses?: AuthAddresses;
  /**
   * The address whose key the requester will verify with (ARC-60's `signer`). When the key that
   * signs for the account now is another one, nothing is signed: the signature would not verify.
   */
  expectedSigner?: string;
}

export interface DataSignature {
  signature: Uint8Array;
  /** The address of the key that signed (the account, or the account it is rekeyed to). */
  signer: string;
}

/**
 * Signs `message` with the current auth key of `account`. Throws SigningError: 'data-reserved'
 * for bytes an Algorand node or contract would read as its own (a transaction, a program ...),
 * 'data-ledger' / 'data-multisig' / 'data-phone' for signers that cannot sign data,
 * 'data-signer-mismatch' when `expectedSigner` is not that key, 'no-key' / 'signer-unknown'
 * when the wallet holds no signer for the account.
 */
export async function signData(
  account: PublicAccount,
  message: Uint8Array,
  options: SignDataOptions,
): Promise<DataSignature> {
  if (message.length === 0 || reservedPrefixOf(message)) throw new SigningError('data-reserved');
  return signWithAuthKey(account, message, options);
}

/**
 * Delegates `account` to `program`: signs "Program" || program, the `sig` of a delegated logic
 * signature, with which anyone holding it can send from the account whatever the program
 * approves. The one place the wallet signs such bytes; only a developer-mode request the person
 * read (disassembled) and confirmed by retyping the account reaches it. The prefix is added
 * here, so nothing else (a transaction's "TX" ...) can be passed through it.
 */
export async function signDelegation(
  account: PublicAccount,
  program: Uint8Array,
  options: SignDataOptions,
): Promise<DataSignature> {
  if (program.length === 0) throw new SigningError('data-reserved');
  const message = new Uint8Array([...utf8Encode(PROGRAM_PREFIX), ...program]);
  return signWithAuthKey(account, message, options);
}

async function signWithAuthKey(
  account: PublicAccount,
  message: Uint8Array,
  options: SignDataOptions,
): Promise<DataSignature> {
  const auth = await lookupAuthAddresses([account.addr], options.accounts, options.authAddresses);
  const resolution = resolveSigner(account, options.accounts, auth.get(account.addr));
  const signer = resolution.signer;
  if (!signer || resolution.kind === 'none') {
    throw new SigningError(resolution.rekeyed ? 'signer-unknown' : 'no-key');
  }
  if (resolution.kind === 'multisig') throw new SigningError('data-multisig');
  const source = signerSource(resolution.kind);
  if (source === 'ledger') throw new SigningError('data-ledger');
  if (source !== 'vault') throw new SigningError('data-phone');
  if (options.expectedSigner !== undefined && options.expectedSigner !== signer.addr) {
    throw new SigningError('data-signer-mismatch');
  }
  const signature = await withVaultKeys([signer], (keys) => keys.signature(signer, message));
  return { signature, signer: signer.addr };
}

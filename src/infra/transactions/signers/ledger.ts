import type { Transaction } from 'algosdk';
import { SigningError } from '../../../core/accounts/signing-error';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { signWithLedgerAccount, type LedgerCallOptions } from '../../ledger/ledger-client';

// The one way a Ledger signs a transaction: its own, a multisig slot or a token.

/** The raw 64-byte signature of `txn` by the Ledger behind `account`. */
export async function ledgerSignature(
  account: PublicAccount,
  txn: Transaction,
  options?: LedgerCallOptions,
): Promise<Uint8Array> {
  if (account.slot === undefined) throw new SigningError('unsupported');
  return signWithLedgerAccount({ addr: account.addr, slot: account.slot }, txn.toByte(), options);
}

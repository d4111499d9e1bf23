import { resolveSigner } from '../../core/accounts/capabilities';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { LedgerError } from '../../core/ledger/ledger-error';
import { getLedgerAddress, type LedgerCallOptions } from '../ledger/ledger-client';

/**
 * When a Ledger signs for `account` (itself or its rekey target), asks the device for its
 * address first, while the click still counts as a user gesture: the browser shows its device
 * picker only then, and later signatures reuse the allowed device. Checks it is the right one.
 */
export async function wakeLedgerSigner(
  account: PublicAccount,
  wallet: readonly PublicAccount[],
  authAddress?: string,
  options?: LedgerCallOptions,
): Promise<void> {
  const { signer, kind } = resolveSigner(account, wallet, authAddress);
  if (kind !== 'ledger' || !signer || signer.slot === undefined) return;
  if ((await getLedgerAddress(signer.slot, options)) !== signer.addr) {
    throw new LedgerError('wrong-device');
  }
}

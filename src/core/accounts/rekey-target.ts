import { ownSignerKind, signsDirectly } from './capabilities';
import type { PublicAccount } from './stored-account';

// Whether this wallet keeps control of an account after rekeying it to `target`. A rekey to a
// key the wallet does not hold (a watch account, an outside address, a multisig it cannot
// complete) hands the account to someone else, and the wallet cannot take it back.

/** True when the wallet can sign for `target` on its own (a 2FA provider adds one signature). */
export function walletControls(target: string, wallet: readonly PublicAccount[]): boolean {
  const account = wallet.find((a) => a.addr === target);
  if (!account) return false;
  const kind = ownSignerKind(account);
  if (signsDirectly(kind)) return true;
  if (kind !== 'multisig' || !account.params) return false;
  const held = account.params.addrs.filter((member) => {
    const own = wallet.find((a) => a.addr === member);
    return own !== undefined && signsDirectly(ownSignerKind(own));
  }).length;
  const coSigners = account.type === '2fa' ? 1 : 0;
  return held + coSigners >= account.params.threshold;
}

/** The rekey target the user must confirm by typing its start, or null when the wallet keeps control. */
export function rekeyNeedsConfirmation(
  rekeyTo: string | undefined,
  wallet: readonly PublicAccount[],
): string | null {
  if (!rekeyTo) return null;
  return walletControls(rekeyTo, wallet) ? null : rekeyTo;
}

/** How many leading characters of the target the user types. */
export const REKEY_CONFIRM_CHARS = 6;

export function rekeyConfirmed(target: string, typed: string): boolean {
  return typed.trim().toUpperCase() === target.slice(0, REKEY_CONFIRM_CHARS);
}

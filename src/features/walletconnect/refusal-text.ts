import type { TFunction } from 'i18next';
import type { PolicyRefusal } from '../../core/walletconnect/policy-refusal';

/** Why the wallet will not sign a request, in the user's language. */
export function refusalText(refusal: PolicyRefusal, t: TFunction): string {
  const values: Record<string, string | number> = {};
  if ('index' in refusal) values.index = refusal.index + 1;
  if ('address' in refusal) values.address = refusal.address;
  if ('count' in refusal) values.count = refusal.count;
  return String(t(`walletconnect.refusal.${refusal.code}`, values));
}

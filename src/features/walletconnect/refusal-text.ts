import type { TFunction } from '../../i18n/translate';
import type { PolicyRefusal } from '../../core/walletconnect/policy-refusal';

/** Why the wallet will not sign a request, in the user's language. */
export function refusalText(refusal: PolicyRefusal, t: TFunction): string {
  if (refusal.code === 'sign-data') {
    const { arc60 } = refusal;
    return String(
      t(`walletconnect.dataRefusal.${arc60.code}`, {
        index: (arc60.index ?? 0) + 1,
        prefix: arc60.prefix ?? '',
        field: arc60.field ?? '',
      }),
    );
  }
  if (refusal.code === 'data-signer') {
    return String(t(`walletconnect.dataSigner.${refusal.problem}`, { address: refusal.address }));
  }
  const values: Record<string, string | number> = {};
  if ('index' in refusal) values.index = refusal.index + 1;
  if ('address' in refusal) values.address = refusal.address;
  if ('count' in refusal) values.count = refusal.count;
  return String(t(`walletconnect.refusal.${refusal.code}`, values));
}

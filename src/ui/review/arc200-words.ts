import { decimalsProblem, UNLIMITED, type Arc200Review } from '../../core/arc200/call-review';
import type { TokenMetadata } from '../../core/arc200/metadata';
import { formatAmountWithUnit, type NumberSeparators } from '../../core/format/amount';
import type { TFunction } from '../../i18n/translate';

// An ARC-200 call in one sentence ("Send 12.5 TKN to Alice", "Allow Bob to spend up to 100 TKN
// from your account"), in the token's units once its decimals are proven, else in base units
// (the review then warns why). Names and symbols are anyone's text: the caller shows the
// sentence through OutsideText.

/** The token as a word: its symbol, else its name, else "Token 1234". */
export function tokenWord(metadata: TokenMetadata, t: TFunction): string {
  return metadata.symbol || metadata.name || t('arc200.unnamed', { id: metadata.appId.toString() });
}

/** `value` base units of the token: in its units, or in base units when decimals are unproven. */
export function tokenAmountText(
  value: bigint,
  metadata: TokenMetadata,
  t: TFunction,
  separators: NumberSeparators,
): string {
  if (decimalsProblem(metadata))
    return t('review.appCall.arc200.baseUnits', {
      amount: value.toString(),
      token: tokenWord(metadata, t),
    });
  return formatAmountWithUnit(value, metadata.decimals, tokenWord(metadata, t), separators);
}

/** The call in words; `nameOf` gives an address's name (own account, contact) or its short form. */
export function arc200Sentence(
  { action, metadata }: Arc200Review,
  nameOf: (address: string) => string,
  t: TFunction,
  separators: NumberSeparators,
): string {
  const amount = tokenAmountText(action.value, metadata, t, separators);
  switch (action.method) {
    case 'transfer':
      return t('review.appCall.arc200.transfer', { amount, to: nameOf(action.to) });
    case 'transferFrom':
      return t('review.appCall.arc200.transferFrom', {
        amount,
        from: nameOf(action.from),
        to: nameOf(action.to),
      });
    case 'approve': {
      const spender = nameOf(action.spender);
      const token = tokenWord(metadata, t);
      if (action.value === UNLIMITED)
        return t('review.appCall.arc200.approveUnlimited', { spender, token });
      if (action.value === 0n) return t('review.appCall.arc200.approveNone', { spender, token });
      return t('review.appCall.arc200.approve', { spender, amount });
    }
  }
}

import type { PublicAccount } from '../../core/accounts/stored-account';
import type { Arc200Review } from '../../core/arc200/call-review';
import { useTranslation } from '../../i18n/react';
import { OutsideText } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { useNumberSeparators } from '../use-amount-format';
import { useReviewName } from './AddressValue';
import { arc200Sentence } from './arc200-words';
import { shortAddress } from './review-rows';

/** The parties of an ARC-200 action: at most two, so the name hooks are always two. */
function parties(arc200: Arc200Review): [string | undefined, string | undefined] {
  const { action } = arc200;
  if (action.method === 'transfer') return [action.to, undefined];
  if (action.method === 'approve') return [action.spender, undefined];
  return [action.from, action.to];
}

/** "Send 12.5 TKN to Alice": an ARC-200 call in words, in the token's units, and the token. */
export function Arc200Row({
  arc200,
  accounts,
}: {
  arc200: Arc200Review;
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const [first, second] = parties(arc200);
  const firstName = useReviewName(first, accounts);
  const secondName = useReviewName(second, accounts);
  const nameOf = (address: string) =>
    (address === first ? firstName : address === second ? secondName : undefined)?.name ??
    shortAddress(address);
  const { metadata } = arc200;
  return (
    <SummaryRow label={t('review.appCall.arc200.label')}>
      <OutsideText size="sm" fw={700} text={arc200Sentence(arc200, nameOf, t, separators)} />
      <OutsideText
        size="sm"
        c="dimmed"
        text={t('review.appCall.arc200.token', {
          name: metadata.name || t('arc200.unnamed', { id: arc200.appId.toString() }),
          symbol: metadata.symbol || '–',
          appId: arc200.appId.toString(),
        })}
      />
    </SummaryRow>
  );
}

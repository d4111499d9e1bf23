import { Checkbox, Text } from '@mantine/core';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { mustRead, type AppCallReview, type AppWarning } from '../../core/abi/app-call-review';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n/translate';
import { OutsideSentence, OUTSIDE_SLOT } from '../OutsideText';
import { SummaryRow } from '../SummaryRow';
import { AddressValue } from './AddressValue';
import { markAppCallRead, useAppCallsRead } from './app-call-read';
import classes from './review.module.css';

type Display = (amount: bigint, assetId: bigint | undefined) => string;

/** A warning's sentence; `method` is the spec's name, put in through OutsideSentence. */
export function warningText(w: AppWarning, appId: bigint, t: TFunction, display: Display): string {
  const app = { appId: appId.toString() };
  switch (w.code) {
    case 'unknown-app':
      return t('review.appCall.warning.unknownApp', app);
    case 'malformed':
      return t('review.appCall.warning.malformed', { method: OUTSIDE_SLOT });
    case 'opt-in':
      return w.cost === undefined
        ? t('review.appCall.warning.optInNoCost', app)
        : t('review.appCall.warning.optIn', { ...app, cost: display(w.cost, undefined) });
    case 'close-out':
      return t('review.appCall.warning.closeOut', app);
    case 'clear-state':
      return t('review.appCall.warning.clearState', app);
    case 'update':
      return t(
        w.ownApp ? 'review.appCall.warning.updateOwn' : 'review.appCall.warning.update',
        app,
      );
    case 'delete':
      return t(
        w.ownApp ? 'review.appCall.warning.deleteOwn' : 'review.appCall.warning.delete',
        app,
      );
    case 'inner-rekey':
      return t('review.appCall.warning.innerRekey');
    case 'spends-beyond':
      return t('review.appCall.warning.spendsBeyond', { amount: display(w.amount, w.assetId) });
    case 'unlimited-allowance':
      return t('review.appCall.warning.unlimitedAllowance');
    case 'token-unreadable':
      return t(`review.appCall.warning.tokenUnreadable.${w.reason}`, app);
  }
}

/** Each warning a red row in words; the ones that move money wait for "I have read". */
export function AppCallWarnings({
  review,
  txid,
  accounts,
  display,
}: {
  review: AppCallReview;
  txid: string;
  accounts: readonly PublicAccount[];
  display: Display;
}) {
  const { t } = useTranslation();
  const read = useAppCallsRead().has(txid);
  const method = review.call.kind === 'malformed' ? review.call.method.name : '';
  return (
    <>
      {review.warnings.map((w, i) => (
        <SummaryRow key={i} label={t(`review.appCall.warningLabel.${w.code}`)}>
          <Text size="sm" fw={700} className={classes.danger}>
            <OutsideSentence template={warningText(w, review.appId, t, display)} text={method} />
          </Text>
          {w.code === 'inner-rekey' && (
            <>
              <AddressValue address={w.address} accounts={accounts} />
              <Text size="sm">{t('review.appCall.rekeyTo')}</Text>
              <AddressValue address={w.to} accounts={accounts} />
            </>
          )}
          {w.code === 'spends-beyond' && <AddressValue address={w.address} accounts={accounts} />}
          {w.code === 'unlimited-allowance' && (
            <AddressValue address={w.spender} accounts={accounts} />
          )}
        </SummaryRow>
      ))}
      {mustRead(review) && (
        <SummaryRow label={t('review.appCall.readLabel')}>
          <Checkbox
            checked={read}
            onChange={(e) => markAppCallRead(txid, e.currentTarget.checked)}
            label={t('review.appCall.read')}
          />
        </SummaryRow>
      )}
    </>
  );
}

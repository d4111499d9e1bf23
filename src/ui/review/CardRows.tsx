import { Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { networkDisplayName } from '../../core/networks/display-names';
import type { Danger, DescribedTransaction } from '../../core/transactions/review';
import type { AssetUnits } from '../../infra/transactions/review-group';
import type { AppCallReview } from '../../core/abi/app-call-review';
import { AppCallCardRow, isAppCallRow } from './AppCallCardRow';
import { SummaryRow } from '../SummaryRow';
import { AmountValue } from './AmountValue';
import { AddressValue, NameLine, useReviewName } from './AddressValue';
import { AssetRows } from './AssetRows';
import { FirstPaymentRow } from './FirstPaymentRow';
import { dangerValue, type RowKey } from './review-rows';
import { NoteRow } from './NoteRow';
import { ReviewFiat } from './ReviewFiat';
import classes from './review.module.css';

export interface CardRowProps {
  row: RowKey;
  described: DescribedTransaction;
  accounts: readonly PublicAccount[];
  assets: ReadonlyMap<bigint, AssetUnits> | undefined;
  /** An amount in units (or the loading / unknown text); every decimal when `exact`. */
  display: (amount: bigint, assetId: bigint | undefined, exact?: boolean) => string;
  groupId?: string;
  /** The app call in words, once the review has read it. */
  appCall?: AppCallReview;
}

/** A danger in red, its address in full: never shortened, never under technical details. */
function DangerRow({ danger, accounts }: { danger: Danger; accounts: readonly PublicAccount[] }) {
  const { t } = useTranslation();
  const name = useReviewName('address' in danger ? danger.address : undefined, accounts);
  return (
    <SummaryRow label={t(`review.danger.${danger.code}`)}>
      <Text
        size="sm"
        className={classes.danger}
        fw={700}
        ff={'address' in danger ? 'monospace' : undefined}
      >
        {dangerValue(danger, t)}
      </Text>
      {name && <NameLine name={name} dimmed />}
    </SummaryRow>
  );
}

/** One row of a transaction's card, main or technical, by its key (review-rows.ts). */
export function CardRow({
  row,
  described,
  accounts,
  assets,
  display,
  groupId,
  appCall,
}: CardRowProps) {
  const { t } = useTranslation();
  const d = described;
  if (isAppCallRow(row, appCall))
    return (
      <AppCallCardRow row={row} review={appCall} txid={d.txid} {...{ accounts, assets, display }} />
    );
  if (row.startsWith('danger:')) {
    const danger = d.dangers.find((x) => `danger:${x.code}` === row);
    return danger ? <DangerRow danger={danger} accounts={accounts} /> : null;
  }
  switch (row) {
    case 'from':
    case 'to': {
      const address = row === 'from' ? d.sender : d.receiver;
      return address ? (
        <SummaryRow label={t(`review.${row}`)}>
          <AddressValue address={address} accounts={accounts} />
        </SummaryRow>
      ) : null;
    }
    case 'first-payment':
      return d.receiver ? <FirstPaymentRow sender={d.sender} receiver={d.receiver} /> : null;
    case 'amount':
      return d.amount === undefined ? null : (
        <SummaryRow label={t('review.amount')}>
          <AmountValue
            fw={700}
            text={display(d.amount, d.assetId)}
            exact={display(d.amount, d.assetId, true)}
          />{' '}
          <ReviewFiat amount={d.amount} assetId={d.assetId} assets={assets} />
        </SummaryRow>
      );
    case 'asset':
      return (
        <AssetRows
          described={d}
          accounts={accounts}
          assets={assets}
          amountOf={(amount) => display(amount, d.assetId)}
        />
      );
    case 'route-app':
      return (
        <SummaryRow label={t('review.routeApp')}>
          {t('review.routeAppText', {
            appId: d.dangers.find((x) => x.code === 'app-call')?.appId.toString() ?? '',
          })}
        </SummaryRow>
      );
    case 'undo-rekey':
      return <SummaryRow label={t('review.undoRekey')}>{t('review.undoRekeyText')}</SummaryRow>;
    case 'fee':
      return (
        <SummaryRow label={t('review.fee')}>
          <AmountValue text={display(d.fee, undefined)} exact={display(d.fee, undefined, true)} />
        </SummaryRow>
      );
    case 'note':
      return <NoteRow note={d.note} />;
    case 'network':
      return (
        <SummaryRow label={t('review.network')}>
          {networkDisplayName(d.genesisId, (env) => t(`env.${env}`))}
        </SummaryRow>
      );
    case 'valid-rounds':
      return (
        <SummaryRow label={t('review.validRounds')}>
          {d.firstValid.toString()} – {d.lastValid.toString()}
        </SummaryRow>
      );
    case 'txid':
    case 'group':
      return (
        <SummaryRow label={t(row === 'txid' ? 'review.txid' : 'review.groupId')}>
          <Text size="xs" ff="monospace">
            {row === 'txid' ? d.txid : groupId}
          </Text>
        </SummaryRow>
      );
    default:
      return null;
  }
}

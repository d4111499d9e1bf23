import '@mantine/core/styles/Table.layer.css';
import { Table } from '@mantine/core';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { nativeUnits, type AssetUnits } from '../../core/format/asset-units';
import { useTranslation } from '../../i18n/react';
import { DoneButton } from '../../ui/review/DoneButton';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import { useAmountFormat } from '../../ui/use-amount-format';
import type { InboxReviewing } from './use-inbox-send';

export interface InboxSendReviewProps {
  reviewing: InboxReviewing;
  from: PublicAccount;
  accounts: PublicAccount[];
  units: AssetUnits;
  symbol: string;
  onBack: () => void;
  onFinished: () => void;
}

/** The inbox group's review: the asset and, beside it, all the Algo it costs the sender. */
export function InboxSendReview(props: InboxSendReviewProps) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const { reviewing, from, units } = props;
  const coin = nativeUnits(props.symbol);
  const rows: [string, string][] = [
    [t('inbox.review.asset'), format(reviewing.amount, units)],
    [t('inbox.review.cost'), format(reviewing.fees + reviewing.funding, coin)],
    [t('inbox.review.fees'), format(reviewing.fees, coin)],
    [t('inbox.review.funding'), format(reviewing.funding, coin)],
  ];
  return (
    <>
      <Table withTableBorder variant="vertical" layout="fixed" aria-label={t('inbox.review.label')}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ReviewAndSend
        txns={reviewing.txns}
        accounts={props.accounts}
        subject="payment"
        onBack={props.onBack}
        onConfirmed={props.onFinished}
        done={<DoneButton address={from.addr} />}
      />
    </>
  );
}

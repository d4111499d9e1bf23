import '@mantine/core/styles/Table.layer.css';
import { Badge, Group, Paper, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { DescribedTransaction } from '../../core/transactions/review';
import type { AssetUnits } from '../../infra/transactions/review-group';
import type { AppCallReview } from '../../core/abi/app-call-review';
import { CardRow } from './CardRows';
import { cardRows } from './review-rows';
import { useTrade } from './trade-context';
import { TechnicalDetails } from './TechnicalDetails';
import { useAmountDisplay } from './use-amount-display';

export interface TransactionCardProps {
  described: DescribedTransaction;
  count: number;
  signed: boolean;
  accounts: readonly PublicAccount[];
  symbol: string;
  assets: ReadonlyMap<bigint, AssetUnits> | undefined;
  loading: boolean;
  /** The group id (base64) when the transaction is one of a group. */
  groupId?: string;
  /** A page's own technical rows (who signs), after the card's. */
  technical?: ReactNode;
  /** The app call in words (issue 39), once the review has read it. */
  appCall?: AppCallReview;
}

/**
 * One transaction in words: what it does, to whom, how much, the fee and every danger in the
 * main rows; network, validity and ids under technical details.
 */
export function TransactionCard({
  described,
  count,
  signed,
  accounts,
  symbol,
  assets,
  loading,
  groupId,
  technical,
  appCall,
}: TransactionCardProps) {
  const { t } = useTranslation();
  const display = useAmountDisplay(assets, symbol, loading);
  const rows = cardRows(described, groupId !== undefined, useTrade());
  const rowProps = { described, accounts, assets, display, groupId, appCall };
  const title = t('review.transactionTitle', {
    index: described.index + 1,
    count,
    kind: t(`review.kind.${described.kind}`),
  });
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          {!signed && <Badge color="gray">{t('review.notToSign')}</Badge>}
        </Group>
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.main.map((row) => (
              <CardRow key={row} row={row} {...rowProps} />
            ))}
          </Table.Tbody>
        </Table>
        <TechnicalDetails>
          {rows.technical.map((row) => (
            <CardRow key={row} row={row} {...rowProps} />
          ))}
          {technical}
        </TechnicalDetails>
      </Stack>
    </Paper>
  );
}

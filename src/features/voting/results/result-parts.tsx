import '@mantine/core/styles/Table.layer.css';
import { Alert, Loader, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { OutsideText } from '../../../ui/OutsideText';

/** A query's loader or the spec's chain error, else its content. */
export function Loading({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return <Loader size="sm" role="status" aria-label={t('voting.results.loading')} />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {t('voting.overview.loadError')}
      </Alert>
    );
  }
  return children;
}

/** Per-option results: option text, an amount column and the share. */
export function ResultTable({
  label,
  amountHeader,
  rows,
}: {
  label: string;
  amountHeader: string;
  rows: { code: string; text: string; amount: string; share: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('voting.results.option')}</Table.Th>
          <Table.Th ta="end">{amountHeader}</Table.Th>
          <Table.Th ta="end">{t('voting.results.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.code}>
            <Table.Td>
              <OutsideText size="sm" text={r.text} />
            </Table.Td>
            <Table.Td ta="end">{r.amount}</Table.Td>
            <Table.Td ta="end">{r.share}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { Anchor, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { describeError } from '../../ui/errors';
import { accountHistoryQuery, hasNextPage } from './history-queries';
import { HistoryPager } from './HistoryPager';
import { shortAddress, useTransactionText } from './use-transaction-text';

export { shortAddress };

function formatTime(roundTime: number | undefined, locale: string): string {
  return roundTime ? new Date(roundTime * 1000).toLocaleString(locale) : '—';
}

/** The account's history, 20 transactions a page, newest first (indexer order). */
export function AccountTransactions({ network, address }: { network: string; address: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Indexer paging is forward-only: keep the tokens of the pages seen so "previous" works.
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const current = tokens[tokens.length - 1];
  const page = useQuery(accountHistoryQuery(network, address, current));
  const next = page.data?.['next-token'];
  const rows = page.data?.transactions ?? [];
  const text = useTransactionText(network, rows, address);
  const canGoOn = hasNextPage(next, rows.length);

  const party = (who: string | null) =>
    who ? (
      <Text
        span
        inherit
        ff={text.isOwn(who) ? undefined : 'monospace'}
        title={who}
        style={{ whiteSpace: 'nowrap' }}
      >
        {text.party(who)}
      </Text>
    ) : (
      '—'
    );

  const row = (tx: IndexerTransaction) => {
    const view = text.view(tx);
    return (
      <Table.Tr
        key={tx.id}
        style={{ cursor: 'pointer' }}
        onClick={(e) => {
          if (!(e.target as HTMLElement).closest('a, button'))
            void navigate(`/transaction/${tx.id}`);
        }}
      >
        <Table.Td>
          <Anchor
            component={Link}
            to={`/transaction/${tx.id}`}
            aria-label={t('overview.openTransaction', { id: tx.id })}
          >
            {text.type(tx['tx-type'])}
          </Anchor>
        </Table.Td>
        <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {view.moves && view.direction !== 'other' && (
            <VisuallyHidden>{t(`transaction.direction.${view.direction}`)}: </VisuallyHidden>
          )}
          {view.moves ? text.amount(tx) : '—'}
        </Table.Td>
        <Table.Td>{party(view.from)}</Table.Td>
        <Table.Td>{party(view.to)}</Table.Td>
        <Table.Td>{formatTime(tx['round-time'], i18n.language)}</Table.Td>
        <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {text.coin(tx.fee)}
        </Table.Td>
        <Table.Td>{tx['confirmed-round']?.toString() ?? '—'}</Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Text span ff="monospace" size="xs" title={tx.id}>
              {tx.id.slice(0, 8)}…
            </Text>
            <CopyValueButton
              value={tx.id}
              label={t('transaction.copyId')}
              ariaLabel={t('transaction.copyIdOf', { id: tx.id })}
            />
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="overview-transactions"
    >
      <Title order={2} size="h3" id="overview-transactions" mb="sm">
        {t('overview.transactions')}
      </Title>
      {page.isError && <Text c="red">{describeError(page.error, t)}</Text>}
      {page.isSuccess && rows.length === 0 && (
        <Text size="sm">
          {tokens.length > 1 ? t('overview.noMoreTransactions') : t('overview.noTransactions')}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={960}>
          <Table highlightOnHover fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('transaction.type')}</Table.Th>
                <Table.Th>{t('transaction.amount')}</Table.Th>
                <Table.Th>{t('transaction.sender')}</Table.Th>
                <Table.Th>{t('transaction.receiver')}</Table.Th>
                <Table.Th>{t('transaction.time')}</Table.Th>
                <Table.Th>{t('transaction.fee')}</Table.Th>
                <Table.Th>{t('transaction.confirmedRound')}</Table.Th>
                <Table.Th>{t('transaction.id')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows.map(row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <HistoryPager
        page={tokens.length}
        hasNext={canGoOn}
        onPrevious={() => setTokens((s) => s.slice(0, -1))}
        onNext={() => setTokens((s) => [...s, next])}
      />
    </Paper>
  );
}

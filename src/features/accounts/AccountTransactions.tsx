import { Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatUnits } from '../../core/amounts/format';
import { transferredAmount, type IndexerTransaction } from '../../core/chain/indexer-types';
import { describeError } from '../../ui/errors';
import { accountTransactionsQuery } from './account-queries';

export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-6)}`;
}

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
  const page = useQuery(accountTransactionsQuery(network, address, current));
  const next = page.data?.['next-token'];
  const rows = page.data?.transactions ?? [];

  const amountOf = (tx: IndexerTransaction) => {
    const { amount, assetId } = transferredAmount(tx);
    return assetId === null
      ? formatUnits(amount)
      : `${amount.toString()} (${t('transaction.asset')} ${assetId})`;
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
      {!page.isPending && rows.length === 0 && !page.isError && (
        <Text size="sm">{t('overview.noTransactions')}</Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table highlightOnHover fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('transaction.type')}</Table.Th>
                <Table.Th>{t('transaction.time')}</Table.Th>
                <Table.Th>{t('transaction.amount')}</Table.Th>
                <Table.Th>{t('transaction.sender')}</Table.Th>
                <Table.Th>{t('transaction.receiver')}</Table.Th>
                <Table.Th>{t('transaction.receiverRewards')}</Table.Th>
                <Table.Th>{t('transaction.fee')}</Table.Th>
                <Table.Th>{t('transaction.confirmedRound')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((tx) => {
                const receiver = transferredAmount(tx).receiver;
                return (
                  <Table.Tr
                    key={tx.id}
                    style={{ cursor: 'pointer' }}
                    onClick={(e) => {
                      if (!(e.target as HTMLElement).closest('a'))
                        void navigate(`/transaction/${tx.id}`);
                    }}
                  >
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/transaction/${tx.id}`}
                        aria-label={t('overview.openTransaction', { id: tx.id })}
                      >
                        {tx['tx-type']}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatTime(tx['round-time'], i18n.language)}</Table.Td>
                    <Table.Td ff="monospace">{amountOf(tx)}</Table.Td>
                    <Table.Td ff="monospace" title={tx.sender}>
                      {tx.sender === address ? t('overview.thisAccount') : shortAddress(tx.sender)}
                    </Table.Td>
                    <Table.Td ff="monospace" title={receiver ?? ''}>
                      {receiver
                        ? receiver === address
                          ? t('overview.thisAccount')
                          : shortAddress(receiver)
                        : '—'}
                    </Table.Td>
                    <Table.Td ff="monospace">{formatUnits(tx['receiver-rewards'] ?? 0n)}</Table.Td>
                    <Table.Td ff="monospace">{formatUnits(tx.fee)}</Table.Td>
                    <Table.Td>{tx['confirmed-round']?.toString() ?? '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(tokens.length > 1 || next) && (
        <Group mt="sm">
          <Button
            variant="default"
            size="xs"
            disabled={tokens.length <= 1}
            onClick={() => setTokens((s) => s.slice(0, -1))}
          >
            {t('common.previousPage')}
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!next}
            onClick={() => setTokens((s) => [...s, next])}
          >
            {t('common.nextPage')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

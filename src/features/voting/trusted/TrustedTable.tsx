import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { describeError } from '../../../ui/errors';
import type { TrustedListModel } from './use-trusted-list';

/** The voting account's current trusted list: round added and account, 20 rows a page. */
export function TrustedTable({ page }: { page: TrustedListModel }) {
  const { t, i18n } = useTranslation();
  const { list } = page;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="trusted-current">
      <Stack>
        <Title order={2} size="h3" id="trusted-current">
          {t('voting.trusted.current')}
        </Title>
        {list.isPending && list.fetchStatus !== 'idle' && (
          <Text c="dimmed">{t('voting.trusted.loading')}</Text>
        )}
        {list.isError && (
          <Alert color="red" role="alert" title={t('voting.trusted.loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{describeError(list.error, t)}</Text>
              <Button variant="default" size="compact-sm" onClick={() => void list.refetch()}>
                {t('voting.trusted.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        {list.isSuccess && page.entries.length === 0 && (
          <Text c="dimmed">{t('voting.trusted.empty')}</Text>
        )}
        {list.isSuccess && page.entries.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('voting.trusted.count', { n: page.entries.length })}
            </Text>
            <Table.ScrollContainer minWidth={0}>
              <Table striped aria-labelledby="trusted-current">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w="1%" style={{ whiteSpace: 'nowrap' }}>
                      {t('voting.trusted.round')}
                    </Table.Th>
                    <Table.Th scope="col">{t('voting.trusted.account')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.pageRows.map((entry) => (
                    <Table.Tr key={entry.account}>
                      <Table.Td>{entry.round.toLocaleString(i18n.language)}</Table.Td>
                      <Table.Td ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {entry.account}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {page.pageCount > 1 && (
              <Pagination
                total={page.pageCount}
                value={page.page}
                onChange={page.setPage}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous' ? t('common.previousPage') : t('common.nextPage'),
                })}
                getItemProps={(n) => ({ 'aria-label': t('common.page', { page: n }) })}
                aria-label={t('common.pagination')}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

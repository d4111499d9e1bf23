import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useVotingFormat } from '../overview/format';
import { TablePager } from '../overview/table-parts';
import { pageCount, pageSlice, shortAddress } from '../overview/table-state';
import type { AnswerRow } from './answer-rows';
import { OutsideText } from '../../../ui/OutsideText';

/** Round, time, sender and response of each answer, newest first, 20 a page. */
export function AnswersTable({ rows }: { rows: readonly AnswerRow[] }) {
  const { t } = useTranslation();
  const format = useVotingFormat();
  const [page, setPage] = useState(1);
  const pages = pageCount(rows.length);
  const current = Math.min(page, pages);
  if (rows.length === 0) return <Text>{t('voting.answers.empty')}</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" captionSide="top">
          <Table.Caption style={{ textAlign: 'start' }}>
            {t('voting.answers.caption', { count: rows.length })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('voting.answers.columns.round')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('voting.answers.columns.time')}</Table.Th>
              <Table.Th>{t('voting.answers.columns.sender')}</Table.Th>
              <Table.Th>{t('voting.answers.columns.response')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageSlice(rows, current).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.round}</Table.Td>
                <Table.Td visibleFrom="sm">{format.cellTime(row.roundTime)}</Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    ff="monospace"
                    title={row.sender}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {shortAddress(row.sender)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'break-word' }}>
                  <OutsideText size="sm" text={row.response} />
                  {!row.counted && (
                    <Text size="xs" c="dimmed">
                      {t('voting.answers.replaced')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TablePager page={current} pages={pages} onChange={setPage} />
    </Stack>
  );
}

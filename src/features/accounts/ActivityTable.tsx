import '@mantine/core/styles/Table.layer.css';
import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router';
import { AmountsText, RowTitle, SaveContactButton, StatusText, TimeText } from './ActivityParts';
import { DirectionIcon } from './ActivityIcon';
import type { ActivityRow } from './use-account-activity';

/** The activity on wide screens: what happened in words, amounts, time, fee, status. */
export function ActivityTable({ rows }: { rows: readonly ActivityRow[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Table highlightOnHover fz="sm" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('overview.activity.title')}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{t('transaction.amount')}</Table.Th>
          <Table.Th>{t('transaction.time')}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{t('transaction.fee')}</Table.Th>
          <Table.Th>{t('overview.activity.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.id}
            style={{ cursor: 'pointer' }}
            onClick={(e) => {
              if (!(e.target as HTMLElement).closest('a, button'))
                void navigate(`/transaction/${row.id}`);
            }}
          >
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Group gap="sm" wrap="nowrap">
                <DirectionIcon icon={row.icon} />
                <Stack gap={2} align="flex-start">
                  <Anchor
                    component={Link}
                    to={`/transaction/${row.id}`}
                    aria-label={t('overview.openTransaction', { id: row.id })}
                    fw={600}
                    c="var(--mantine-color-text)"
                  >
                    <RowTitle row={row} />
                  </Anchor>
                  {row.party && row.type && (
                    <Text size="xs" c="dimmed">
                      {row.type}
                    </Text>
                  )}
                  {row.saveAddress && <SaveContactButton address={row.saveAddress} />}
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              <AmountsText row={row} />
            </Table.Td>
            <Table.Td style={nowrap}>
              <TimeText row={row} />
            </Table.Td>
            <Table.Td style={{ ...nowrap, textAlign: 'right' }}>{row.fee}</Table.Td>
            <Table.Td style={nowrap}>
              <StatusText row={row} withRound />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

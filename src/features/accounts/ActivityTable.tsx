import '@mantine/core/styles/Table.layer.css';
import { Anchor, Group, Stack, Table } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router';
import { DirectionIcon, PartyText, SaveContactButton, StatusText, TimeText } from './ActivityParts';
import type { ActivityRow } from './use-account-activity';

/** The activity on wide screens: the list's columns plus the fee, nothing clipped. */
export function ActivityTable({ rows }: { rows: readonly ActivityRow[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Table highlightOnHover fz="sm" verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('transaction.type')}</Table.Th>
          <Table.Th>{t('overview.activity.party')}</Table.Th>
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
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <DirectionIcon direction={row.direction} />
                <Anchor
                  component={Link}
                  to={`/transaction/${row.id}`}
                  aria-label={t('overview.openTransaction', { id: row.id })}
                >
                  {row.type}
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Stack gap={2} align="flex-start">
                <PartyText row={row} />
                {row.saveAddress && <SaveContactButton address={row.saveAddress} />}
              </Stack>
            </Table.Td>
            <Table.Td style={{ ...nowrap, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {row.amount ?? '—'}
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

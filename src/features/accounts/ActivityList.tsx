import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { AmountsText, RowTitle, SaveContactButton, StatusText, TimeText } from './ActivityParts';
import { DirectionIcon } from './ActivityIcon';
import type { ActivityRow } from './use-account-activity';

/** The activity on phones: one tappable line per thing done, nothing cut or scrolled. */
export function ActivityList({ rows }: { rows: readonly ActivityRow[] }) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.id} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
          <UnstyledButton
            component={Link}
            to={`/transaction/${row.id}`}
            py="sm"
            w="100%"
            style={{ display: 'flex', gap: 'var(--mantine-spacing-sm)', alignItems: 'center' }}
          >
            <DirectionIcon icon={row.icon} />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
                <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <RowTitle row={row} />
                </Text>
                <Text
                  size="sm"
                  fw={600}
                  ta="right"
                  style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
                >
                  <AmountsText row={row} />
                </Text>
              </Group>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="xs" c="dimmed" style={{ minWidth: 0 }}>
                  {row.party && row.type ? `${row.type} · ` : ''}
                  <TimeText row={row} />
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  <StatusText row={row} />
                </Text>
              </Group>
            </Stack>
          </UnstyledButton>
          {row.saveAddress && (
            // Beside the line, not inside its link: under the text, clear of the amount.
            <div style={{ margin: '-6px 0 8px calc(36px + var(--mantine-spacing-sm))' }}>
              <SaveContactButton address={row.saveAddress} />
            </div>
          )}
        </li>
      ))}
    </Stack>
  );
}

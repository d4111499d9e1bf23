import { Group, Paper, Stack } from '@mantine/core';
import { memo } from 'react';
import {
  AmountText,
  RowActions,
  TwoFactorInput,
  TypeBadge,
  type TwoFactorCodes,
} from './AccountRowParts';
import { AccountNameLink } from './use-account-columns';
import { sameAccountRow, type AccountRow } from './use-accounts-list';

/** The accounts list on phones: one card per account, its buttons large enough to tap. */
export function AccountCards({ rows, codes }: { rows: AccountRow[]; codes: TwoFactorCodes }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <AccountCard key={`${row.account.type}-${row.account.addr}`} row={row} codes={codes} />
      ))}
    </Stack>
  );
}

interface CardProps {
  row: AccountRow;
  codes: TwoFactorCodes;
}

// Every balance that arrives makes new row objects; a card is drawn again only when what it
// shows changed, as the table's rows are.
const AccountCard = memo(
  function AccountCard({ row, codes }: CardProps) {
    return (
      <Paper component="li" withBorder radius="md" p="sm" aria-label={row.account.name}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <AccountNameLink row={row} />
            <TypeBadge row={row} />
          </Group>
          <Group justify="space-between" align="center">
            <AmountText row={row} />
            <TwoFactorInput row={row} codes={codes} />
          </Group>
          <RowActions row={row} codes={codes} size="sm" />
        </Stack>
      </Paper>
    );
  },
  (a, b) => a.codes === b.codes && sameAccountRow(a.row, b.row),
);

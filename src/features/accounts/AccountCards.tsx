import { Group, Paper, Stack } from '@mantine/core';
import { memo } from 'react';
import {
  AmountText,
  RowActions,
  TwoFactorInput,
  TypeBadge,
  type RowKit,
  type TwoFactorCodes,
} from './AccountRowParts';
import { AccountNameLink } from './use-account-columns';
import { sameAccountRow, type AccountRow } from './use-accounts-list';

/** The accounts list on phones: one card per account, its buttons large enough to tap. */
export function AccountCards({
  rows,
  codes,
  kit,
}: {
  rows: AccountRow[];
  codes: TwoFactorCodes;
  kit: RowKit;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <AccountCard
          key={`${row.account.type}-${row.account.addr}`}
          row={row}
          codes={codes}
          kit={kit}
        />
      ))}
    </Stack>
  );
}

interface CardProps {
  row: AccountRow;
  codes: TwoFactorCodes;
  kit: RowKit;
}

// Every balance that arrives makes new row objects; a card is drawn again only when what it
// shows changed, as the table's rows are.
const AccountCard = memo(
  function AccountCard({ row, codes, kit }: CardProps) {
    return (
      <Paper component="li" withBorder radius="md" p="sm" aria-label={row.account.name}>
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <AccountNameLink row={row} />
            <TypeBadge row={row} kit={kit} />
          </Group>
          <Group justify="space-between" align="center">
            <AmountText row={row} kit={kit} />
            <TwoFactorInput row={row} codes={codes} kit={kit} />
          </Group>
          <RowActions row={row} codes={codes} kit={kit} size="sm" />
        </Stack>
      </Paper>
    );
  },
  (a, b) => a.codes === b.codes && a.kit === b.kit && sameAccountRow(a.row, b.row),
);

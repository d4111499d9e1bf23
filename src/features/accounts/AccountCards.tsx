import { Group, Paper, Stack } from '@mantine/core';
import {
  AmountText,
  RowActions,
  TwoFactorInput,
  TypeBadge,
  type TwoFactorCodes,
} from './AccountRowParts';
import { AccountNameLink } from './use-account-columns';
import type { AccountRow } from './use-accounts-list';

/** The accounts list on phones: one card per account, its buttons large enough to tap. */
export function AccountCards({ rows, codes }: { rows: AccountRow[]; codes: TwoFactorCodes }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper
          component="li"
          withBorder
          radius="md"
          p="sm"
          key={`${row.account.type}-${row.account.addr}`}
          aria-label={row.account.name}
        >
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
      ))}
    </Stack>
  );
}

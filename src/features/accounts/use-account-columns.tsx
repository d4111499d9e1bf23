import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { ColumnDef, Table } from '@tanstack/react-table';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import { setLastActiveAccount } from '../../infra/session/session';
import {
  AmountText,
  RowActions,
  TwoFactorInput,
  TypeBadge,
  type TwoFactorCodes,
} from './AccountRowParts';
import type { AccountRow, RowOf } from './use-accounts-list';
import type { AccountsTableMeta } from './use-accounts-table';

const rowOf = (table: Table<PublicAccount>) => (table.options.meta as AccountsTableMeta).rowOf;
const kitOf = (table: Table<PublicAccount>) => (table.options.meta as AccountsTableMeta).kit;

export function AccountNameLink({ row }: { row: AccountRow }) {
  return (
    <Anchor
      component={Link}
      to={`/account/${row.account.addr}`}
      onClick={() => setLastActiveAccount(row.account.addr)}
      fw={500}
    >
      {row.account.name}
    </Anchor>
  );
}

/**
 * The accounts table's columns (spec section 2); the 2FA code column only where needed. Rows are
 * accounts; each cell reads the account's balance through the table's meta. `amountRowOf` is
 * given while the list is sorted by amount, and the columns change with it.
 */
export function useAccountColumns(
  hasTwoFactor: boolean,
  codes: TwoFactorCodes,
  amountRowOf: RowOf | null,
) {
  const { t } = useTranslation();
  return useMemo<ColumnDef<PublicAccount>[]>(() => {
    const amountOf = (account: PublicAccount) => amountRowOf?.(account).amount ?? -1n;
    return [
      {
        id: 'name',
        header: t('accounts.name'),
        accessorFn: (a) => a.name.toLocaleLowerCase(),
        cell: ({ row, table }) => <AccountNameLink row={rowOf(table)(row.original)} />,
      },
      {
        id: 'amount',
        header: t('accounts.amount'),
        accessorFn: amountOf,
        sortingFn: (a, b) => {
          const x = amountOf(a.original);
          const y = amountOf(b.original);
          return x === y ? 0 : x < y ? -1 : 1;
        },
        cell: ({ row, table }) => (
          <AmountText row={rowOf(table)(row.original)} kit={kitOf(table)} />
        ),
      },
      {
        id: 'address',
        header: t('accounts.address'),
        accessorFn: (a) => a.addr,
        cell: ({ row }) => (
          <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
            {row.original.addr}
          </Text>
        ),
      },
      {
        id: 'type',
        header: t('accounts.type'),
        accessorFn: (a) => a.type,
        cell: ({ row, table }) => <TypeBadge row={rowOf(table)(row.original)} kit={kitOf(table)} />,
      },
      ...(!hasTwoFactor
        ? []
        : [
            {
              id: 'twoFactor',
              header: t('accounts.twoFactorCode'),
              enableSorting: false,
              cell: ({ row, table }) => (
                <TwoFactorInput row={rowOf(table)(row.original)} codes={codes} kit={kitOf(table)} />
              ),
            } satisfies ColumnDef<PublicAccount>,
          ]),
      {
        id: 'actions',
        header: () => <VisuallyHidden>{t('accounts.actions')}</VisuallyHidden>,
        enableSorting: false,
        cell: ({ row, table }) => (
          <RowActions row={rowOf(table)(row.original)} codes={codes} kit={kitOf(table)} />
        ),
      },
    ];
  }, [t, hasTwoFactor, codes, amountRowOf]);
}

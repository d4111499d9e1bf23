import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { setLastActiveAccount } from '../../infra/session/session';
import {
  AmountText,
  RowActions,
  TwoFactorInput,
  TypeBadge,
  type TwoFactorCodes,
} from './AccountRowParts';
import type { AccountRow } from './use-accounts-list';

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

/** The accounts table's columns (spec section 2); the 2FA code column only where needed. */
export function useAccountColumns(hasTwoFactor: boolean, codes: TwoFactorCodes) {
  const { t } = useTranslation();
  return useMemo<ColumnDef<AccountRow>[]>(
    () => [
      {
        id: 'name',
        header: t('accounts.name'),
        accessorFn: (r) => r.account.name.toLocaleLowerCase(),
        cell: ({ row }) => <AccountNameLink row={row.original} />,
      },
      {
        id: 'amount',
        header: t('accounts.amount'),
        accessorFn: (r) => r.amount ?? -1n,
        sortingFn: (a, b) => {
          const x = a.original.amount ?? -1n;
          const y = b.original.amount ?? -1n;
          return x === y ? 0 : x < y ? -1 : 1;
        },
        cell: ({ row }) => <AmountText row={row.original} />,
      },
      {
        id: 'address',
        header: t('accounts.address'),
        accessorFn: (r) => r.account.addr,
        cell: ({ row }) => (
          <Text ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
            {row.original.account.addr}
          </Text>
        ),
      },
      {
        id: 'type',
        header: t('accounts.type'),
        accessorFn: (r) => r.account.type,
        cell: ({ row }) => <TypeBadge row={row.original} />,
      },
      ...(!hasTwoFactor
        ? []
        : [
            {
              id: 'twoFactor',
              header: t('accounts.twoFactorCode'),
              enableSorting: false,
              cell: ({ row }) => <TwoFactorInput row={row.original} codes={codes} />,
            } satisfies ColumnDef<AccountRow>,
          ]),
      {
        id: 'actions',
        header: () => <VisuallyHidden>{t('accounts.actions')}</VisuallyHidden>,
        enableSorting: false,
        cell: ({ row }) => <RowActions row={row.original} codes={codes} />,
      },
    ],
    [t, hasTwoFactor, codes],
  );
}

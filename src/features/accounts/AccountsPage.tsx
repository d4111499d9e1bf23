import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  MaskInput,
  Pagination,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { formatUnits } from '../../core/amounts/format';
import { canSign } from '../../core/accounts/capabilities';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore, setLastActiveAccount } from '../../infra/session/session';
import { useCachedAccounts, useSequentialBalanceRefresh } from './account-queries';
import { accountTypeColour } from './account-type';
import { useCurrentNetworkOnly } from './use-network-filter';
import { useTokenSymbol } from './use-token-symbol';

export const PAGE_SIZE = 20;

interface Row {
  account: PublicAccount;
  amount: bigint | null;
  /** Some wallet key can sign for it (following a rekey), so it gets a Pay button. */
  canPay: boolean;
}

export function AccountsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const network = currentChain().network;
  const symbol = useTokenSymbol();
  const [currentNetworkOnly, setCurrentNetworkOnly] = useCurrentNetworkOnly();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pageIndex, setPageIndex] = useState(0);
  // Codes typed in the 2FA column; a ref, so typing does not rebuild the table under the cursor.
  const twoFactorCodes = useRef<Record<string, string>>({});

  const visible = useMemo(
    () =>
      currentNetworkOnly
        ? accounts.filter((a) => !a.isHidden && (!a.network || a.network === network))
        : accounts,
    [accounts, currentNetworkOnly, network],
  );
  const addresses = useMemo(() => visible.map((a) => a.addr), [visible]);
  const refresh = useSequentialBalanceRefresh(network, addresses);
  const cached = useCachedAccounts(network);
  const rows = useMemo<Row[]>(
    () =>
      visible.map((account) => {
        const info = cached.get(account.addr);
        return {
          account,
          amount: info?.amount ?? null,
          canPay: canSign(
            account,
            accounts,
            info ? (info['auth-addr'] ?? account.addr) : undefined,
          ),
        };
      }),
    [visible, cached, accounts],
  );

  // The 2FA code column (spec section 2) only where a 2FA account is listed.
  const hasTwoFactor = visible.some((a) => a.type === '2fa');
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: 'name',
        header: t('accounts.name'),
        accessorFn: (r) => r.account.name.toLocaleLowerCase(),
        cell: ({ row }) => (
          <Anchor
            component={Link}
            to={`/account/${row.original.account.addr}`}
            onClick={() => setLastActiveAccount(row.original.account.addr)}
            fw={500}
          >
            {row.original.account.name}
          </Anchor>
        ),
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
        cell: ({ row }) =>
          row.original.amount === null ? (
            <Text c="dimmed" size="sm">
              …
            </Text>
          ) : (
            <Text ff="monospace" size="sm" ta="right">
              {formatUnits(row.original.amount)} {symbol}
            </Text>
          ),
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
        cell: ({ row }) => (
          <Badge variant="filled" color={accountTypeColour(row.original.account.type)}>
            {t(`accounts.types.${row.original.account.type}`)}
          </Badge>
        ),
      },
      ...(!hasTwoFactor
        ? []
        : [
            {
              id: 'twoFactor',
              header: t('accounts.twoFactorCode'),
              enableSorting: false,
              cell: ({ row }) =>
                row.original.account.type === '2fa' ? (
                  <MaskInput
                    mask="999-999"
                    size="xs"
                    w={96}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    aria-label={t('accounts.twoFactorCodeFor', { name: row.original.account.name })}
                    onChangeRaw={(raw) => {
                      twoFactorCodes.current[row.original.account.addr] = raw;
                    }}
                  />
                ) : null,
            } satisfies ColumnDef<Row>,
          ]),
      {
        id: 'actions',
        header: () => <VisuallyHidden>{t('accounts.actions')}</VisuallyHidden>,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.canPay ? (
            <Group gap={4} wrap="nowrap">
              {[
                {
                  to: `/accounts/pay/${row.original.account.addr}`,
                  label: t('accounts.pay'),
                  name: t('accounts.payFrom', { name: row.original.account.name }),
                  twoFactor: row.original.account.type === '2fa',
                },
                {
                  to: `/account/connect/${row.original.account.addr}`,
                  label: t('accounts.connect'),
                  name: t('accounts.connectWith', { name: row.original.account.name }),
                  twoFactor: false,
                },
              ].map((action) => (
                <Button
                  key={action.to}
                  component={Link}
                  to={action.to}
                  onClick={(event: MouseEvent) => {
                    if (!action.twoFactor) return;
                    // The 2FA code goes along in navigation state, never in the URL.
                    event.preventDefault();
                    void navigate(action.to, {
                      state: { twoFactorCode: twoFactorCodes.current[row.original.account.addr] },
                    });
                  }}
                  size="compact-sm"
                  variant="default"
                  aria-label={action.name}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          ) : null,
      },
    ],
    [t, symbol, hasTwoFactor, navigate],
  );

  // TanStack Table returns a new table object each render; the React Compiler skips this
  // component rather than memoising it wrongly, which is what we want here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, pagination: { pageIndex, pageSize: PAGE_SIZE } },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPageIndex(0);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => `${row.account.type}-${row.account.addr}`,
    // Every column sorts ascending first, whatever its value type.
    sortDescFirst: false,
    autoResetPageIndex: false,
  });
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const refreshing = refresh.done < refresh.total;

  function openAccount(address: string) {
    setLastActiveAccount(address);
    void navigate(`/account/${address}`);
  }

  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('accounts.title')}</Title>
          <Button component={Link} to="/new-account" variant="light" color="dark">
            {t('nav.newAccount')}
          </Button>
        </Group>
        <Checkbox
          label={t('accounts.currentNetworkOnly')}
          checked={currentNetworkOnly}
          onChange={(e) => setCurrentNetworkOnly(e.currentTarget.checked)}
        />
        <Progress
          value={refresh.total ? (refresh.done / refresh.total) * 100 : 100}
          size="xs"
          aria-label={t('accounts.refreshing', { done: refresh.done, total: refresh.total })}
          style={{ visibility: refreshing ? 'visible' : 'hidden' }}
        />
        {rows.length === 0 ? (
          <Text>{t('accounts.empty')}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  {table.getHeaderGroups().map((group) => (
                    <Table.Tr key={group.id}>
                      {group.headers.map((header) => {
                        const sorted = header.column.getIsSorted();
                        if (!header.column.getCanSort()) {
                          return (
                            <Table.Th key={header.id}>
                              {flexRender(header.column.columnDef.header, header.getContext())}
                            </Table.Th>
                          );
                        }
                        return (
                          <Table.Th
                            key={header.id}
                            aria-sort={
                              sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none'
                            }
                          >
                            <UnstyledButton
                              onClick={header.column.getToggleSortingHandler()}
                              fw={700}
                              fz="sm"
                            >
                              {flexRender(header.column.columnDef.header, header.getContext())}
                              <span aria-hidden="true">
                                {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                              </span>
                              <VisuallyHidden>{t('accounts.sortBy')}</VisuallyHidden>
                            </UnstyledButton>
                          </Table.Th>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Thead>
                <Table.Tbody>
                  {table.getRowModel().rows.map((row) => (
                    <Table.Tr
                      key={row.id}
                      onClick={(e) => {
                        if (!(e.target as HTMLElement).closest('a,button'))
                          openAccount(row.original.account.addr);
                      }}
                      style={{ cursor: 'pointer' }}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <Table.Td key={cell.id}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pageCount > 1 && (
              <Pagination
                total={pageCount}
                value={pageIndex + 1}
                onChange={(page) => setPageIndex(page - 1)}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous' ? t('common.previousPage') : t('common.nextPage'),
                })}
                getItemProps={(page) => ({ 'aria-label': t('common.page', { page }) })}
                aria-label={t('common.pagination')}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import {
  Alert,
  Button,
  Checkbox,
  Container,
  Group,
  Pagination,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useCallback } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link, useNavigate } from 'react-router';
import { setLastActiveAccount } from '../../infra/session/session';
import { AccountCards } from './AccountCards';
import { useRowKit } from './AccountRowParts';
import { AccountsTable } from './AccountsTable';
import { AccountsTotal } from './AccountsTotal';
import { ExportAllActivity } from './ExportActivityButton';
import { LoadError } from './LoadError';
import { useAccountsList } from './use-accounts-list';
import { useAccountsTable } from './use-accounts-table';

export function AccountsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useAccountsList();
  // Below Mantine's `sm` breakpoint (48em) a table would scroll sideways: cards instead.
  const phone = useMediaQuery('(max-width: 47.99em)');
  // The rows' strings, coin format and navigation, taken here once instead of in every row.
  const kit = useRowKit();
  const { table, pageIndex, setPageIndex, pageCount, twoFactorCodes } = useAccountsTable(
    list.accounts,
    list.rowOf,
    kit,
  );
  const { refresh } = list;

  // Stable, so the table's memoised rows are not all redrawn on every page render.
  const openAccount = useCallback(
    (address: string) => {
      setLastActiveAccount(address);
      void navigate(`/account/${address}`);
    },
    [navigate],
  );

  return (
    <Container size="lg" py="md">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('accounts.title')}</Title>
          <Button component={Link} to="/new-account">
            {t('nav.newAccount')}
          </Button>
        </Group>
        <AccountsTotal accounts={list.accounts} rowOf={list.rowOf} kit={kit} />
        <Checkbox
          label={t('accounts.currentNetworkOnly')}
          checked={list.currentNetworkOnly}
          onChange={(e) => list.setCurrentNetworkOnly(e.currentTarget.checked)}
        />
        {list.currentNetworkOnly && list.hidden > 0 && (
          <Alert color="gray" variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {list.accounts.length === 0 && `${t('accounts.allHidden')} `}
                {t('accounts.hiddenByFilter', { hidden: list.hidden })}
              </Text>
              <Button size="xs" variant="default" onClick={() => list.setCurrentNetworkOnly(false)}>
                {t('accounts.showAll')}
              </Button>
            </Group>
          </Alert>
        )}
        <Progress
          value={refresh.total ? (refresh.done / refresh.total) * 100 : 100}
          size="xs"
          // A width transition on every step (ten a second) kept the browser restyling the page
          // in every frame of the refresh; steps of 0.1 % need no animation.
          transitionDuration={0}
          aria-label={t('accounts.refreshing', { done: refresh.done, total: refresh.total })}
          style={{ visibility: refresh.done < refresh.total ? 'visible' : 'hidden' }}
        />
        {list.error !== null && (
          <LoadError
            title={t('accounts.balancesFailed')}
            error={list.error}
            retrying={refresh.done < refresh.total}
            onRetry={refresh.retry}
          />
        )}
        {list.accounts.length === 0 ? (
          list.hidden === 0 && <Text>{t('accounts.empty')}</Text>
        ) : (
          <>
            {phone ? (
              <AccountCards
                rows={table.getRowModel().rows.map((r) => list.rowOf(r.original))}
                codes={twoFactorCodes}
                kit={kit}
              />
            ) : (
              <AccountsTable table={table} onOpen={openAccount} />
            )}
            {pageCount > 1 && (
              <PagePicker pageCount={pageCount} pageIndex={pageIndex} onPage={setPageIndex} />
            )}
          </>
        )}
        <Group justify="flex-end">
          <ExportAllActivity />
        </Group>
      </Stack>
    </Container>
  );
}

// Not drawn again on every balance that arrives: only when the page or the page count changes.
const PagePicker = memo(function PagePicker({
  pageCount,
  pageIndex,
  onPage,
}: {
  pageCount: number;
  pageIndex: number;
  onPage: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Pagination
      total={pageCount}
      value={pageIndex + 1}
      onChange={(page) => onPage(page - 1)}
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t('common.previousPage') : t('common.nextPage'),
      })}
      getItemProps={(page) => ({ 'aria-label': t('common.page', { page }) })}
      aria-label={t('common.pagination')}
    />
  );
});

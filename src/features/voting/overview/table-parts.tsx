import '@mantine/core/styles/Pagination.layer.css';
import { Pagination, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import type { SortState } from './table-state';

/** A column header that sorts by its column: a button, with aria-sort on the header cell. */
export function SortHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
  visibleFrom,
}: {
  column: K;
  label: string;
  sort: SortState<K>;
  onSort: (column: K) => void;
  visibleFrom?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const active = sort.key === column;
  return (
    <Table.Th
      visibleFrom={visibleFrom}
      aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
        <VisuallyHidden>{t('voting.overview.sortBy')}</VisuallyHidden>
      </UnstyledButton>
    </Table.Th>
  );
}

/** Page buttons under a table, only when there is more than one page. */
export function TablePager({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onChange}
      size="sm"
      getControlProps={(control) => ({
        'aria-label': control === 'previous' ? t('common.previousPage') : t('common.nextPage'),
      })}
      getItemProps={(p) => ({ 'aria-label': t('common.page', { page: p }) })}
      aria-label={t('common.pagination')}
    />
  );
}

import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import type { QuestionRecord } from '../../../infra/voting/voting-search';
import { useVotingFormat } from './format';
import { SortHeader, TablePager } from './table-parts';
import { OutsideInline } from '../../../ui/OutsideText';
import type { OverviewModel } from './use-overview';
import { shortAddress, type QuestionSortKey } from './table-state';

// At 375 px the table keeps title, round and time; the rest is in the question's detail.
const COLUMNS: { key: QuestionSortKey; wide?: boolean }[] = [
  { key: 'title' },
  { key: 'round' },
  { key: 'maxRound', wide: true },
  { key: 'time' },
  { key: 'category', wide: true },
  { key: 'sender', wide: true },
];

/** The questions, 20 a page; a title is a link that selects its question (?q=<txid>). */
export function QuestionsTable({ model }: { model: OverviewModel }) {
  const { t } = useTranslation();
  const format = useVotingFormat();
  const caption = model.mineOnly
    ? t('voting.overview.myCaption', { count: model.total })
    : t('voting.overview.caption', { count: model.total });
  return (
    <>
      <Table.ScrollContainer minWidth={320}>
        <Table highlightOnHover verticalSpacing="xs" captionSide="top">
          <Table.Caption style={{ textAlign: 'start' }}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <SortHeader
                  key={c.key}
                  column={c.key}
                  label={t(`voting.overview.columns.${c.key}`)}
                  sort={model.sort}
                  onSort={model.sortBy}
                  visibleFrom={c.wide ? 'sm' : undefined}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {model.rows.map((q) => (
              <QuestionRow
                key={q.id}
                question={q}
                selected={q.id === model.selectedId}
                href={questionHref(model.mineOnly, q.id)}
                onOpen={() => model.select(q.id)}
                time={format.cellTime(q.roundTime)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TablePager page={model.page} pages={model.pages} onChange={model.setPage} />
    </>
  );
}

const questionHref = (mineOnly: boolean, id: string) =>
  `/vote/${mineOnly ? 'my-questions' : 'overview'}?q=${encodeURIComponent(id)}`;

function QuestionRow({
  question,
  selected,
  href,
  onOpen,
  time,
}: {
  question: QuestionRecord;
  selected: boolean;
  href: string;
  onOpen: () => void;
  time: string;
}) {
  return (
    <Table.Tr
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a,button')) onOpen();
      }}
      style={{ cursor: 'pointer' }}
      bg={selected ? 'var(--mantine-color-default-hover)' : undefined}
    >
      <Table.Td style={{ overflowWrap: 'break-word' }}>
        <Anchor
          component={Link}
          to={href}
          preventScrollReset
          fw={500}
          aria-current={selected ? 'true' : undefined}
        >
          <OutsideInline text={question.note.title} />
        </Anchor>
      </Table.Td>
      <Table.Td>{question.round}</Table.Td>
      <Table.Td visibleFrom="sm">{question.maxRound}</Table.Td>
      <Table.Td>
        {/* One line where there is room; at 375 px it may wrap. */}
        <Text size="sm" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
          {time}
        </Text>
        <Text size="sm" hiddenFrom="sm">
          {time}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ overflowWrap: 'break-word' }}>
        <OutsideInline text={question.note.category} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" ff="monospace" title={question.sender} style={{ whiteSpace: 'nowrap' }}>
          {shortAddress(question.sender)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useVote } from '../use-vote-context';
import { questionsQuery, useCurrentRound } from './queries';
import {
  DEFAULT_QUESTION_SORT,
  nextSort,
  pageCount,
  pageSlice,
  questionsFrom,
  sortQuestions,
  type QuestionSortKey,
  type SortState,
} from './table-state';

/**
 * /vote/overview and /vote/my-questions (spec 001 section 2): the questions on chain (only the
 * wallet's own on my-questions), sorted and paged, and the one selected in the URL (?q=<txid>).
 */
export function useOverview() {
  const vote = useVote();
  const { pathname } = useLocation();
  const mineOnly = pathname.endsWith('/my-questions');
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('q');
  const questions = useQuery(questionsQuery(vote.network));
  const round = useCurrentRound(vote.network);
  const [sort, setSort] = useState<SortState<QuestionSortKey>>(DEFAULT_QUESTION_SORT);
  const [page, setPage] = useState(1);
  // All questions and my questions are one page component: switching starts at page 1.
  const [pagedList, setPagedList] = useState(mineOnly);
  if (pagedList !== mineOnly) {
    setPagedList(mineOnly);
    setPage(1);
  }

  const all = questions.data ?? [];
  const listed = mineOnly
    ? questionsFrom(
        all,
        vote.accounts.map((a) => a.addr),
      )
    : all;
  const sorted = sortQuestions(listed, sort);
  const pages = pageCount(sorted.length);
  const currentPage = Math.min(page, pages);
  // A question is found among all of them, so a link from my-questions keeps working.
  const selected = selectedId === null ? undefined : all.find((q) => q.id === selectedId);

  return {
    network: vote.network,
    mineOnly,
    questions,
    round,
    total: listed.length,
    rows: pageSlice(sorted, currentPage),
    sort,
    sortBy(key: QuestionSortKey) {
      setSort((current) => nextSort(current, key));
      setPage(1);
    },
    page: currentPage,
    pages,
    setPage,
    selectedId,
    selected,
    select(id: string | null) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('q');
          else next.set('q', id);
          return next;
        },
        { preventScrollReset: true },
      );
    },
  };
}

export type OverviewModel = ReturnType<typeof useOverview>;

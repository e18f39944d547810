import type { Suggestion, SuggestionStatus } from '@giapha/contract';
import { Center, Pagination, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { type BodyQuery, QueryBody } from '../../../components/QueryBody.tsx';
import type { SuggestionListParams } from '../api/cache.ts';
import { StatusFilter } from './StatusFilter.tsx';

export const SUGGESTIONS_PAGE_SIZE = 10;

/** The status chosen and the page of a list of proposals; a new status goes back to the first page. */
export function useSuggestionListParams(initialStatus: SuggestionStatus | undefined) {
  const [status, setStatus] = useState(initialStatus);
  const [page, setPage] = useState(1);
  const params: SuggestionListParams = {
    status,
    limit: SUGGESTIONS_PAGE_SIZE,
    offset: (page - 1) * SUGGESTIONS_PAGE_SIZE,
  };
  const chooseStatus = (next: SuggestionStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };
  return { status, chooseStatus, page, setPage, params };
}

interface SuggestionListProps {
  list: ReturnType<typeof useSuggestionListParams>;
  query: BodyQuery & { data?: { suggestions: Suggestion[]; total: number } | undefined };
  errorTitle: string;
  emptyText: string;
  renderItem: (suggestion: Suggestion) => ReactNode;
}

/** A list of proposals: the status filter, the cards (placeholders, failure, empty text) and the pager. */
export function SuggestionList({ list, query, errorTitle, emptyText, renderItem }: SuggestionListProps) {
  const suggestions = query.data?.suggestions ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / SUGGESTIONS_PAGE_SIZE));
  return (
    <>
      <StatusFilter value={list.status} onChange={list.chooseStatus} />
      <QueryBody
        query={query}
        placeholder={<StackSkeleton blocks={[180, 180]} title={{ h: 0, w: '0' }} />}
        errorTitle={errorTitle}
        isEmpty={suggestions.length === 0}
        empty={
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        }
        paged
      >
        <Stack gap="md">{suggestions.map(renderItem)}</Stack>
      </QueryBody>
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={list.page} onChange={list.setPage} size="sm" />
        </Center>
      ) : null}
    </>
  );
}

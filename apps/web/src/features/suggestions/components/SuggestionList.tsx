import {
  SUGGESTION_STATUS_LABELS,
  type Suggestion,
  type SuggestionStatus,
  suggestionStatuses,
} from '@giapha/contract';
import { Center, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  ALL_FILTER_VALUE,
  filterOptions,
  ListFilterSelect,
} from '../../../components/list-page/ListFilterSelect.tsx';
import { listParam, useListPage } from '../../../components/list-page/useListPage.ts';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { type BodyQuery, QueryBody } from '../../../components/QueryBody.tsx';
import type { SuggestionListParams } from '../api/cache.ts';
import { REVIEW_TEXTS as R } from '../texts.ts';

export const SUGGESTIONS_PAGE_SIZE = 10;

/**
 * The status shown and the page of a list of proposals, kept in the address (`?status=`, `?page=`) so
 * Back and a shared link keep them; a list may open on a status (`defaultStatus`), then "Tất cả" is
 * `?status=all`. A new status goes back to the first page.
 */
export function useSuggestionListParams(defaultStatus: SuggestionStatus | undefined) {
  const page = useListPage(SUGGESTIONS_PAGE_SIZE);
  const everything = page.searchParams.get('status') === ALL_FILTER_VALUE;
  const status = everything ? undefined : (listParam(page, 'status', suggestionStatuses) ?? defaultStatus);
  const params: SuggestionListParams = { status, ...page.range };
  return { page, status, defaultStatus, params };
}

interface SuggestionListProps {
  list: ReturnType<typeof useSuggestionListParams>;
  query: BodyQuery & { data?: { suggestions: Suggestion[]; total: number } | undefined };
  errorTitle: string;
  /** When the list shows every status; a chosen status says which. */
  emptyText: string;
  renderItem: (suggestion: Suggestion) => ReactNode;
}

/** A list of proposals: the status filter, the cards (placeholders, failure, empty text) and the pager. */
export function SuggestionList({ list, query, errorTitle, emptyText, renderItem }: SuggestionListProps) {
  const suggestions = query.data?.suggestions ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / SUGGESTIONS_PAGE_SIZE));
  return (
    <>
      <ListFilterSelect
        updateFilters={list.page.updateFilters}
        param="status"
        value={list.status}
        unsetValue={list.defaultStatus}
        aria-label={R.statusFilter}
        data={filterOptions(R.all, suggestionStatuses, SUGGESTION_STATUS_LABELS)}
        w={{ base: '100%', xs: 220 }}
      />
      <QueryBody
        query={query}
        placeholder={<StackSkeleton blocks={[180, 180]} title={{ h: 0, w: '0' }} />}
        errorTitle={errorTitle}
        isEmpty={suggestions.length === 0}
        empty={
          <Text c="dimmed" size="sm">
            {list.status ? R.emptyIn(SUGGESTION_STATUS_LABELS[list.status]) : emptyText}
          </Text>
        }
        paged
      >
        <Stack gap="md">{suggestions.map(renderItem)}</Stack>
      </QueryBody>
      {pages > 1 ? (
        <Center>
          <Pagination total={pages} value={list.page.page} onChange={list.page.changePage} size="sm" />
        </Center>
      ) : null}
    </>
  );
}

import type { MantineStyleProp, StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListCards, type ListCardsProps } from './ListCards.tsx';
import { FilterSummary, ListLoadError, ListSearchField, ListToolbar } from './ListControls.tsx';
import { ListTable, type ListTableProps } from './ListTable.tsx';
import type { Listing } from './useListPage.ts';

/** What the shell needs of the list's query (a TanStack `useQuery` result fits). */
interface ShellQuery {
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  /** Nothing loaded yet (the cards' placeholders). */
  isPending?: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface ListPageShellProps<T> {
  /** The page's state, query, rows and total (useListRecords). */
  listing: Listing<T, ShellQuery>;
  /** The search box: its name for screen readers, its hint, and how wide it may grow from `sm` up (none: the list is not searched). */
  search?: { label: string; placeholder: string; maw?: StyleProp<number> };
  /** The filters beside the search box. */
  filters?: ReactNode;
  /** Where the toolbar turns from a column into a row. */
  toolbarFrom?: 'xs' | 'sm';
  /**
   * The line under the toolbar while a search or filter is on: how many `noun` matched, and
   * `Xóa bộ lọc` (dropping `clear` besides the search, or running `onClear`) unless `clearable` is false.
   */
  summary?: {
    shown: boolean;
    noun: string;
    clear?: readonly string[];
    onClear?: () => void;
    clearable?: boolean;
  };
  /** What failed, when the list did not load. */
  errorTitle: string;
  table: Omit<ListTableProps<T>, 'list' | 'query' | 'records' | 'total'>;
  /** A card per record instead of the table (on a phone), with the table's name and empty text. */
  cards?: Pick<ListCardsProps<T>, 'renderCard'> | undefined;
}

const GROW: MantineStyleProp = { flex: 1 };

/** An admin list: search (if any) and filters, what they found, a failed load, then the table and its pager. */
export function ListPageShell<T>({
  listing: { list, query, records, total },
  search,
  filters,
  toolbarFrom,
  summary,
  errorTitle,
  table,
  cards,
}: ListPageShellProps<T>) {
  const clear = summary?.onClear ?? (() => list.clearFilters(summary?.clear ?? []));
  return (
    <>
      <ListToolbar from={toolbarFrom}>
        {search ? (
          <ListSearchField
            list={list}
            style={GROW}
            maw={search.maw}
            aria-label={search.label}
            placeholder={search.placeholder}
          />
        ) : null}
        {filters}
      </ListToolbar>
      {summary?.shown ? (
        <FilterSummary
          found={query.isSuccess ? total : undefined}
          noun={summary.noun}
          onClear={summary.clearable === false ? undefined : clear}
        />
      ) : null}
      <ListLoadError title={errorTitle} query={query} />
      {cards ? (
        <ListCards<T>
          aria-label={table['aria-label']}
          list={list}
          records={records}
          total={total}
          loading={query.isPending ?? false}
          emptyText={table.emptyText}
          renderCard={cards.renderCard}
        />
      ) : (
        <ListTable<T> {...table} list={list} query={query} records={records} total={total} />
      )}
    </>
  );
}

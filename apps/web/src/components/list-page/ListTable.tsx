import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import { tablePagination } from '../table-pagination.ts';
import type { ListPage } from './useListPage.ts';

/** What the table shows in place of rows when the list did not load. */
export const NOT_LOADED_TEXT = 'Chưa tải được dữ liệu';

/** `Không tìm thấy sự kiện nào khớp với “giỗ”`: the empty text of a search. */
export function noMatchText(noun: string, search: string): string {
  return `Không tìm thấy ${noun} nào khớp với “${search}”`;
}

interface EmptyListTexts {
  /** What the rows are (`bài viết`), for the text of a search that found none. */
  noun: string;
  /** The search in force (`?q=`), blank when none. */
  search: string;
  /** What an empty list says while a filter is on; none (or false) while no filter is. */
  filtered?: string | false | undefined;
  /** What an empty list says when neither a search nor a filter is on. */
  empty: string;
}

/** An empty table's text: no match for the search, else what the filter found none of, else the list is empty. */
export function emptyListText({ noun, search, filtered, empty }: EmptyListTexts): string {
  if (search) return noMatchText(noun, search);
  return filtered || empty;
}

export interface ListTableProps<T>
  extends Pick<DataTableProps<T>, 'idAccessor' | 'rowFactory' | 'tableWrapper' | 'verticalAlign'> {
  /** The table's name for screen readers (`Danh sách sự kiện`). */
  'aria-label': string;
  list: Pick<ListPage, 'page' | 'pageSize' | 'changePage'>;
  query: { isFetching: boolean; isError: boolean };
  records: T[];
  total: number;
  columns: DataTableColumn<T>[];
  /** Shown when the list loaded and has no rows. */
  emptyText: string;
  /** Rows light up under the pointer (off for a read-only log). */
  highlightOnHover?: boolean;
}

/** The table of an admin list: bordered, one page of rows from the server, the Vietnamese pager. */
export function ListTable<T>({
  list,
  query,
  records,
  total,
  emptyText,
  highlightOnHover = true,
  verticalAlign = 'center',
  ...props
}: ListTableProps<T>) {
  return (
    <DataTable<T>
      {...props}
      withTableBorder
      borderRadius="md"
      highlightOnHover={highlightOnHover}
      verticalAlign={verticalAlign}
      // Room for the empty text or the loader; rows need none.
      minHeight={records.length === 0 ? 180 : undefined}
      records={records}
      fetching={query.isFetching}
      loadingText="Đang tải…"
      noRecordsText={query.isError ? NOT_LOADED_TEXT : emptyText}
      page={list.page}
      onPageChange={list.changePage}
      totalRecords={total}
      recordsPerPage={list.pageSize}
      {...tablePagination}
    />
  );
}

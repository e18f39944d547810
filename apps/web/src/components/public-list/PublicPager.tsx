import { Group, Pagination } from '@mantine/core';
import type { ListPage } from '../list-page/useListPage.ts';
import { tablePagination } from '../table-pagination.ts';

interface PublicPagerProps {
  /** How many records there are in all. */
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}

/** The pager under a public list, centred, with labelled buttons; nothing while one page holds all. */
export function PublicPager({ total, pageSize, page, onChange }: PublicPagerProps) {
  if (total <= pageSize) return null;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="center">
      <Pagination
        total={lastPage}
        value={Math.min(page, lastPage)}
        onChange={onChange}
        siblings={1}
        getControlProps={tablePagination.getPaginationControlProps}
        getItemProps={(item) => ({ 'aria-label': `Trang ${item}` })}
      />
    </Group>
  );
}

/** The pager of a public list page whose page lives in the address: a new page starts at the top. */
export function PublicListPager({
  list,
  total,
}: {
  list: Pick<ListPage, 'page' | 'pageSize' | 'changePage'>;
  total: number;
}) {
  return (
    <PublicPager
      total={total}
      pageSize={list.pageSize}
      page={list.page}
      onChange={(next) => {
        list.changePage(next);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

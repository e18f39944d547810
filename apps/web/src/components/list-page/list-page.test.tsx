import { userStatusSchema } from '@giapha/contract';
import { Paper } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { ListCards } from './ListCards.tsx';
import { ALL_FILTER_VALUE, filterOptions } from './ListFilterSelect.tsx';
import { ListPageShell } from './ListPageShell.tsx';
import { emptyListText, NOT_LOADED_TEXT, noMatchText } from './ListTable.tsx';
import { listParam, parsePage, useListPage, useListRecords } from './useListPage.ts';

interface Row {
  id: string;
  name: string;
}

interface FakeQuery {
  data: { rows: Row[]; total: number } | undefined;
  isError?: boolean;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(i + 1), name: `Người ${i + 1}` }));

/** A list page over a fixed answer: what the shell and its pieces do without a server. */
function FakeListPage({ answer }: { answer: FakeQuery }) {
  const list = useListPage(10);
  const query = {
    data: answer.data,
    isSuccess: !answer.isError && answer.data !== undefined,
    isPlaceholderData: false,
    isError: answer.isError ?? false,
    isFetching: false,
    error: answer.isError ? new Error('Hỏng') : null,
    refetch: () => Promise.resolve(undefined),
  };
  const listing = useListRecords(list, query, (data) => data.rows);
  const kind = list.searchParams.get('kind');
  return (
    <ListPageShell<Row>
      listing={listing}
      search={{ label: 'Tìm người', placeholder: 'Tên' }}
      summary={{ shown: Boolean(list.search || kind), noun: 'người', clear: ['kind'] }}
      errorTitle="Không tải được danh sách"
      table={{
        'aria-label': 'Danh sách người',
        columns: [{ accessor: 'name', title: 'Tên' }],
        emptyText: list.search ? noMatchText('người', list.search) : 'Chưa có ai',
      }}
    />
  );
}

function renderList(answer: FakeQuery, path = '/list') {
  return renderRoutes([{ path: '/list', element: <FakeListPage answer={answer} /> }], path);
}

describe('parsePage', () => {
  it('takes a whole number from 1, else the first page', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });
});

describe('listParam', () => {
  const at = (search: string) => ({ searchParams: new URLSearchParams(search) });

  it('takes a filter the schema accepts, else none', () => {
    expect(listParam(at('?status=pending'), 'status', userStatusSchema)).toBe('pending');
    expect(listParam(at('?status=old'), 'status', userStatusSchema)).toBeUndefined();
    expect(listParam(at(''), 'status', userStatusSchema)).toBeUndefined();
  });

  it('takes a filter among the values listed, else none', () => {
    const life = ['living', 'deceased'] as const;
    expect(listParam(at('?life=living'), 'life', life)).toBe('living');
    expect(listParam(at('?life=all'), 'life', life)).toBeUndefined();
  });
});

describe('filterOptions', () => {
  it('offers everything first, then each value under its label in the order given', () => {
    expect(
      filterOptions('Tất cả', ['living', 'deceased'], { living: 'Còn sống', deceased: 'Đã mất' }),
    ).toEqual([
      { value: ALL_FILTER_VALUE, label: 'Tất cả' },
      { value: 'living', label: 'Còn sống' },
      { value: 'deceased', label: 'Đã mất' },
    ]);
  });
});

describe('emptyListText', () => {
  const texts = {
    noun: 'bài viết',
    filtered: 'Không có bài viết nào khớp với bộ lọc',
    empty: 'Chưa có bài viết nào',
  };

  it('says what a search did not find, before any filter', () => {
    expect(emptyListText({ ...texts, search: 'gio' })).toBe(noMatchText('bài viết', 'gio'));
  });

  it('says the filter found none while one is on, else that the list is empty', () => {
    expect(emptyListText({ ...texts, search: '' })).toBe('Không có bài viết nào khớp với bộ lọc');
    expect(emptyListText({ ...texts, search: '', filtered: false })).toBe('Chưa có bài viết nào');
  });
});

describe('the shared list page', () => {
  it('moves to the last page when the address names a page past the end', async () => {
    const { router } = renderList({ data: { rows: [], total: 25 } }, '/list?page=7');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('puts the search in the address after a pause, back on the first page', async () => {
    const { router } = renderList({ data: { rows: rows(10), total: 30 } }, '/list?page=2');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm người' }), 'an');
    await waitFor(() => expect(router.state.location.search).toBe('?q=an'));
    expect(await screen.findByText('Tìm thấy 30 người')).toBeTruthy();
  });

  it('“Xóa bộ lọc” drops the search, the filters named and the page', async () => {
    const { router } = renderList({ data: { rows: rows(3), total: 3 } }, '/list?q=an&kind=x&page=1&keep=1');
    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(router.state.location.search).toBe('?keep=1');
    expect(screen.getByRole('textbox', { name: 'Tìm người' })).toHaveProperty('value', '');
  });

  it('says what a search did not find', () => {
    renderList({ data: { rows: [], total: 0 } }, '/list?q=xyz');
    expect(screen.getByText('Không tìm thấy người nào khớp với “xyz”')).toBeTruthy();
  });

  it('shows the load error above a table that says it has no data', () => {
    renderList({ data: undefined, isError: true });
    expect(screen.getByText('Không tải được danh sách')).toBeTruthy();
    expect(screen.getByText(NOT_LOADED_TEXT)).toBeTruthy();
  });
});

describe('ListCards', () => {
  const card = (row: Row) => (
    <Paper key={row.id} component="li">
      {row.name}
    </Paper>
  );
  const renderCards = (records: Row[], total: number, loading: boolean) =>
    renderRoutes([
      {
        path: '/',
        element: (
          <ListCards
            aria-label="Danh sách người"
            list={{ page: 1, pageSize: 2, changePage: () => undefined }}
            records={records}
            total={total}
            loading={loading}
            emptyText="Chưa có ai"
            renderCard={card}
          />
        ),
      },
    ]);

  it('lists a card per record and the pager when there is more than a page', () => {
    renderCards(rows(2), 5, false);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Danh sách người' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeTruthy();
  });

  it('shows placeholders while loading and the empty text when there is nothing', () => {
    const { unmount } = renderCards([], 0, true);
    expect(screen.getByLabelText('Đang tải').getAttribute('aria-busy')).toBe('true');
    unmount();
    renderCards([], 0, false);
    expect(screen.getByText('Chưa có ai')).toBeTruthy();
  });
});

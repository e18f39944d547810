import type { Suggestion } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts, pageAnswer } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { ReviewSuggestionsPage } from './ReviewSuggestionsPage.tsx';

afterEach(clearStubsAndToasts);

function suggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: 's1',
    kind: 'editPerson',
    status: 'pending',
    person: { id: 'p1', name: 'Nguyễn Văn Sai' },
    otherPerson: null,
    treeId: 't1',
    author: { id: 'u2', name: 'Trần Thị Góp' },
    note: 'Theo sổ gốc',
    payload: { changes: { name: 'Nguyễn Văn Đúng' } },
    diff: [{ field: 'name', base: 'Nguyễn Văn Sai', current: 'Nguyễn Văn Sai', proposed: 'Nguyễn Văn Đúng' }],
    baseVersion: 1,
    stale: false,
    reviewNote: null,
    reviewer: null,
    reviewedAt: null,
    result: null,
    version: 1,
    createdAt: '2026-03-05T02:00:00.000Z',
    ...overrides,
  };
}

const route = [{ path: '/settings/suggestions/review', element: <ReviewSuggestionsPage /> }];

describe('ReviewSuggestionsPage', () => {
  it('shows the diff side by side and rejects with a reason', async () => {
    const calls = stubApi({
      '/api/suggestions/summary': () => ({
        status: 200,
        body: { success: true, data: { canReview: true, pending: 1 } },
      }),
      '/api/suggestions': () => pageAnswer([suggestion()]),
      '/api/suggestion/s1': () => ({
        status: 200,
        body: { success: true, message: 'Đã từ chối đề xuất', data: suggestion({ status: 'rejected' }) },
      }),
    });
    renderAdminRoutes(route, '/settings/suggestions/review');
    const card = await screen.findByRole('article', { name: 'Sửa thông tin: Nguyễn Văn Sai' });
    const table = within(card).getByRole('table', { name: 'So sánh đề xuất' });
    expect(within(table).getByText('Tên')).toBeTruthy();
    expect(within(table).getByText('Nguyễn Văn Đúng')).toBeTruthy();
    expect(within(card).getByText('Theo sổ gốc')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/suggestions')?.query.get('status')).toBe('pending');

    await userEvent.click(within(card).getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối đề xuất' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối đề xuất' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do từ chối')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Lý do từ chối/ }), 'Sai đời');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối đề xuất' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        action: 'reject',
        version: 1,
        reason: 'Sai đời',
      }),
    );
  });

  it('keeps the status in the address: opens on ?status=approved, and "Tất cả" is ?status=all', async () => {
    const calls = stubApi({
      '/api/suggestions/summary': () => ({
        status: 200,
        body: { success: true, data: { canReview: true, pending: 0 } },
      }),
      '/api/suggestions': () => pageAnswer([]),
    });
    const { router } = renderAdminRoutes(route, '/settings/suggestions/review?status=approved');
    const filter = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Lọc theo trạng thái' });
    await waitFor(() => expect(filter.value).toBe('Đã duyệt'));
    const asked = () => calls.filter((c) => c.path === '/api/suggestions').map((c) => c.query.get('status'));
    expect(asked()).toEqual(['approved']);
    expect(await screen.findByText('Không có đề xuất nào ở trạng thái “Đã duyệt”.')).toBeTruthy();

    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Tất cả' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
    await waitFor(() => expect(asked().at(-1)).toBeNull());
    expect(await screen.findByText('Chưa có đề xuất nào.')).toBeTruthy();

    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Chờ duyệt' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(asked().at(-1)).toBe('pending'));
  });

  it('tells a member who reviews nothing so', async () => {
    stubApi({
      '/api/suggestions/summary': () => ({
        status: 200,
        body: { success: true, data: { canReview: false, pending: 0 } },
      }),
    });
    renderAdminRoutes(route, '/settings/suggestions/review');
    expect(await screen.findByText('Bạn không có quyền duyệt đề xuất')).toBeTruthy();
  });
});

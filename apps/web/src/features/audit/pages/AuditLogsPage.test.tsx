import type { AuditLog } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { pageAnswer } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { AuditLogsPage } from './AuditLogsPage.tsx';

function entry(overrides: Partial<AuditLog> & Pick<AuditLog, 'id' | 'action'>): AuditLog {
  return {
    actorId: 'u1',
    actorName: 'Nguyễn Văn An',
    actorUsername: 'admin',
    targetType: 'tree',
    targetId: '3f2b8c1e-0000-4000-8000-000000000001',
    targetName: null,
    detail: null,
    createdAt: '2026-11-20T03:04:00.000Z',
    ...overrides,
  };
}

const removal = entry({
  id: 'a1',
  action: 'tree.delete',
  detail: { before: { name: 'Cây chi Giáp', type: 'original', isPublic: true }, personsDeleted: 12 },
});
const demotion = entry({
  id: 'a2',
  action: 'user.role',
  targetType: 'user',
  detail: { from: 'admin', to: 'user' },
  actorId: 'u9',
  actorName: null,
  actorUsername: null,
});

function endpoint(entries: AuditLog[]) {
  return (call: StubbedCall) => {
    const action = call.query.get('action');
    const matching = action ? entries.filter((e) => e.action === action) : entries;
    return pageAnswer(matching);
  };
}

const listCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/api/audit-logs');

function renderPage(path = '/admin/audit') {
  return renderAdminRoutes([{ path: '/admin/audit', element: <AuditLogsPage /> }], path);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AuditLogsPage', () => {
  it('shows each entry with its Vietnamese action, who did it and what changed', async () => {
    const calls = stubApi({ '/api/audit-logs': endpoint([removal, demotion]) });
    renderPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findAllByText('Xóa cây gia phả')).not.toHaveLength(0);
    expect(within(table).getAllByText('Đổi vai trò thành viên')).not.toHaveLength(0);
    expect(within(table).getAllByText('Nguyễn Văn An').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Tài khoản đã xóa').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Tên: Cây chi Giáp').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Quản trị viên → Thành viên').length).toBeGreaterThan(0);
    expect(screen.getByText('Hiển thị 1–2 trên tổng 2')).toBeTruthy();
    const [first] = listCalls(calls);
    expect(first?.query.get('limit')).toBe('20');
    expect(first?.query.get('offset')).toBe('0');
    expect(first?.query.has('action')).toBe(false);
  });

  it('shows an update’s changed fields with Vietnamese labels, old → new, and the target by its name', async () => {
    const rename = entry({
      id: 'a3',
      action: 'person.update',
      targetType: 'person',
      targetName: 'Nguyễn Văn B',
      detail: {
        changes: [
          { field: 'name', from: 'Nguyễn Văn A', to: 'Nguyễn Văn B' },
          { field: 'sex', from: 'unknown', to: 'male' },
          { field: 'deceased', from: false, to: true },
          { field: 'birth', from: null, to: { solar: { year: 1950, month: 3, day: 2 }, lunar: null } },
          { field: 'otherNames.tenHuy', from: null, to: 'Nguyễn Huy' },
          { field: 'biography' },
        ],
      },
    });
    const post = entry({
      id: 'a4',
      action: 'blog.update',
      targetType: 'blog',
      targetName: 'Giỗ Tổ năm nay',
      detail: {
        changes: [
          { field: 'status', from: 'draft', to: 'published' },
          { field: 'publishedAt', from: null, to: '2026-03-01T17:00:00.000Z' },
          { field: 'content' },
        ],
      },
    });
    stubApi({ '/api/audit-logs': endpoint([rename, post]) });
    renderPage();
    const table = await screen.findByRole('table');
    expect((await within(table).findAllByText('Tên: Nguyễn Văn A → Nguyễn Văn B')).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Giới tính: Không rõ → Nam').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Đã mất: Không → Có').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Ngày sinh: — → 02/03/1950').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Tên húy: — → Nguyễn Huy').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Tiểu sử: đã thay đổi').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Trạng thái: Bản nháp → Đã đăng').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/^Ngày đăng: — → \d{2}\/\d{2}\/2026/).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Nội dung: đã thay đổi').length).toBeGreaterThan(0);
    // The target by the name it had then, not by a short id.
    expect(within(table).getAllByText('Nguyễn Văn B').length).toBeGreaterThan(0);
    expect(within(table).queryByText(/#3f2b8c1e/)).toBeNull();
  });

  it('still reads an older entry that listed only the fields sent, by their labels', async () => {
    const older = entry({
      id: 'a5',
      action: 'person.update',
      targetType: 'person',
      detail: { fields: ['name', 'surname', 'sex'] },
    });
    stubApi({ '/api/audit-logs': endpoint([older]) });
    renderPage();
    const table = await screen.findByRole('table');
    expect((await within(table).findAllByText('Trường đã sửa: Tên, Họ, Giới tính')).length).toBeGreaterThan(
      0,
    );
    expect(within(table).getAllByText('#3f2b8c1e').length).toBeGreaterThan(0);
  });

  it('asks the server for one action when it is chosen, and says when there is none', async () => {
    const calls = stubApi({ '/api/audit-logs': endpoint([removal]) });
    renderPage();
    await screen.findAllByText('Xóa cây gia phả');
    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo hành động' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Xuất bản bản nháp cây' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('action')).toBe('draft.publish'));
    expect(await screen.findByText('Chưa có mục nào cho “Xuất bản bản nháp cây”')).toBeTruthy();
  });

  it('shows the server’s message when the log cannot be read', async () => {
    stubApi({
      '/api/audit-logs': () => ({
        status: 403,
        body: { success: false, message: 'Bạn không có quyền thực hiện thao tác này' },
      }),
    });
    renderPage();
    expect(await screen.findByText('Không tải được nhật ký quản trị')).toBeTruthy();
    expect(await screen.findByText('Bạn không có quyền thực hiện thao tác này')).toBeTruthy();
  });
});

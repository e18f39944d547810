import type { Branch } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts, openDeleteConfirmation } from '../../../test/list-pages.tsx';
import { ok } from '../../../test/public-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { AdminBranchesPage } from './AdminBranchesPage.tsx';

afterEach(clearStubsAndToasts);

const BRANCH: Branch = {
  _id: 'b1',
  name: 'Chi Nguyễn Văn Đức',
  description: null,
  treeId: 't1',
  treeName: 'Gia phả họ Nguyễn',
  rootPerson: { _id: 'p1', name: 'Nguyễn Văn Đức' },
  personCount: 42,
  keepers: [
    { userId: 'u1', name: 'Nguyễn Văn Khánh', role: 'head' },
    { userId: 'u2', name: 'Trần Thị Hoa', role: 'editor' },
  ],
  version: 1,
};

function render(branches: Branch[]) {
  const calls = stubApi({
    '/api/branches': () => ok(branches),
    '/api/branch/b1': () => ({ status: 200, body: { success: true, message: 'Đã xóa chi' } }),
  });
  renderAdminRoutes([{ path: '/admin/branches', element: <AdminBranchesPage /> }], '/admin/branches');
  return calls;
}

describe('AdminBranchesPage', () => {
  it('lists each branch with its tree, root, size and keepers, and deletes one after asking', async () => {
    const calls = render([BRANCH]);
    const card = await screen.findByRole('listitem', { name: 'Chi Nguyễn Văn Đức' });
    expect(within(card).getByText(/Gia phả họ Nguyễn/)).toBeTruthy();
    expect(within(card).getByText(/42 người/)).toBeTruthy();
    expect(within(card).getByText('Trưởng chi: Nguyễn Văn Khánh')).toBeTruthy();
    expect(within(card).getByText('Biên tập viên: Trần Thị Hoa')).toBeTruthy();

    const dialog = await openDeleteConfirmation('Thao tác với Chi Nguyễn Văn Đức', 'Xóa chi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/branch/b1')).toBe(true),
    );
    expect(await screen.findByText('Đã xóa chi')).toBeTruthy();
  });

  it('invites the admin to make the first branch', async () => {
    render([]);
    expect(await screen.findByText('Chưa có chi nào')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm chi' }));
    expect(await screen.findByRole('form', { name: 'Thêm chi' })).toBeTruthy();
  });
});

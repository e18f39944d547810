import { MESSAGES, type Tree } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import {
  clearStubsAndToasts,
  expectOneSearchAfterTyping,
  openDeleteConfirmation,
} from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { sampleTree } from '../../../test/tree-samples.ts';
import { AdminTreesPage } from './AdminTreesPage.tsx';

const demo = sampleTree({
  _id: '0c5d7a4e-1f2b-4a3c-8d9e-0f1a2b3c4d5e',
  name: 'Gia phả họ Nguyễn — Làng Demo',
  description: 'Gia phả mẫu của dòng họ Nguyễn ở Làng Demo.',
  isPublic: true,
  personCount: 300,
  generationCount: 12,
  version: 4,
});
const branch = sampleTree({
  _id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  name: 'Chi Nguyễn Văn Cường',
  type: 'split',
  sourceTreeId: demo._id,
  personCount: 41,
  generationCount: 8,
  version: 2,
});

/** GET /api/trees as the server answers it. */
function treesEndpoint(trees: () => Tree[]) {
  return () => ({ status: 200, body: { success: true, data: trees(), total: trees().length } });
}

function renderTreesPage(path = '/admin/trees') {
  return renderAdminRoutes(
    [
      { path: '/admin/trees', element: <AdminTreesPage /> },
      { path: '/tree/:id', element: <p>Trình chỉnh sửa cây gia phả</p> },
    ],
    path,
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr');
const listCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/api/trees');

afterEach(clearStubsAndToasts);

describe('AdminTreesPage', () => {
  it('lists the trees with persons and generations counted, visibility, type and source', async () => {
    const calls = stubApi({ '/api/trees': treesEndpoint(() => [demo, branch]) });
    renderTreesPage();

    await screen.findByText(demo.name);
    const demoRow = rowOf(demo.name);
    expect(demoRow?.textContent).toContain('300 người · 12 đời');
    expect(demoRow?.textContent).toContain('Công khai');
    expect(demoRow?.textContent).toContain('Cây gốc');
    expect(demoRow?.textContent).toContain('Gia phả mẫu của dòng họ Nguyễn ở Làng Demo.');
    expect(demoRow?.textContent).toContain('cập nhật 20/04/2026');
    const branchRow = rowOf(branch.name);
    expect(branchRow?.textContent).toContain('41 người · 8 đời');
    expect(branchRow?.textContent).toContain('Riêng tư');
    expect(branchRow?.textContent).toContain('Cây tách');
    expect(branchRow?.textContent).toContain(`Tách từ “${demo.name}”`);
    expect(screen.getByText('Hiển thị 1–2 trên tổng 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: demo.name }).getAttribute('href')).toBe(`/tree/${demo._id}`);

    const [first] = listCalls(calls);
    expect(first?.query.get('limit')).toBe('10');
    expect(first?.query.get('offset')).toBe('0');
  });

  it('searches on the server once the typing pauses', async () => {
    const calls = stubApi({ '/api/trees': treesEndpoint(() => [demo, branch]) });
    renderTreesPage();
    await screen.findByText(demo.name);

    await expectOneSearchAfterTyping(calls, '/api/trees', 'Tìm cây gia phả', 'chi cuong');
  });

  it('with no tree yet, says so and offers to create one', async () => {
    stubApi({ '/api/trees': treesEndpoint(() => []) });
    renderTreesPage();

    expect(await screen.findByRole('heading', { name: 'Chưa có cây gia phả nào' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Tạo cây gia phả' })).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('creates a tree, toasts the server’s message, then offers to open the editor', async () => {
    let trees = [demo];
    const created = sampleTree({
      _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Cây thử',
      isPublic: true,
    });
    const calls = stubApi({
      '/api/trees': treesEndpoint(() => trees),
      '/api/tree': () => {
        trees = [created, demo];
        return { status: 201, body: { success: true, data: created, message: MESSAGES.treeCreated } };
      },
    });
    const { router } = renderTreesPage();
    await screen.findByText(demo.name);

    await userEvent.click(screen.getByRole('button', { name: 'Tạo cây gia phả' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tạo cây gia phả' });
    // The name is required, with the contract's message.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo cây gia phả' }));
    expect(await within(dialog).findByText(MESSAGES.treeNameRequired)).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Tên cây gia phả/ }), 'Cây thử');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Công khai/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo cây gia phả' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Cây thử',
      description: null,
      isPublic: true,
    });
    const toast = await screen.findByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText(MESSAGES.treeCreated)).toBeTruthy();
    expect(await screen.findByText('Cây thử')).toBeTruthy();

    const offer = await screen.findByRole('dialog', { name: 'Đã tạo cây gia phả' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Mở trình chỉnh sửa' }));
    expect(await screen.findByText('Trình chỉnh sửa cây gia phả')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/tree/${created._id}`);
  });

  it('renames with the version it was loaded at; a stale edit (409) says so and reloads', async () => {
    let current = demo;
    const calls = stubApi({
      '/api/trees': treesEndpoint(() => [current, branch]),
      '/api/tree': (call) => {
        if (call.method === 'GET') return { status: 200, body: { success: true, data: current } };
        const body = call.body;
        const version = body && typeof body === 'object' && 'version' in body ? body.version : undefined;
        if (version !== current.version) {
          return { status: 409, body: { success: false, message: MESSAGES.versionConflict } };
        }
        current = { ...current, name: 'Gia phả họ Nguyễn (bản mới)', version: current.version + 1 };
        return { status: 200, body: { success: true, data: current, message: MESSAGES.treeUpdated } };
      },
    });
    renderTreesPage();
    await screen.findByText(demo.name);

    await userEvent.click(screen.getByRole('button', { name: `Thao tác với ${demo.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sửa thông tin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa thông tin cây gia phả' });
    const name = within(dialog).getByRole('textbox', { name: /Tên cây gia phả/ });
    expect(name).toHaveProperty('value', demo.name);
    // Someone else changes the tree meanwhile.
    current = { ...demo, description: 'Mô tả mới', version: 5 };
    await userEvent.clear(name);
    await userEvent.type(name, 'Gia phả họ Nguyễn (bản mới)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await within(dialog).findByText(MESSAGES.versionConflict)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Mô tả/ })).toHaveProperty('value', 'Mô tả mới'),
    );
    expect(name).toHaveProperty('value', 'Gia phả họ Nguyễn (bản mới)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.body)).toEqual([
      { name: 'Gia phả họ Nguyễn (bản mới)', description: demo.description, isPublic: true, version: 4 },
      { name: 'Gia phả họ Nguyễn (bản mới)', description: 'Mô tả mới', isPublic: true, version: 5 },
    ]);
    expect(puts[0]?.query.get('id')).toBe(demo._id);
    expect(await screen.findByText('Gia phả họ Nguyễn (bản mới)')).toBeTruthy();
  });

  it('“Công khai” sends isPublic with the tree’s version and toasts the server’s message', async () => {
    let current = branch;
    const calls = stubApi({
      '/api/trees': treesEndpoint(() => [demo, current]),
      '/api/tree': () => {
        current = { ...branch, isPublic: true, version: 3 };
        return { status: 200, body: { success: true, data: current, message: MESSAGES.treeUpdated } };
      },
    });
    renderTreesPage();
    await screen.findByText(branch.name);

    await userEvent.click(screen.getByRole('button', { name: `Thao tác với ${branch.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Công khai' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.query.get('id')).toBe(branch._id);
    expect(put?.body).toEqual({ isPublic: true, version: 2 });
    const toast = await screen.findByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText(MESSAGES.treeUpdated)).toBeTruthy();
    await waitFor(() => expect(rowOf(branch.name)?.textContent).toContain('Công khai'));

    // And back: the public tree's menu offers to hide it.
    await userEvent.click(screen.getByRole('button', { name: `Thao tác với ${demo.name}` }));
    expect(await screen.findByRole('menuitem', { name: 'Ẩn khỏi trang công khai' })).toBeTruthy();
  });

  it('deleting asks first, naming the tree and what goes with it, then calls DELETE', async () => {
    let trees = [demo, branch];
    const calls = stubApi({
      '/api/trees': treesEndpoint(() => trees),
      [`/api/tree/${demo._id}`]: () => {
        trees = [{ ...branch, sourceTreeId: null }];
        return { status: 200, body: { success: true, message: MESSAGES.treeDeleted } };
      },
    });
    renderTreesPage();
    await screen.findByText(demo.name);

    const dialog = await openDeleteConfirmation(`Thao tác với ${demo.name}`, 'Xóa cây gia phả');
    expect(dialog.textContent).toContain(`“${demo.name}”`);
    expect(dialog.textContent).toContain('chỉ có trong cây này');
    expect(dialog.textContent).toContain('300');
    expect(dialog.textContent).toContain('không thể hoàn tác');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa cây gia phả' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/api/tree/${demo._id}`);
    const toast = await screen.findByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText(MESSAGES.treeDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(demo.name)).toBeNull());
    expect(rowOf(branch.name)?.textContent).toContain('Cây gốc đã bị xóa');
  });

  it('cancelling the delete sends nothing', async () => {
    const calls = stubApi({ '/api/trees': treesEndpoint(() => [demo]) });
    renderTreesPage();
    await screen.findByText(demo.name);

    await userEvent.click(
      within(await openDeleteConfirmation(`Thao tác với ${demo.name}`)).getByRole('button', { name: 'Hủy' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('a failed load says so and tries again on request', async () => {
    let failing = true;
    stubApi({
      '/api/trees': () =>
        failing
          ? { status: 500, body: { success: false, message: MESSAGES.generic } }
          : { status: 200, body: { success: true, data: [demo], total: 1 } },
    });
    renderTreesPage();

    expect(await screen.findByText('Không tải được danh sách cây gia phả')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText(demo.name)).toBeTruthy();
  });
});

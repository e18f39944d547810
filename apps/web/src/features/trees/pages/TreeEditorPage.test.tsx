import { compactMemberTreeGraph, type TreeGraph } from '@giapha/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { measureElementsAsScreen } from '../../../test/screen-size.ts';
import { signInAs } from '../../../test/sessions.ts';
import { sampleTree } from '../../../test/tree-samples.ts';
import { smallFamily } from '../canvas/trees.testing.ts';
import { TreeEditorPage } from './TreeEditorPage.tsx';

// The canvas culls cards by the size of its viewport: elements measure as a 1000 × 700 screen.
measureElementsAsScreen();
// The clan's admin edits the whole tree (a branch keeper's editor: TreeEditorPage.keeper.test.tsx).
beforeEach(() => {
  signInAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const STAMP = '2026-01-01T00:00:00.000Z';

/** The graph GET /api/tree-graph/compact sends in columns, for the small family (or an empty tree). */
function graphOf(empty = false): TreeGraph {
  const family = smallFamily();
  const tree = sampleTree({
    _id: 't1',
    name: 'Gia phả họ Nguyễn',
    families: empty ? [] : family.families.map((f) => f.id),
    createdAt: STAMP,
    updatedAt: STAMP,
    personCount: empty ? 0 : family.persons.length,
    generationCount: empty ? 0 : 3,
  });
  return {
    tree,
    persons: empty ? [] : family.persons.map((p) => ({ ...p, contact: null, notes: null, version: 1 })),
    families: empty ? [] : family.families.map((f) => ({ ...f, version: 1 })),
    generationSizes: family.generationSizes,
    splitPersonIds: [],
    placedPersonIds: [],
  };
}

function renderEditor(graph: TreeGraph) {
  const calls = stubApi({
    '/api/tree-graph/compact': () => ({
      status: 200,
      body: { success: true, data: compactMemberTreeGraph(graph) },
    }),
  });
  const view = renderAdminRoutes([{ path: '/tree/:id', element: <TreeEditorPage /> }], '/tree/t1');
  return { ...view, calls };
}

async function findCard(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const card = document.querySelector<HTMLElement>(`.react-flow__node[aria-label="${name}"]`);
    expect(card).not.toBeNull();
    return card as HTMLElement;
  });
}

describe('TreeEditorPage', () => {
  it('shows the tree with its counts, and a selected person in the side panel, then the edit form', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditor(graphOf());
    expect(await screen.findByRole('heading', { name: 'Gia phả họ Nguyễn', level: 1 })).toBeTruthy();
    expect(screen.getByText(/5 người · 3 đời/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hoàn tác' })).toHaveProperty('disabled', true);
    expect(calls.find((c) => c.path === '/api/tree-graph/compact')?.query.get('id')).toBe('t1');

    const an = await findCard('Nguyễn Văn An');
    fireEvent.click(within(an).getByText('Nguyễn Văn An'));
    const panel = await screen.findByRole('complementary', { name: 'Thông tin' });
    const inPanel = within(panel);
    expect(inPanel.getByRole('button', { name: 'Thêm con' })).toBeTruthy();
    expect(inPanel.getByRole('button', { name: 'Thêm vợ/chồng' })).toBeTruthy();
    expect(inPanel.getByRole('button', { name: 'Tách nhánh thành cây riêng' })).toBeTruthy();

    await user.click(inPanel.getByRole('button', { name: 'Sửa thông tin' }));
    const editing = await screen.findByRole('complementary', { name: 'Sửa thông tin' });
    expect(within(editing).getByRole('textbox', { name: /Họ và tên/ })).toHaveProperty(
      'value',
      'Nguyễn Văn An',
    );
    await user.click(within(editing).getByRole('button', { name: 'Hủy' }));
    expect(await screen.findByRole('complementary', { name: 'Thông tin' })).toBeTruthy();

    // Deleting asks first.
    await user.click(screen.getByRole('button', { name: 'Xóa khỏi gia phả' }));
    const confirm = await screen.findByRole('dialog', { name: 'Xóa khỏi gia phả' });
    expect(within(confirm).getByText(/khỏi mọi cây gia phả của dòng họ/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Hủy' }));

    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
  });

  it('offers the whole-tree actions in the menu', async () => {
    const user = userEvent.setup();
    renderEditor(graphOf());
    await user.click(await screen.findByRole('button', { name: 'Thêm thao tác' }));
    for (const item of [
      'Sắp xếp lại tự động',
      'Ẩn vợ/chồng',
      'Kiểu hiển thị theo đời',
      'Thêm chữ trang trí',
      'Thêm ảnh trang trí',
      'In và xuất tệp (PDF, SVG, PNG)',
      'Xuất GEDCOM',
      'Xuất GEDCOM 7.0',
    ]) {
      expect(await screen.findByRole('menuitem', { name: item })).toBeTruthy();
    }
  });

  it('asks for the first ancestor of an empty tree', async () => {
    renderEditor(graphOf(true));
    expect(await screen.findByRole('heading', { name: 'Cây gia phả còn trống' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thêm thủy tổ' })).toHaveProperty('disabled', true);
  });

  it('says why the tree cannot be read and offers a retry', async () => {
    stubApi({
      '/api/tree-graph/compact': () => ({
        status: 404,
        body: { success: false, message: 'Không tìm thấy cây gia phả' },
      }),
    });
    renderAdminRoutes([{ path: '/tree/:id', element: <TreeEditorPage /> }], '/tree/t1');
    expect(await screen.findByText('Lỗi khi lấy thông tin cây gia phả')).toBeTruthy();
    expect(screen.getByText('Không tìm thấy cây gia phả')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});

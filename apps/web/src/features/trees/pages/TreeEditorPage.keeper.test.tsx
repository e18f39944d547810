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

// A branch keeper's tree editor (issue 24): the keeper of Đức's branch (Đức and his son Giang) edits those
// two; everyone else is read-only, with the reason, and the whole-tree settings are not offered.

measureElementsAsScreen();
beforeEach(() => {
  signInAs('user');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const STAMP = '2026-01-01T00:00:00.000Z';

function graph(): TreeGraph {
  const family = smallFamily();
  return {
    tree: sampleTree({
      _id: 't1',
      name: 'Gia phả họ Nguyễn',
      families: family.families.map((f) => f.id),
      createdAt: STAMP,
      updatedAt: STAMP,
      personCount: family.persons.length,
      generationCount: 3,
    }),
    persons: family.persons.map((p) => ({ ...p, contact: null, notes: null, version: 1 })),
    families: family.families.map((f) => ({ ...f, version: 1 })),
    generationSizes: family.generationSizes,
    splitPersonIds: [],
    placedPersonIds: [],
  };
}

function renderKeeperEditor() {
  return stubApi({
    '/api/tree-graph/compact': () => ({
      status: 200,
      body: { success: true, data: compactMemberTreeGraph(graph()) },
    }),
    '/api/me/branch-scope': () => ({
      status: 200,
      body: {
        success: true,
        data: {
          all: false,
          branches: [{ _id: 'b1', name: 'Chi ông Đức', treeId: 't1', rootPersonId: 'duc', role: 'head' }],
          personIds: ['duc', 'giang'],
          headedPersonIds: ['duc', 'giang'],
        },
      },
    }),
  });
}

async function selectCard(name: string) {
  const card = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.react-flow__node[aria-label="${name}"]`);
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  fireEvent.click(within(card).getByText(name));
  return screen.findByRole('complementary', { name: 'Thông tin' });
}

describe('TreeEditorPage for a branch keeper', () => {
  it('marks a person outside the branch read-only, with the reason', async () => {
    renderKeeperEditor();
    renderAdminRoutes([{ path: '/tree/:id', element: <TreeEditorPage /> }], '/tree/t1');
    const panel = within(await selectCard('Nguyễn Văn An'));
    expect(panel.getByText(/Ngoài chi bạn quản lý/)).toBeTruthy();
    for (const name of ['Sửa thông tin', 'Thêm con', 'Thêm vợ/chồng', 'Xóa khỏi gia phả']) {
      expect(panel.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    // Splitting a tree is the admins'.
    expect(panel.queryByRole('button', { name: 'Tách nhánh thành cây riêng' })).toBeNull();
  });

  it('lets the keeper edit a person inside the branch', async () => {
    const user = userEvent.setup();
    renderKeeperEditor();
    renderAdminRoutes([{ path: '/tree/:id', element: <TreeEditorPage /> }], '/tree/t1');
    const panel = within(await selectCard('Nguyễn Văn Đức'));
    await waitFor(() =>
      expect(panel.getByRole('button', { name: 'Sửa thông tin' })).toHaveProperty('disabled', false),
    );
    expect(panel.queryByText(/Ngoài chi bạn quản lý/)).toBeNull();
    expect(panel.getByRole('button', { name: 'Thêm con' })).toHaveProperty('disabled', false);
    await user.click(panel.getByRole('button', { name: 'Sửa thông tin' }));
    const editing = await screen.findByRole('complementary', { name: 'Sửa thông tin' });
    expect(within(editing).getByRole('textbox', { name: /Họ và tên/ })).toHaveProperty(
      'value',
      'Nguyễn Văn Đức',
    );
  });

  it('offers undo and the exports, not the whole-tree settings', async () => {
    const user = userEvent.setup();
    renderKeeperEditor();
    const { router } = renderAdminRoutes([{ path: '/tree/:id', element: <TreeEditorPage /> }], '/tree/t1');
    expect(await screen.findByRole('heading', { name: 'Gia phả họ Nguyễn', level: 1 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Thêm thao tác' }));
    expect(await screen.findByRole('menuitem', { name: 'Xuất GEDCOM' })).toBeTruthy();
    for (const item of [
      'Sắp xếp lại tự động',
      'Ẩn vợ/chồng',
      'Kiểu hiển thị theo đời',
      'Thêm chữ trang trí',
    ]) {
      expect(screen.queryByRole('menuitem', { name: item })).toBeNull();
    }
    // The way back is the members' tree page, not the admins' list.
    const back = screen.getByRole('link', { name: 'Về danh sách cây gia phả' });
    expect(back.getAttribute('href')).toBe('/family-tree?id=t1');
    expect(router.state.location.pathname).toBe('/tree/t1');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedAnswer, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import {
  CLAN_PERSON_ID,
  DRAFT_ID,
  EARLIER_ID,
  listItem,
  sampleDraft,
  sampleTree,
} from '../components/drafts.testing.ts';
import { DraftPreviewPage } from './DraftPreviewPage.tsx';
import { DraftViewPage } from './DraftViewPage.tsx';

const base = `/api/ai-temp-trees/${DRAFT_ID}`;
const draftAnswer = (fields = {}): StubbedAnswer => ({
  status: 200,
  body: { success: true, data: sampleDraft(fields) },
});
const publishedAnswer = (): StubbedAnswer => ({
  status: 200,
  body: {
    success: true,
    message: 'Đã xuất bản cây gia phả',
    data: { draft: listItem(sampleDraft({ status: 'published', treeId: 'tree-1' })), tree: sampleTree() },
  },
});

function renderAt(path: string) {
  return renderAdminRoutes(
    [
      { path: '/admin/ai-trees', element: <p>Danh sách cây nháp</p> },
      { path: '/admin/ai-trees/preview/:id', element: <DraftPreviewPage /> },
      { path: '/ai-trees/:id', element: <DraftViewPage /> },
      { path: '/tree/:id', element: <p>Trang cây gia phả</p> },
    ],
    path,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('DraftPreviewPage', () => {
  it('shows the persons by generation with spouses, parents and the lunar giỗ, the warnings and the report', async () => {
    stubApi({ [base]: () => draftAnswer() });
    renderAt(`/admin/ai-trees/preview/${DRAFT_ID}`);

    const first = await screen.findByRole('region', { name: 'Đời 1' });
    const founder = within(first).getByRole('listitem', { name: 'Nguyễn Văn Ấn' });
    expect(within(founder).getByText('1820 – 1890 · giỗ 12/3 âm lịch')).toBeTruthy();
    expect(within(founder).getByText('Trần Thị Bình')).toBeTruthy();
    expect(within(first).getByRole('listitem', { name: 'Trần Thị Bình' })).toBeTruthy();
    const second = screen.getByRole('region', { name: 'Đời 2' });
    const son = within(second).getByRole('listitem', { name: 'Nguyễn Văn Cường' });
    expect(within(son).getByText('Nguyễn Văn Ấn và Trần Thị Bình')).toBeTruthy();

    // Warnings are folded away with their count; opening shows the line, its text and the message.
    expect(screen.getByLabelText('1 cảnh báo')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Xem chi tiết' }));
    expect(screen.getByText('Dòng 7:')).toBeTruthy();
    expect(screen.getByText('Chú thích: xem bản gốc')).toBeTruthy();
    const report = screen.getByRole('table', { name: 'Báo cáo nhập dữ liệu' });
    expect(within(report).getByText('NOTE')).toBeTruthy();
    expect(within(report).getByText('ghi chú')).toBeTruthy();
    const summary = screen.getByRole('list', { name: 'Tóm tắt' });
    expect(within(summary).getByText('3 người đã được nhập')).toBeTruthy();
    expect(within(summary).getByText('1 dòng chưa dùng được (xem bảng chi tiết bên dưới)')).toBeTruthy();
  });

  it('filters persons by name without diacritics', async () => {
    stubApi({ [base]: () => draftAnswer() });
    renderAt(`/admin/ai-trees/preview/${DRAFT_ID}`);
    await screen.findByRole('region', { name: 'Đời 1' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Tìm người trong cây nháp' }), 'cuong');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Đời 1' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Nguyễn Văn Cường' })).toBeTruthy();
  });

  it('warns when the same file was imported before, with a link to the earlier draft', async () => {
    stubApi({ [base]: () => draftAnswer({ duplicateOfId: EARLIER_ID }) });
    renderAt(`/admin/ai-trees/preview/${DRAFT_ID}`);
    expect(await screen.findByText('Tệp này đã được nhập trước đây')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem bản nháp đã nhập trước' }).getAttribute('href')).toBe(
      `/admin/ai-trees/preview/${EARLIER_ID}`,
    );
  });

  it('publishes with POST /publish when no match was chosen, then links to the new tree', async () => {
    let published = false;
    const calls = stubApi({
      [base]: () => (published ? draftAnswer({ status: 'published', treeId: 'tree-1' }) : draftAnswer()),
      [`${base}/matches`]: () => ({ status: 200, body: { success: true, data: [] } }),
      [`${base}/publish`]: () => {
        published = true;
        return publishedAnswer();
      },
    });
    renderAt(`/admin/ai-trees/preview/${DRAFT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Xuất bản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất bản cây gia phả' });
    const name = within(dialog).getByRole('textbox', { name: /Tên cây gia phả/ });
    expect(name instanceof HTMLInputElement ? name.value : '').toBe('Gia phả họ Nguyễn');
    expect(await within(dialog).findByText(/mọi người sẽ được tạo mới/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xuất bản' }));

    const open = await within(dialog).findByRole('link', { name: 'Mở cây gia phả' });
    expect(open.getAttribute('href')).toBe('/tree/tree-1');
    const call = calls.find((c) => c.path === `${base}/publish`);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ name: 'Gia phả họ Nguyễn' });
    expect(calls.some((c) => c.path.endsWith('/publish-with-families'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(await screen.findByText('Đã xuất bản')).toBeTruthy();
  });

  it('publishes with families and matchPersonId when the admin says a draft person is already in the clan', async () => {
    const calls = stubApi({
      [base]: () => draftAnswer(),
      [`${base}/matches`]: () => ({
        status: 200,
        body: {
          success: true,
          data: [
            {
              nodeId: 'p1',
              candidates: [
                {
                  personId: CLAN_PERSON_ID,
                  name: 'Nguyễn Văn Ấn',
                  generation: 1,
                  treeId: 't0',
                  treeName: 'Chi trưởng',
                  birthYear: 1820,
                  deathYear: 1890,
                },
              ],
            },
            { nodeId: 'p3', candidates: [] },
          ],
        },
      }),
      [`${base}/publish-with-families`]: () => publishedAnswer(),
    });
    renderAt(`/admin/ai-trees/preview/${DRAFT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Xuất bản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất bản cây gia phả' });
    const choice = await within(dialog).findByRole('radio', {
      name: 'Là người này: Nguyễn Văn Ấn, đời 1, 1820–1890, cây Chi trưởng',
    });
    const fresh = within(dialog).getByRole('radio', { name: 'Người mới' });
    expect(fresh instanceof HTMLInputElement && fresh.checked).toBe(true);
    await userEvent.click(choice);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xuất bản' }));

    expect(await within(dialog).findByRole('link', { name: 'Mở cây gia phả' })).toBeTruthy();
    const call = calls.find((c) => c.path === `${base}/publish-with-families`);
    expect(call?.method).toBe('POST');
    const draft = sampleDraft();
    expect(call?.body).toEqual({
      name: 'Gia phả họ Nguyễn',
      nodes: draft.nodes.map((n) => ({ ...n, matchPersonId: n.id === 'p1' ? CLAN_PERSON_ID : null })),
      families: draft.families,
      connections: draft.connections,
    });
    expect(calls.some((c) => c.path === `${base}/publish`)).toBe(false);
  });

  it('shows the server message when the draft was already published', async () => {
    stubApi({
      [base]: () => draftAnswer(),
      [`${base}/matches`]: () => ({ status: 200, body: { success: true, data: [] } }),
      [`${base}/publish`]: () => ({
        status: 409,
        body: { success: false, message: 'Cây gia phả nháp này đã được xuất bản' },
      }),
    });
    renderAt(`/admin/ai-trees/preview/${DRAFT_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Xuất bản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xuất bản cây gia phả' });
    await within(dialog).findByText(/mọi người sẽ được tạo mới/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xuất bản' }));
    expect(await within(dialog).findByText('Cây gia phả nháp này đã được xuất bản')).toBeTruthy();
  });

  it('shows a not-found block, and no error toast, when the draft does not exist', async () => {
    stubApi({});
    renderAt(`/admin/ai-trees/preview/${DRAFT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy cây gia phả nháp' })).toBeTruthy();
    expect(toastStore.get()).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Về danh sách cây nháp' }));
    expect(await screen.findByText('Danh sách cây nháp')).toBeTruthy();
  });
});

describe('DraftViewPage', () => {
  it('shows the same draft full screen with a way back to the list', async () => {
    stubApi({ [base]: () => draftAnswer() });
    renderAt(`/ai-trees/${DRAFT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Gia phả họ Nguyễn' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Đời 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cây gia phả nháp' }).getAttribute('href')).toBe(
      '/admin/ai-trees',
    );
  });
});

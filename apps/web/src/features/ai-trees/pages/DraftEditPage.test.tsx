import { type Draft, type UpdateDraftBody, updateDraftBody } from '@giapha/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { measureElementsAsScreen } from '../../../test/screen-size.ts';
import { DRAFT_ID, node, sampleDraft } from '../components/drafts.testing.ts';
import { CONFLICT_MESSAGE } from '../editor/useDraftEditor.ts';
import { DraftEditPage } from './DraftEditPage.tsx';

// The canvas culls cards by the size of its viewport: elements measure as a 1000 × 700 screen.
measureElementsAsScreen();
afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

const base = `/api/ai-temp-trees/${DRAFT_ID}`;

/**
 * A fake server holding one draft: GET answers it, PATCH checks the version and stores the nodes and
 * families sent (or answers what `patch` says), PUT …/positions stores positions. Calls are recorded.
 */
function serve(start: Draft, patch?: (call: StubbedCall) => { status: number; body: unknown } | undefined) {
  let draft = start;
  const calls = stubApi({
    [base]: (call) => {
      if (call.method === 'PATCH') {
        const answer = patch?.(call);
        if (answer) return answer;
        // As the server reads it (dates' defaults filled in).
        const body = updateDraftBody.parse(call.body);
        if (body.version !== draft.version) {
          return { status: 409, body: { success: false, message: 'Dữ liệu đã được người khác thay đổi' } };
        }
        draft = {
          ...draft,
          nodes: body.nodes ? body.nodes.map((n) => ({ ...n, name: n.name.trim() })) : draft.nodes,
          families: body.families ?? draft.families,
          nodeCount: body.nodes?.length ?? draft.nodeCount,
          familyCount: body.families?.length ?? draft.familyCount,
          version: draft.version + 1,
        };
        return { status: 200, body: { success: true, data: draft, message: 'Đã lưu cây gia phả nháp' } };
      }
      return { status: 200, body: { success: true, data: draft } };
    },
    [`${base}/positions`]: (call) => {
      const { positions } = call.body as { positions: Draft['positions'] };
      draft = { ...draft, positions, version: draft.version + 1 };
      return { status: 200, body: { success: true, data: draft, message: 'Đã lưu cây gia phả nháp' } };
    },
  });
  return { calls, current: () => draft };
}

function renderEditor() {
  return renderAdminRoutes(
    [
      { path: '/admin/ai-trees', element: <p>Danh sách cây nháp</p> },
      { path: '/admin/ai-trees/edit/:id', element: <DraftEditPage /> },
      { path: '/admin/ai-trees/preview/:id', element: <p>Trang xem trước</p> },
      { path: '/tree/:id', element: <p>Trang cây gia phả</p> },
    ],
    `/admin/ai-trees/edit/${DRAFT_ID}`,
  );
}

function card(name: string): HTMLElement | null {
  return document.querySelector(`.react-flow__node[aria-label="${name}"]`);
}

/** The person's card once the canvas has drawn it. */
function findCard(name: string): Promise<HTMLElement> {
  // The draft loads, then React Flow mounts the cards: slower than one second on a busy machine.
  return waitFor(
    () => {
      const element = card(name);
      if (!element) throw new Error(`the card of ${name} is not drawn yet`);
      return element;
    },
    { timeout: 5000 },
  );
}

/** Taps the person's card on the canvas, which opens the side panel. */
async function selectPerson(name: string, panel = 'Sửa thông tin') {
  fireEvent.click(within(await findCard(name)).getByText(name));
  return screen.findByRole('complementary', { name: panel });
}

const patches = (calls: StubbedCall[]) => calls.filter((c) => c.path === base && c.method === 'PATCH');

// Each test loads the draft and mounts React Flow: seconds on a busy 2-core machine.
describe('DraftEditPage', { timeout: 40_000 }, () => {
  it('renames a person on the canvas: the PATCH carries the new name with the draft’s version', async () => {
    const user = userEvent.setup();
    const { calls } = serve(sampleDraft());
    renderEditor();
    const panel = await selectPerson('Nguyễn Văn Cường');
    const name = within(panel).getByRole('textbox', { name: 'Họ và tên' });
    await user.clear(name);
    await user.type(name, 'Nguyễn Văn Cương');
    await user.click(within(panel).getByRole('radio', { name: 'Không rõ' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Thứ tự' }), '2');
    await user.click(within(panel).getByRole('checkbox', { name: 'Đã mất' }));
    await user.click(within(panel).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã lưu cây gia phả nháp')).toBeTruthy();
    const [call] = patches(calls);
    const body = call?.body as UpdateDraftBody;
    expect(body.version).toBe(1);
    expect(body.nodes?.map((n) => n.name)).toEqual(['Nguyễn Văn Ấn', 'Trần Thị Bình', 'Nguyễn Văn Cương']);
    expect(body.nodes?.[2]).toEqual({
      ...sampleDraft().nodes[2],
      name: 'Nguyễn Văn Cương',
      sex: 'unknown',
      generation: 2,
      ordinalNumber: 2,
      deceased: true,
    });
    expect(body.families).toEqual(sampleDraft().families);
    // The card shows the saved name.
    await waitFor(() => expect(card('Nguyễn Văn Cương')).not.toBeNull());
  });

  it('merges a person imported twice into the selected one, after confirmation', async () => {
    const user = userEvent.setup();
    const start = sampleDraft();
    const draft = sampleDraft({
      nodes: [
        ...start.nodes,
        node({ id: 'p4', name: 'Nguyễn Văn Ân', generation: null }),
        node({ id: 'p5', name: 'Nguyễn Thị Duyên', sex: 'female', generation: 2 }),
      ],
      families: [
        ...start.families,
        {
          id: 'f2',
          fatherId: 'p4',
          motherId: null,
          children: [{ personId: 'p5', relation: 'birth' }],
          marriage: null,
        },
      ],
      nodeCount: 5,
      familyCount: 2,
    });
    const { calls } = serve(draft);
    renderEditor();
    // The same founder, imported a second time with another tone mark.
    const panel = await selectPerson('Nguyễn Văn Ấn');

    const picker = within(panel).getByRole('combobox', { name: 'Người trùng với người này' });
    await user.click(picker);
    await user.type(picker, 'nguyen van an');
    const option = await screen.findByRole('option', { name: 'Nguyễn Văn Ân' });
    await user.click(option);
    await user.click(within(panel).getByRole('button', { name: 'Gộp vào người này' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gộp người trùng' });
    await user.click(within(dialog).getByRole('button', { name: 'Gộp' }));

    expect(await screen.findByText('Đã gộp Nguyễn Văn Ân vào Nguyễn Văn Ấn')).toBeTruthy();
    const body = patches(calls)[0]?.body as UpdateDraftBody;
    const kept = body.nodes?.find((n) => n.id === 'p1');
    expect(body.nodes?.map((n) => n.id)).toEqual(['p1', 'p2', 'p3', 'p5']);
    expect(kept?.generation).toBe(1);
    expect(body.families).toEqual([
      start.families[0],
      {
        id: 'f2',
        fatherId: 'p1',
        motherId: null,
        children: [{ personId: 'p5', relation: 'birth' }],
        marriage: null,
      },
    ]);
  });

  it('deletes a person only after confirmation; the family keeps its couple', async () => {
    const user = userEvent.setup();
    const { calls } = serve(sampleDraft());
    renderEditor();
    let panel = await selectPerson('Nguyễn Văn Cường');
    await user.click(within(panel).getByRole('button', { name: 'Xóa khỏi cây nháp' }));
    let dialog = await screen.findByRole('dialog', { name: 'Xóa khỏi cây nháp' });
    expect(within(dialog).getByText(/Nguyễn Văn Cường/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Xóa khỏi cây nháp' })).toBeNull());
    expect(patches(calls)).toHaveLength(0);

    panel = await screen.findByRole('complementary', { name: 'Sửa thông tin' });
    await user.click(within(panel).getByRole('button', { name: 'Xóa khỏi cây nháp' }));
    dialog = await screen.findByRole('dialog', { name: 'Xóa khỏi cây nháp' });
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    expect(await screen.findByText('Đã xóa Nguyễn Văn Cường khỏi cây nháp')).toBeTruthy();
    const body = patches(calls)[0]?.body as UpdateDraftBody;
    expect(body.nodes?.map((n) => n.id)).toEqual(['p1', 'p2']);
    expect(body.families).toEqual([{ ...sampleDraft().families[0], children: [] }]);
    await waitFor(() => expect(card('Nguyễn Văn Cường')).toBeNull());
    expect(screen.queryByRole('complementary', { name: 'Sửa thông tin' })).toBeNull();
  });

  it('moves a person to another family chosen by its parents’ names typed without diacritics', async () => {
    const user = userEvent.setup();
    const start = sampleDraft();
    const { calls } = serve(
      sampleDraft({
        nodes: [
          ...start.nodes,
          node({ id: 'p4', name: 'Lê Văn Đức', generation: 1 }),
          node({ id: 'p5', name: 'Phạm Thị Em', sex: 'female', generation: 1 }),
        ],
        families: [
          ...start.families,
          { id: 'f2', fatherId: 'p4', motherId: 'p5', children: [], marriage: null },
        ],
      }),
    );
    renderEditor();
    const panel = await selectPerson('Nguyễn Văn Cường');
    const picker = within(panel).getByRole('combobox', { name: 'Chuyển làm con của gia đình' });
    await user.click(picker);
    await user.type(picker, 'le van duc');
    await user.click(await screen.findByRole('option', { name: 'Lê Văn Đức và Phạm Thị Em' }));
    await user.click(within(panel).getByRole('button', { name: 'Chuyển' }));

    expect(await screen.findByText('Đã chuyển Nguyễn Văn Cường sang gia đình mới')).toBeTruthy();
    const body = patches(calls)[0]?.body as UpdateDraftBody;
    expect(body.families?.map((f) => [f.id, f.children])).toEqual([
      ['f1', []],
      ['f2', [{ personId: 'p3', relation: 'birth' }]],
    ]);
    expect(await within(panel).findByText('Lê Văn Đức và Phạm Thị Em')).toBeTruthy();
  });

  it('takes a person out of their parents’ family', async () => {
    const user = userEvent.setup();
    const { calls } = serve(sampleDraft());
    renderEditor();
    const panel = await selectPerson('Nguyễn Văn Cường');
    expect(within(panel).getByText('Nguyễn Văn Ấn và Trần Thị Bình')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Bỏ khỏi gia đình cha mẹ' }));
    expect(await screen.findByText('Đã bỏ Nguyễn Văn Cường khỏi gia đình cha mẹ')).toBeTruthy();
    const body = patches(calls)[0]?.body as UpdateDraftBody;
    expect(body.families?.[0]?.children).toEqual([]);
    expect(await within(panel).findByText('Chưa thuộc gia đình cha mẹ nào')).toBeTruthy();
  });

  it('on 409 says the draft was saved elsewhere and loads the newest one', async () => {
    const user = userEvent.setup();
    let gets = 0;
    const { calls } = serve(sampleDraft(), () => ({
      status: 409,
      body: {
        success: false,
        message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
      },
    }));
    renderEditor();
    const panel = await selectPerson('Nguyễn Văn Cường');
    gets = calls.filter((c) => c.path === base && c.method === 'GET').length;
    await user.type(within(panel).getByRole('textbox', { name: 'Họ và tên' }), ' Hai');
    await user.click(within(panel).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText(CONFLICT_MESSAGE)).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === base && c.method === 'GET').length).toBeGreaterThan(gets),
    );
  });

  it('saves the whole layout in one PUT of positions after "Sắp xếp lại tự động"', async () => {
    const user = userEvent.setup();
    const { calls } = serve(sampleDraft({ positions: [{ id: 'p3', x: 5000, y: 5000 }] }));
    renderEditor();
    await findCard('Nguyễn Văn Ấn');
    await user.click(screen.getByRole('button', { name: 'Thêm thao tác' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sắp xếp lại tự động' }));
    await waitFor(() => expect(calls.some((c) => c.path === `${base}/positions`)).toBe(true), {
      timeout: 3000,
    });
    const puts = calls.filter((c) => c.path === `${base}/positions`);
    expect(puts).toHaveLength(1);
    expect(puts[0]?.method).toBe('PUT');
    const { positions } = (puts[0]?.body ?? { positions: [] }) as {
      positions: { id: string; x: number; y: number }[];
    };
    expect(positions.map((p) => p.id).sort()).toEqual(['p1', 'p2', 'p3']);
    expect(positions.find((p) => p.id === 'p3')?.y).not.toBe(5000);
  });

  it('lists the importer’s warnings beside the canvas', async () => {
    const user = userEvent.setup();
    serve(sampleDraft());
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Cảnh báo khi nhập (1)' }));
    const side = await screen.findByRole('complementary', { name: 'Dòng chưa đọc được' });
    expect(within(side).getByText('Dòng 7:')).toBeTruthy();
    expect(within(side).getByText('Không hiểu dòng này')).toBeTruthy();
    expect(within(side).getByText('Chú thích: xem bản gốc')).toBeTruthy();
  });

  it('a published draft is read-only with a link to its tree', async () => {
    serve(sampleDraft({ status: 'published', treeId: 'tree-1' }));
    renderEditor();
    expect(await screen.findByText('Cây nháp này đã được xuất bản')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mở cây gia phả' }).getAttribute('href')).toBe('/tree/tree-1');
    expect(screen.queryByRole('button', { name: 'Xuất bản' })).toBeNull();
    const side = await selectPerson('Nguyễn Văn Cường', 'Thông tin');
    expect(within(side).queryByRole('textbox')).toBeNull();
  });

  it('shows the not-found block when the draft does not exist', async () => {
    stubApi({});
    renderEditor();
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy cây gia phả nháp' })).toBeTruthy();
    expect(toastStore.get()).toHaveLength(0);
  });
});

import { compactTreeGraph, type PublicTreeSummary } from '@giapha/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { type StubbedAnswer, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { measureElementsAsScreen } from '../../../test/screen-size.ts';
import { sampleSession } from '../../../test/sessions.ts';
import { publicTree } from '../../../test/tree-samples.ts';
import { publicGraphOf, smallFamily } from '../canvas/trees.testing.ts';
import { FamilyTreePage } from './FamilyTreePage.tsx';

// The canvas culls cards by the size of its viewport: elements measure as a 1000 × 700 screen.
measureElementsAsScreen();
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const whole = publicTree({
  _id: 't1',
  name: 'Gia phả họ Nguyễn — Làng Demo',
  description: 'Mười hai đời, từ cụ Thủy tổ đến các cháu đời nay.',
  personCount: 300,
  generationCount: 12,
});
const branch = publicTree({
  _id: 't2',
  name: 'Chi Nguyễn Văn Đức',
  type: 'split',
  sourceTreeId: 't1',
  splitPersonId: 'duc',
  personCount: 2,
  generationCount: 2,
});

function listAnswer(trees: PublicTreeSummary[]): StubbedAnswer {
  return { status: 200, body: { success: true, data: trees, total: trees.length } };
}

function graphAnswer(id: string): StubbedAnswer {
  const tree = smallFamily({ id });
  const name = id === 't2' ? branch.name : whole.name;
  return { status: 200, body: { success: true, data: compactTreeGraph(publicGraphOf(tree, name)) } };
}

function renderPage(path = '/family-tree') {
  return renderAdminRoutes([{ path: 'family-tree', element: <FamilyTreePage /> }], path);
}

async function findCard(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const card = document.querySelector<HTMLElement>(`.react-flow__node[aria-label="${name}"]`);
    expect(card).not.toBeNull();
    return card!;
  });
}

describe('/family-tree', () => {
  it('lists the public trees, opens the whole tree and shows a tapped person read-only', async () => {
    const calls = stubApi({
      // Newest first: the branch comes before the whole tree, which still opens by default.
      '/api/public/trees': () => listAnswer([branch, whole]),
      '/api/public/tree-graph/compact': (call) => graphAnswer(call.query.get('id') ?? ''),
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Cây gia phả', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Các cây gia phả' });
    const items = within(list).getAllByRole('button');
    expect(items).toHaveLength(2);
    const opened = within(list).getByRole('button', { name: /Gia phả họ Nguyễn — Làng Demo/ });
    expect(opened.getAttribute('aria-current')).toBe('true');
    expect(within(opened).getByText('300 người')).toBeTruthy();
    expect(within(opened).getByText('12 đời')).toBeTruthy();
    expect(within(opened).getByText('Mười hai đời, từ cụ Thủy tổ đến các cháu đời nay.')).toBeTruthy();
    expect(within(list).getByText('Chi tách riêng')).toBeTruthy();

    const an = await findCard('Nguyễn Văn An');
    expect(within(an).getByText('1900 – 1970')).toBeTruthy();
    const graphCall = calls.find((c) => c.path === '/api/public/tree-graph/compact');
    expect(graphCall?.query.get('id')).toBe('t1');
    expect(graphCall?.query.get('domain')).toBeTruthy();

    fireEvent.click(within(an).getByText('Nguyễn Văn An'));
    const drawer = await screen.findByRole('dialog', { name: 'Thông tin người trong gia phả' });
    const details = within(drawer);
    expect(details.getByText('Nguyễn Văn An')).toBeTruthy();
    expect(details.getByText('Tên húy')).toBeTruthy();
    expect(details.getByText('Cả')).toBeTruthy();
    expect(details.getByText('Minh Trai')).toBeTruthy();
    expect(details.getByText('Sinh').nextElementSibling?.textContent).toBe('1900');
    expect(details.getByText('Mất').nextElementSibling?.textContent).toBe('1970 (âm lịch: ngày 12 tháng 7)');
    expect(details.getByText('Ngày giỗ').nextElementSibling?.textContent).toBe('12/7 âm lịch');
    expect(details.getByText('Nghĩa trang làng Demo')).toBeTruthy();
    expect(details.getByText('Cụ khai khẩn đất làng.')).toBeTruthy();
    // Read-only: nothing to edit or delete.
    expect(details.queryByRole('button', { name: /Sửa|Xóa/ })).toBeNull();
    expect(details.queryByRole('textbox')).toBeNull();

    // The branch split at Đức is one tap away from his card.
    fireEvent.click(screen.getByRole('button', { name: 'Mở cây gia phả tách của Nguyễn Văn Đức' }));
    await waitFor(() =>
      expect(
        within(list)
          .getByRole('button', { name: /Chi Nguyễn Văn Đức/ })
          .getAttribute('aria-current'),
      ).toBe('true'),
    );
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path === '/api/public/tree-graph/compact').map((c) => c.query.get('id')),
      ).toEqual(['t1', 't2']),
    );
  });

  it('opens the tree named in the address and switches trees from the list', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/public/trees': () => listAnswer([whole, branch]),
      '/api/public/tree-graph/compact': (call) => graphAnswer(call.query.get('id') ?? ''),
    });
    const { router } = renderPage('/family-tree?id=t2');
    await findCard('Nguyễn Văn Đức');
    expect(screen.getByRole('region', { name: 'Cây gia phả Chi Nguyễn Văn Đức' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Gia phả họ Nguyễn — Làng Demo/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=t1'));
    expect(
      await screen.findByRole('region', { name: 'Cây gia phả Gia phả họ Nguyễn — Làng Demo' }),
    ).toBeTruthy();
  });

  it('keeps the focus (hourglass) view in the address: a link opens on it, a search lands in it', async () => {
    const user = userEvent.setup();
    stubApi({
      '/api/public/trees': () => listAnswer([whole, branch]),
      '/api/public/tree-graph/compact': (call) => graphAnswer(call.query.get('id') ?? ''),
    });
    const { router } = renderPage('/family-tree?id=t1&focus=duc');
    // Đức's ancestors and descendants stay clear; his sister Cúc is faded.
    const duc = await findCard('Nguyễn Văn Đức');
    expect(await screen.findByText('Đang xem: Nguyễn Văn Đức')).toBeTruthy();
    expect(duc.querySelector('[data-person-id]')?.className).not.toMatch(/faded/);
    const cuc = await findCard('Nguyễn Thị Cúc');
    expect(cuc.querySelector('[data-person-id]')?.className).toMatch(/faded/);
    expect(within(duc).getByText('Con trưởng')).toBeTruthy();
    expect(within(await findCard('Trần Thị Bình')).getByText('Dâu')).toBeTruthy();

    // Leaving it drops ?focus= and keeps ?id=, without a new history entry.
    await user.click(screen.getByRole('button', { name: 'Bỏ tập trung' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=t1'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cuc.querySelector('[data-person-id]')?.className).not.toMatch(/faded/));

    // A search lands in the focus view of the person found.
    await user.type(screen.getByRole('textbox', { name: 'Tìm người trong cây' }), 'giang');
    await user.click(await screen.findByRole('option', { name: 'Nguyễn Văn Giang' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=t1&focus=giang'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Đang xem: Nguyễn Văn Giang')).toBeTruthy();
  });

  it('says so when the clan has no public tree', async () => {
    const calls = stubApi({ '/api/public/trees': () => listAnswer([]) });
    renderPage();
    expect(await screen.findByText('Dòng họ chưa công khai cây gia phả nào')).toBeTruthy();
    expect(screen.queryByTestId('tree-canvas')).toBeNull();
    expect(calls.some((c) => c.path === '/api/public/tree-graph/compact')).toBe(false);
  });

  it('shows the error with the server’s reason when the tree cannot be read', async () => {
    stubApi({
      '/api/public/trees': () => listAnswer([whole]),
      '/api/public/tree-graph/compact': () => ({
        status: 404,
        body: { success: false, message: 'Không tìm thấy cây gia phả' },
      }),
    });
    renderPage();
    expect(await screen.findByText('Lỗi khi lấy thông tin cây gia phả')).toBeTruthy();
    expect(screen.getByText('Không tìm thấy cây gia phả')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });

  it('shows the error when the list cannot be read', async () => {
    stubApi({
      '/api/public/trees': () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }),
    });
    renderPage();
    expect(await screen.findByText('Lỗi khi lấy thông tin cây gia phả')).toBeTruthy();
    expect(screen.getByText('Lỗi máy chủ')).toBeTruthy();
  });

  it('tells a member linked to the tree what they and a tapped person call each other, and draws the path', async () => {
    sessionStore.signIn(
      sampleSession({ id: 'u9', name: 'Nguyễn Văn Giang', username: 'giang', role: 'user' }),
    );
    stubApi({
      '/api/public/trees': () => listAnswer([whole]),
      '/api/public/tree-graph/compact': (call) => graphAnswer(call.query.get('id') ?? ''),
      '/api/me/person': () => ({
        status: 200,
        body: {
          success: true,
          data: {
            person: { id: 'giang', name: 'Nguyễn Văn Giang', generation: 3, ordinalNumber: 1, sex: 'male' },
            claim: null,
            kinshipRegion: null,
            clanKinshipRegion: 'north',
          },
        },
      }),
    });
    const { router } = renderPage('/family-tree?id=t1');
    const cuc = await findCard('Nguyễn Thị Cúc');
    fireEvent.click(within(cuc).getByText('Nguyễn Thị Cúc'));
    const drawer = await screen.findByRole('dialog', { name: 'Thông tin người trong gia phả' });
    const mine = await within(drawer).findByLabelText('Xưng hô với bạn');
    expect(mine.textContent).toContain('Bạn gọi bà ấy là: cô');
    expect(mine.textContent).toContain('Bà ấy gọi bạn là: cháu');

    fireEvent.click(within(mine).getByRole('button', { name: 'Hiện đường quan hệ trên cây' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=t1&from=giang&to=cuc'));
    expect(
      (await screen.findByText('Đường quan hệ: Nguyễn Văn Giang → Nguyễn Thị Cúc')).textContent,
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ đường quan hệ' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=t1'));
  });
});

import { MESSAGES, type Person } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import {
  clearStubsAndToasts,
  expectOneSearchAfterTyping,
  openDeleteConfirmation,
  pageAnswer,
} from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { sampleTree } from '../../../test/tree-samples.ts';
import { samplePerson } from '../persons.testing.ts';
import { AdminPersonsPage } from './AdminPersonsPage.tsx';

const TREE_ID = '0c5d7a4e-1f2b-4a3c-8d9e-0f1a2b3c4d5e';

const tree = sampleTree({
  _id: TREE_ID,
  name: 'Gia phả họ Nguyễn — Làng Demo',
  createdBy: null,
  updatedAt: '2026-03-05T09:00:00.000Z',
  isPublic: true,
  personCount: 300,
  generationCount: 12,
});

const founder = samplePerson({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Nguyễn Văn Thủy',
  generation: 1,
  deceased: true,
  otherNames: { tenHuy: 'Cả', tenTu: null, hieu: 'Phúc Hậu', thuyHieu: null, phapDanh: null },
  birth: { solar: { year: 1820, month: null, day: null }, lunar: null },
  death: {
    solar: { year: 1890, month: null, day: null },
    lunar: { day: 12, month: 7, year: null, leap: false },
  },
});
const grandson = samplePerson({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Nguyễn Thị Hoa',
  sex: 'female',
  generation: 5,
  ordinalNumber: 2,
});

/** GET /api/persons as the server answers it: generation filtered, `total` counted before paging. */
function personsEndpoint(persons: Person[]) {
  return (call: StubbedCall) => {
    const generation = call.query.get('generation');
    const matching = generation ? persons.filter((p) => String(p.generation) === generation) : persons;
    return pageAnswer(matching);
  };
}

const treesEndpoint = () => ({ status: 200, body: { success: true, data: [tree], total: 1 } });

function renderPersonsPage(path = '/admin/persons') {
  return renderAdminRoutes(
    [
      { path: '/admin/persons', element: <AdminPersonsPage /> },
      { path: '/admin/persons/update/:id', element: <p>Trang sửa thông tin</p> },
    ],
    path,
  );
}

const listCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/api/persons');

afterEach(clearStubsAndToasts);

describe('AdminPersonsPage', () => {
  it('lists persons with their other names, đời, years, giỗ and a badge for the deceased', async () => {
    const calls = stubApi({
      '/api/persons': personsEndpoint([founder, grandson]),
      '/api/trees': treesEndpoint,
    });
    renderPersonsPage();

    const table = await screen.findByRole('table');
    const founderRow = (await within(table).findByText('Nguyễn Văn Thủy')).closest('tr');
    expect(founderRow?.textContent).toContain('Tên húy: Cả · Hiệu: Phúc Hậu');
    expect(founderRow?.textContent).toContain('Đã mất');
    expect(founderRow?.textContent).toContain('Đời 1');
    expect(founderRow?.textContent).toContain('1820 – 1890');
    expect(founderRow?.textContent).toContain('Giỗ 12/7 âm lịch');
    const hoaRow = within(table).getByText('Nguyễn Thị Hoa').closest('tr');
    expect(hoaRow?.textContent).toContain('Nữ · Đời 5 · Thứ 2');
    expect(hoaRow?.textContent).not.toContain('Đã mất');
    expect(screen.getByText('Hiển thị 1–2 trên tổng 2')).toBeTruthy();

    const [first] = listCalls(calls);
    expect(first?.query.get('limit')).toBe('20');
    expect(first?.query.get('offset')).toBe('0');
    expect(first?.query.has('search')).toBe(false);
    expect(first?.query.has('generation')).toBe(false);
  });

  it('searches on the server once the typing pauses (diacritics left to the server)', async () => {
    const calls = stubApi({
      '/api/persons': personsEndpoint([founder, grandson]),
      '/api/trees': treesEndpoint,
    });
    const { router } = renderPersonsPage();
    await screen.findByText('Nguyễn Văn Thủy');

    await expectOneSearchAfterTyping(calls, '/api/persons', 'Tìm người trong gia phả', 'nguyen van');
    expect(router.state.location.search).toBe('?q=nguyen+van');
  });

  it('the generation filter asks the server for that đời and keeps it in the address', async () => {
    const calls = stubApi({
      '/api/persons': personsEndpoint([founder, grandson]),
      '/api/trees': treesEndpoint,
    });
    const { router } = renderPersonsPage();
    await screen.findByText('Nguyễn Văn Thủy');

    await userEvent.type(screen.getByRole('textbox', { name: 'Lọc theo đời' }), '5');

    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('generation')).toBe('5'));
    await waitFor(() => expect(screen.queryByText('Nguyễn Văn Thủy')).toBeNull());
    expect(screen.getByText('Nguyễn Thị Hoa')).toBeTruthy();
    expect(router.state.location.search).toBe('?gen=5');

    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.has('generation')).toBe(false));
  });

  it('the living/dead filter asks the server and keeps it in the address', async () => {
    const calls = stubApi({
      '/api/persons': personsEndpoint([founder, grandson]),
      '/api/trees': treesEndpoint,
    });
    const { router } = renderPersonsPage();
    await screen.findByText('Nguyễn Văn Thủy');

    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo còn sống hay đã mất' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Đã mất' }));

    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('deceased')).toBe('true'));
    expect(router.state.location.search).toBe('?life=deceased');
  });

  it('opens with the address’s filters: generation and tree go to the server', async () => {
    const calls = stubApi({
      '/api/persons': personsEndpoint([founder, grandson]),
      '/api/trees': treesEndpoint,
    });
    renderPersonsPage(`/admin/persons?gen=1&tree=${TREE_ID}&q=thuy`);

    await screen.findByText('Nguyễn Văn Thủy');
    const [first] = listCalls(calls);
    expect(first?.query.get('generation')).toBe('1');
    expect(first?.query.get('treeId')).toBe(TREE_ID);
    expect(first?.query.get('search')).toBe('thuy');
    expect(screen.getByRole('textbox', { name: 'Lọc theo đời' })).toHaveProperty('value', '1');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Lọc theo cây gia phả' }).value).toBe(
        tree.name,
      ),
    );
  });

  it('choosing a tree lists only its persons', async () => {
    const calls = stubApi({
      '/api/persons': personsEndpoint([founder, grandson]),
      '/api/trees': treesEndpoint,
    });
    renderPersonsPage();
    await screen.findByText('Nguyễn Văn Thủy');

    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo cây gia phả' }));
    await userEvent.click(await screen.findByRole('option', { name: tree.name }));

    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('treeId')).toBe(TREE_ID));
  });

  it('“Sửa” opens the person’s edit page', async () => {
    stubApi({ '/api/persons': personsEndpoint([founder, grandson]), '/api/trees': treesEndpoint });
    const { router } = renderPersonsPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Thao tác với Nguyễn Thị Hoa' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sửa' }));

    expect(await screen.findByText('Trang sửa thông tin')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/persons/update/${grandson.id}`);
  });

  it('deleting asks first, then calls DELETE /api/person/{id} and toasts the server’s message', async () => {
    let persons = [founder, grandson];
    const calls = stubApi({
      '/api/persons': (call) => personsEndpoint(persons)(call),
      '/api/trees': treesEndpoint,
      [`/api/person/${grandson.id}`]: () => {
        persons = [founder];
        return { status: 200, body: { success: true, message: MESSAGES.personDeleted } };
      },
    });
    renderPersonsPage();

    const dialog = await openDeleteConfirmation('Thao tác với Nguyễn Thị Hoa');
    expect(within(dialog).getByText('Nguyễn Thị Hoa')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));

    const toast = await screen.findByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText(MESSAGES.personDeleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/person/${grandson.id}`,
    ]);
    await waitFor(() => expect(screen.queryByText('Nguyễn Thị Hoa')).toBeNull());
  });

  it('a failed load says so and tries again on request', async () => {
    let failing = true;
    stubApi({
      '/api/persons': (call) =>
        failing
          ? { status: 500, body: { success: false, message: MESSAGES.generic } }
          : personsEndpoint([founder])(call),
      '/api/trees': treesEndpoint,
    });
    renderPersonsPage();

    expect(await screen.findByText('Không tải được danh sách người trong gia phả')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Nguyễn Văn Thủy')).toBeTruthy();
  });
});

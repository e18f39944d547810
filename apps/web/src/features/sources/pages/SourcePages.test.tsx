import { MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { list } from '../../../test/public-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { signInAs } from '../../../test/sessions.ts';
import {
  ok,
  PAGE_2_ID,
  PAGE_ID,
  SOURCE_ID,
  sampleDetail,
  samplePage,
  sampleSource,
} from '../sources.testing.ts';
import { AdminSourcesPage } from './AdminSourcesPage.tsx';
import { SourceCreatePage } from './SourceCreatePage.tsx';
import { SourceUpdatePage } from './SourceUpdatePage.tsx';

const ROUTES = [
  { path: '/admin/sources', element: <AdminSourcesPage /> },
  { path: '/admin/sources/create', element: <SourceCreatePage /> },
  { path: '/admin/sources/update/:id', element: <SourceUpdatePage /> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
  sessionStore.clear();
});

describe('sources list', () => {
  it('shows each source with its kind, pages and citations, and filters by kind on the server', async () => {
    signInAs('admin');
    const stele = sampleSource({
      id: PAGE_2_ID,
      title: 'Bia đá nhà thờ',
      kind: 'stele',
      pageCount: 1,
      citationCount: 0,
    });
    const calls = stubApi({ '/api/sources': () => list([sampleSource(), stele]) });
    renderAdminRoutes(ROUTES, '/admin/sources');

    const table = await screen.findByRole('table', { name: 'Danh sách nguồn tư liệu' });
    const row = (await within(table).findByText('Gia phả họ Nguyễn (bản Hán Nôm)')).closest('tr');
    expect(row?.textContent).toContain('Gia phả, sách');
    expect(row?.textContent).toContain('Cụ Nguyễn Văn Khiêm · soạn năm Tự Đức thứ 5');
    expect(within(table).getByText('Bia đá nhà thờ').closest('tr')?.textContent).toContain('Bia đá');
    expect(calls[0]?.query.get('limit')).toBe('20');

    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo loại nguồn' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lời kể' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('kind')).toBe('interview'));
  });

  it('says so when there is none yet', async () => {
    signInAs('admin');
    stubApi({ '/api/sources': () => list([]) });
    renderAdminRoutes(ROUTES, '/admin/sources');
    expect(await screen.findByText(/Chưa có nguồn tư liệu nào/)).toBeTruthy();
  });

  it('asks before deleting, saying how many citations go with the source', async () => {
    signInAs('admin');
    const calls = stubApi({
      '/api/sources': () => list([sampleSource()]),
      [`/api/source/${SOURCE_ID}`]: () => ({
        status: 200,
        body: { success: true, message: MESSAGES.sourceDeleted },
      }),
    });
    renderAdminRoutes(ROUTES, '/admin/sources');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Thao tác với nguồn Gia phả họ Nguyễn (bản Hán Nôm)' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/2 trang và 3 trích dẫn đang dẫn nguồn này cũng sẽ bị xóa theo/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa nguồn' }));
    expect(await screen.findByText(MESSAGES.sourceDeleted)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/source/${SOURCE_ID}`)).toBe(
      true,
    );
  }, 15_000);
});

describe('adding a source', () => {
  it('asks for a title, then saves and opens the new source to add its pages', async () => {
    signInAs('admin');
    const calls = stubApi({
      '/api/source': () => ({
        status: 201,
        body: {
          success: true,
          data: sampleSource({ title: 'Lời kể của bà Tư', kind: 'interview' }),
          message: MESSAGES.sourceCreated,
        },
      }),
      [`/api/source/${SOURCE_ID}`]: () => ok(sampleDetail([])),
    });
    const { router } = renderAdminRoutes(ROUTES, '/admin/sources/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm nguồn' }));
    expect(await screen.findByText(MESSAGES.sourceTitleRequired)).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /Tên nguồn/ }), 'Lời kể của bà Tư');
    await userEvent.click(screen.getByRole('combobox', { name: 'Loại nguồn' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lời kể' }));
    await userEvent.click(screen.getByRole('button', { name: 'Thêm nguồn' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/sources/update/${SOURCE_ID}`));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Lời kể của bà Tư', kind: 'interview' });
    expect(await screen.findByText(/Nguồn này chưa có trang nào/)).toBeTruthy();
  }, 20_000);
});

describe('editing a source and its pages', () => {
  it('shows the pages; a page opens with its scan beside the transcription', async () => {
    signInAs('admin');
    stubApi({
      [`/api/source/${SOURCE_ID}`]: () =>
        ok(
          sampleDetail([
            samplePage(),
            samplePage({ id: PAGE_2_ID, label: 'tờ 2', image: null, transcription: null, position: 1 }),
          ]),
        ),
    });
    renderAdminRoutes(ROUTES, `/admin/sources/update/${SOURCE_ID}`);

    const pages = await screen.findByRole('list', { name: 'Các trang' });
    expect(within(pages).getByText('tờ 1')).toBeTruthy();
    expect(within(pages).getByText('Chưa chép lại nội dung')).toBeTruthy();
    await userEvent.click(within(pages).getAllByRole('button', { name: 'Xem' })[0] as HTMLElement);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img', { name: 'Ảnh tờ 1' })).toBeTruthy();
    expect(within(viewer).getByText('Thủy tổ húy Nguyễn Văn Tổ, sinh năm Giáp Tý')).toBeTruthy();
    expect(within(viewer).getByText('Mở ảnh gốc để phóng to').closest('a')?.getAttribute('href')).toBe(
      samplePage().image,
    );
  }, 15_000);

  it('adds a page, moves it, and says why a cited page cannot be deleted', async () => {
    signInAs('admin');
    const calls = stubApi({
      [`/api/source/${SOURCE_ID}`]: () =>
        ok(sampleDetail([samplePage(), samplePage({ id: PAGE_2_ID, label: 'tờ 2', position: 1 })])),
      [`/api/source/${SOURCE_ID}/page`]: () => ({
        status: 201,
        body: {
          success: true,
          data: samplePage({ id: PAGE_2_ID, label: 'tờ 3' }),
          message: MESSAGES.sourcePageCreated,
        },
      }),
      [`/api/source/${SOURCE_ID}/pages/reorder`]: () => ({
        status: 200,
        body: { success: true, message: MESSAGES.sourcePagesReordered },
      }),
      [`/api/source-page/${PAGE_ID}`]: () => ({
        status: 409,
        body: { success: false, message: MESSAGES.sourcePageInUse.replace('{count}', '2') },
      }),
    });
    renderAdminRoutes(ROUTES, `/admin/sources/update/${SOURCE_ID}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Thêm trang' }));
    const form = await screen.findByRole('form', { name: 'Thêm trang' });
    const label = within(form).getByRole('textbox', { name: /Số trang, tên trang/ });
    expect((label as HTMLInputElement).value).toBe('trang 3');
    await userEvent.clear(label);
    await userEvent.type(label, 'tờ 3');
    await userEvent.type(within(form).getByRole('textbox', { name: /Phiên âm, dịch nghĩa/ }), 'Đời thứ hai');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm trang' }));
    expect(await screen.findByText(MESSAGES.sourcePageCreated)).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/page'))?.body).toMatchObject({
      label: 'tờ 3',
      transcription: 'Đời thứ hai',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Chuyển trang tờ 2 lên trước' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/reorder'))?.body).toEqual({
        items: [
          { id: PAGE_2_ID, position: 0 },
          { id: PAGE_ID, position: 1 },
        ],
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Xóa trang tờ 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Thao tác này không thể hoàn tác/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa trang' }));
    expect(
      await screen.findByText(
        'Trang này đang được 2 trích dẫn sử dụng, hãy gỡ các trích dẫn đó trước khi xóa trang',
      ),
    ).toBeTruthy();
  }, 25_000);

  it('saves at the version loaded, and offers the newest copy when someone saved first', async () => {
    signInAs('admin');
    const calls = stubApi({
      [`/api/source/${SOURCE_ID}`]: (call) =>
        call.method === 'PUT'
          ? { status: 409, body: { success: false, message: MESSAGES.versionConflict } }
          : ok(sampleDetail()),
    });
    renderAdminRoutes(ROUTES, `/admin/sources/update/${SOURCE_ID}`);
    const title = await screen.findByRole('textbox', { name: /Tên nguồn/ });
    await userEvent.type(title, ' - bản chép');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 4 }),
    );
    expect(await screen.findByRole('button', { name: /Tải lại/ })).toBeTruthy();
  }, 15_000);

  it('says so when the source is not there', async () => {
    signInAs('admin');
    stubApi({});
    renderAdminRoutes(ROUTES, `/admin/sources/update/${SOURCE_ID}`);
    expect(await screen.findByText('Không tìm thấy nguồn tư liệu')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { stubUploads } from '../../../test/fake-xhr.ts';
import { clearStubsAndToasts } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { DRAFT_ID, EARLIER_ID, listItem, sampleDraft } from '../components/drafts.testing.ts';
import { AdminDraftsPage } from './AdminDraftsPage.tsx';

const textDraft = listItem(sampleDraft());
const gedcomDraft = listItem(
  sampleDraft({
    id: EARLIER_ID,
    name: 'Họ Trần chi hai',
    source: 'gedcom',
    sourceName: 'ho-tran.ged',
    status: 'published',
    treeId: 'tree-9',
    duplicateOfId: DRAFT_ID,
    nodeCount: 2322,
    familyCount: 1115,
    warningCount: 0,
  }),
);

function listEndpoint(drafts: (typeof textDraft)[]) {
  return (call: StubbedCall) => {
    if (call.method === 'POST') return { status: 500, body: { success: false } };
    const status = call.query.get('status');
    const data = status ? drafts.filter((d) => d.status === status) : drafts;
    return { status: 200, body: { success: true, data, total: data.length } };
  };
}

const options = (modelAvailable: boolean) => () => ({
  status: 200,
  body: { success: true, data: { modelAvailable } },
});

function renderPage() {
  return renderAdminRoutes(
    [
      { path: '/admin/ai-trees', element: <AdminDraftsPage /> },
      { path: '/admin/ai-trees/preview/:id', element: <p>Trang xem trước</p> },
      { path: '/admin/ai-trees/edit/:id', element: <p>Trang sửa</p> },
      { path: '/tree/:id', element: <p>Trang cây</p> },
    ],
    '/admin/ai-trees',
  );
}

/** Opens the “Tạo cây nháp” dialog from the page's first create button. */
async function openCreateDialog() {
  await userEvent.click((await screen.findAllByRole('button', { name: 'Tạo cây nháp' }))[0] ?? document.body);
  return screen.findByRole('dialog', { name: 'Tạo cây nháp' });
}

function fileInputOf(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

afterEach(clearStubsAndToasts);

describe('AdminDraftsPage', () => {
  it('lists drafts with source, counts, status, date and the duplicate badge, and filters by status', async () => {
    const calls = stubApi({
      '/api/ai-temp-trees': listEndpoint([textDraft, gedcomDraft]),
      '/api/ai-temp-trees/options': options(false),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Danh sách cây nháp' });
    const rows = await waitFor(() => {
      const found = within(table).getAllByRole('row').slice(1);
      expect(found).toHaveLength(2);
      return found;
    });
    const [first = document.body, second = document.body] = rows;
    expect(within(first).getByRole('link', { name: 'Gia phả họ Nguyễn' }).getAttribute('href')).toBe(
      `/admin/ai-trees/preview/${DRAFT_ID}`,
    );
    expect(within(first).getByText('Văn bản')).toBeTruthy();
    expect(within(first).getByText('Nháp')).toBeTruthy();
    expect(within(first).getByText('3 / 1')).toBeTruthy();
    expect(within(first).getAllByText('26/04/2026').length).toBeGreaterThan(0);
    expect(within(first).queryByText('Đã nhập trùng')).toBeNull();

    expect(within(second).getByText('GEDCOM')).toBeTruthy();
    expect(within(second).getByText('ho-tran.ged')).toBeTruthy();
    expect(within(second).getByText('Đã nhập trùng')).toBeTruthy();
    expect(within(second).getByText('2.322 / 1.115')).toBeTruthy();
    const published = within(second).getByRole('link', { name: 'Đã xuất bản: mở cây gia phả' });
    expect(published.getAttribute('href')).toBe('/tree/tree-9');

    await userEvent.click(screen.getByRole('radio', { name: 'Đã xuất bản' }));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(calls.at(-1)?.query.get('status')).toBe('published');
  });

  it('explains the three ways to make a draft when there is none', async () => {
    stubApi({ '/api/ai-temp-trees': listEndpoint([]), '/api/ai-temp-trees/options': options(false) });
    renderPage();
    expect(await screen.findByText('Chưa có cây gia phả nháp nào')).toBeTruthy();
    expect(screen.getByText('Tệp GEDCOM')).toBeTruthy();
    expect(screen.getByText('Văn bản gia phả')).toBeTruthy();
    expect(screen.getByText('Mô hình AI')).toBeTruthy();
  });

  it('deletes a draft only after confirmation', async () => {
    let drafts = [textDraft];
    const calls = stubApi({
      '/api/ai-temp-trees': listEndpoint(drafts.length ? drafts : []),
      '/api/ai-temp-trees/options': options(false),
      [`/api/ai-temp-trees/${DRAFT_ID}`]: () => {
        drafts = [];
        return { status: 200, body: { success: true, message: 'Đã xóa cây gia phả nháp' } };
      },
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Thao tác với cây nháp Gia phả họ Nguyễn' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Sửa trên sơ đồ' }).getAttribute('href')).toBe(
      `/admin/ai-trees/edit/${DRAFT_ID}`,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Xóa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa cây nháp' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa cây nháp' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Đã xóa cây gia phả nháp')).toBeTruthy();
  });

  it('creates a draft from pasted text and opens its preview', async () => {
    const calls = stubApi({
      '/api/ai-temp-trees': (call) =>
        call.method === 'POST'
          ? { status: 201, body: { success: true, data: sampleDraft(), message: 'Đã tạo cây gia phả nháp' } }
          : listEndpoint([])(call),
      '/api/ai-temp-trees/options': options(false),
    });
    renderPage();
    const dialog = await openCreateDialog();
    expect(within(dialog).queryByRole('tab', { name: 'Mô hình AI' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Văn bản gia phả' }));
    const textarea = within(dialog).getByRole('textbox', { name: /Nội dung gia phả/ });
    expect(textarea.getAttribute('placeholder')).toContain('Đời thứ 1: Nguyễn Văn A (1820 – 1890)');
    await userEvent.type(textarea, 'Đời thứ 1: Nguyễn Văn Ấn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tạo cây nháp' }));

    expect(await screen.findByText('Trang xem trước')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ source: 'text', text: 'Đời thứ 1: Nguyễn Văn Ấn' });
    expect(screen.getByText('Đã tạo cây gia phả nháp')).toBeTruthy();
  });

  it('offers the AI model tab only when it is configured, and sends source model', async () => {
    const calls = stubApi({
      '/api/ai-temp-trees': (call) =>
        call.method === 'POST'
          ? { status: 201, body: { success: true, data: sampleDraft({ source: 'model' }) } }
          : listEndpoint([])(call),
      '/api/ai-temp-trees/options': options(true),
    });
    renderPage();
    const dialog = await openCreateDialog();
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mô hình AI' }));
    expect(within(dialog).getByText(/gửi tới dịch vụ AI đã cấu hình/)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /OCR/ }), 'Ông tổ họ Lê');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi cho mô hình AI' }));
    expect(await screen.findByText('Trang xem trước')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ source: 'model', text: 'Ông tổ họ Lê' });
  });

  it('uploads a GEDCOM file as multipart with progress, then warns that it was imported before', async () => {
    stubApi({ '/api/ai-temp-trees': listEndpoint([]), '/api/ai-temp-trees/options': options(false) });
    const uploads = stubUploads();
    renderPage();
    const dialog = await openCreateDialog();
    const input = fileInputOf(dialog);
    const file = new File(['0 HEAD\n0 TRLR\n'], 'ho-tran.ged', { type: 'text/plain' });
    await userEvent.upload(input, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nhập tệp' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0];
    if (!upload) throw new Error('no upload');
    expect(upload.method).toBe('POST');
    expect(upload.url).toContain('/api/ai-temp-trees');
    const sent = upload.body?.get('file');
    expect(sent instanceof File ? sent.name : '').toBe('ho-tran.ged');

    upload.progress(0.5);
    expect(await within(dialog).findByText('Đang tải tệp lên… 50%')).toBeTruthy();
    upload.progress(1);
    expect(await within(dialog).findByText(/Đang đọc tệp…/)).toBeTruthy();
    upload.respond(201, {
      success: true,
      data: sampleDraft({ source: 'gedcom', sourceName: 'ho-tran.ged', duplicateOfId: EARLIER_ID }),
      message: 'Đã tạo cây gia phả nháp',
    });
    expect(await screen.findByText('Trang xem trước')).toBeTruthy();
    expect(screen.getByText('Tệp này đã được nhập trước đây')).toBeTruthy();
  });

  it('refuses a file that is not .ged before sending it', async () => {
    stubApi({ '/api/ai-temp-trees': listEndpoint([]), '/api/ai-temp-trees/options': options(false) });
    const uploads = stubUploads();
    renderPage();
    const dialog = await openCreateDialog();
    const input = fileInputOf(dialog);
    await userEvent.upload(input, new File(['x'], 'anh.jpg', { type: 'image/jpeg' }), { applyAccept: false });
    expect(await within(dialog).findByText('Không đọc được tệp: chỉ nhận tệp GEDCOM (.ged)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Nhập tệp' }).hasAttribute('disabled')).toBe(true);
    expect(uploads).toHaveLength(0);
  });
});

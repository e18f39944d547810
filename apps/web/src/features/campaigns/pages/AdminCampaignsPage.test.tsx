import { type CampaignListItem, MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { openDeleteConfirmation, pageAnswer } from '../../../test/list-pages.tsx';
import { matchMediaWith } from '../../../test/media-query.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { AdminCampaignsPage } from './AdminCampaignsPage.tsx';

const HALL_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const SCHOLAR_ID = '8d2f3e4a-5b6c-4d7e-9f0a-1b2c3d4e5f60';

function campaign(overrides: Partial<CampaignListItem> & Pick<CampaignListItem, 'id' | 'slug' | 'title'>) {
  const item: CampaignListItem = {
    summary: null,
    coverImage: null,
    goalAmount: 300_000_000,
    startDate: '2026-03-01',
    endDate: '2026-06-30',
    status: 'open',
    transferCode: 'TUBO26',
    ledgerPrivacy: 'public',
    raisedAmount: 45_000_000,
    donationCount: 12,
    createdAt: '2026-02-01T00:00:00.000Z',
    bankAccountId: '11111111-1111-4111-8111-111111111111',
    hasLedgerCode: false,
    updatedAt: '2026-02-02T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
  return item;
}

const hall = campaign({ id: HALL_ID, slug: 'tu-bo-nha-tho-ho', title: 'Tu bổ nhà thờ họ' });
const scholarship = campaign({
  id: SCHOLAR_ID,
  slug: 'quy-khuyen-hoc',
  title: 'Quỹ khuyến học',
  status: 'draft',
  transferCode: 'KHUYENHOC',
  goalAmount: null,
  startDate: null,
  endDate: null,
  raisedAmount: 0,
  donationCount: 0,
});

function campaignsEndpoint(campaigns: () => CampaignListItem[]) {
  return (call: StubbedCall) => {
    const status = call.query.get('status');
    const matching = status ? campaigns().filter((c) => c.status === status) : campaigns();
    return pageAnswer(matching);
  };
}

const banks = (total: number) => () => ({ status: 200, body: { success: true, data: [], total } });

function renderPage() {
  return renderAdminRoutes(
    [
      { path: '/admin/campaigns', element: <AdminCampaignsPage /> },
      { path: '/admin/campaigns/create', element: <p>Trang tạo chiến dịch</p> },
      { path: '/admin/campaigns/detail/:slug', element: <p>Sổ công đức</p> },
      { path: '/admin/campaigns/update/:id', element: <p>Trang sửa chiến dịch</p> },
    ],
    '/admin/campaigns',
  );
}

const listCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/api/campaigns');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
});

describe('AdminCampaignsPage', () => {
  it('lists campaigns with their status, progress, dates and transfer code', async () => {
    // A wide screen: every column shows (a column without a media query asks for '').
    matchMediaWith((query) => query === '' || query.includes('min-width'));
    const calls = stubApi({
      '/api/campaigns': campaignsEndpoint(() => [hall, scholarship]),
      '/api/banks': banks(1),
    });
    renderPage();

    const table = await screen.findByRole('table');
    const hallRow = (await within(table).findByText('Tu bổ nhà thờ họ')).closest('tr');
    expect(hallRow?.textContent).toContain('Đang nhận đóng góp');
    expect(hallRow?.textContent).toContain('45.000.000\u00A0₫ / 300.000.000\u00A0₫');
    expect(hallRow?.textContent).toContain('15%');
    expect(hallRow?.textContent).toContain('01/03/2026 – 30/06/2026');
    expect(hallRow?.textContent).toContain('TUBO26');
    const draftRow = within(table).getByText('Quỹ khuyến học').closest('tr');
    expect(draftRow?.textContent).toContain('Nháp');
    expect(draftRow?.textContent).toContain('Chưa bắt đầu');
    expect(within(table).getByRole('link', { name: 'Tu bổ nhà thờ họ' }).getAttribute('href')).toBe(
      '/admin/campaigns/detail/tu-bo-nha-tho-ho',
    );
    expect(screen.getByText('Hiển thị 1–2 trên tổng 2')).toBeTruthy();
    expect(listCalls(calls)[0]?.query.get('limit')).toBe('20');
    expect(screen.queryByText('Dòng họ chưa có tài khoản ngân hàng nhận tiền')).toBeNull();
  });

  it('the status filter asks the server and can be cleared', async () => {
    const calls = stubApi({
      '/api/campaigns': campaignsEndpoint(() => [hall, scholarship]),
      '/api/banks': banks(1),
    });
    renderPage();
    await screen.findByText('Quỹ khuyến học');
    await userEvent.click(screen.getByRole('combobox', { name: 'Lọc theo trạng thái' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nháp' }));

    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('status')).toBe('draft'));
    await waitFor(() => expect(screen.queryByText('Tu bổ nhà thờ họ')).toBeNull());
    expect(screen.getByText('Tìm thấy 1 chiến dịch')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(await screen.findByText('Tu bổ nhà thờ họ')).toBeTruthy();
  }, 15_000);

  it('a row offers the ledger, editing, the public page (not for a draft) and deleting', async () => {
    stubApi({ '/api/campaigns': campaignsEndpoint(() => [hall, scholarship]), '/api/banks': banks(1) });
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Thao tác với chiến dịch Tu bổ nhà thờ họ' }),
    );
    expect((await screen.findByRole('menuitem', { name: 'Xem sổ công đức' })).getAttribute('href')).toBe(
      '/admin/campaigns/detail/tu-bo-nha-tho-ho',
    );
    expect(screen.getByRole('menuitem', { name: 'Sửa' }).getAttribute('href')).toBe(
      `/admin/campaigns/update/${HALL_ID}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Xem trên trang' }).getAttribute('href')).toBe(
      '/campaigns/tu-bo-nha-tho-ho.html',
    );
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Thao tác với chiến dịch Quỹ khuyến học' }));
    expect(await screen.findByRole('menuitem', { name: 'Xem sổ công đức' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Xem trên trang' })).toBeNull();
  }, 15_000);

  it('deleting warns that the ledger goes too', async () => {
    let campaigns = [hall, scholarship];
    const calls = stubApi({
      '/api/campaigns': campaignsEndpoint(() => campaigns),
      '/api/banks': banks(1),
      [`/api/campaign/${HALL_ID}`]: () => {
        campaigns = [scholarship];
        return { status: 200, body: { success: true, message: MESSAGES.campaignDeleted } };
      },
    });
    renderPage();
    const dialog = await openDeleteConfirmation('Thao tác với chiến dịch Tu bổ nhà thờ họ');
    expect(dialog.textContent).toContain('12 khoản đóng góp, tổng 45.000.000\u00A0₫');
    expect(dialog.textContent).toContain('cũng sẽ bị xóa vĩnh viễn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa chiến dịch' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText(MESSAGES.campaignDeleted)).toBeTruthy();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).queryByText('Tu bổ nhà thờ họ')).toBeNull());
  }, 15_000);

  it('no campaign yet: an invitation to create the first, and a hint to add a bank account', async () => {
    stubApi({ '/api/campaigns': campaignsEndpoint(() => []), '/api/banks': banks(0) });
    renderPage();
    expect(await screen.findByText('Chưa có chiến dịch gây quỹ nào')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tạo chiến dịch đầu tiên' }).getAttribute('href')).toBe(
      '/admin/campaigns/create',
    );
    expect(await screen.findByText('Dòng họ chưa có tài khoản ngân hàng nhận tiền')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Thêm tài khoản ngân hàng' }).getAttribute('href')).toBe(
      '/settings/create-bank-account',
    );
  });

  it('a failed load says so and can be retried', async () => {
    let failing = true;
    stubApi({
      '/api/campaigns': (call) =>
        failing
          ? { status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } }
          : campaignsEndpoint(() => [hall])(call),
      '/api/banks': banks(1),
    });
    renderPage();
    expect(await screen.findByText('Không tải được danh sách chiến dịch')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Tu bổ nhà thờ họ')).toBeTruthy();
  });
});

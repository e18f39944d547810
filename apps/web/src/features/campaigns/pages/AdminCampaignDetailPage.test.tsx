import { type CampaignListItem, MESSAGES } from '@giapha/contract';
import { formatVnd } from '@giapha/genealogy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import {
  bankDonation,
  CAMPAIGN_ID,
  ledgerAnswer,
  ok,
  sampleCampaign,
  sampleDonation,
} from '../components/ledger.testing.ts';
import { AdminCampaignDetailPage } from './AdminCampaignDetailPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

/** GET /api/campaigns?slug as the server answers it: the campaign with exactly that slug, or none. */
function campaignsBySlug(campaigns: CampaignListItem[]) {
  return (call: StubbedCall) => {
    const matching = campaigns.filter((campaign) => campaign.slug === call.query.get('slug'));
    return { status: 200, body: { success: true, data: matching, total: matching.length } };
  };
}

const qrAnswer = () =>
  ok({
    qr: 'data:image/png;base64,iVBORw0KGgo=',
    svg: '<svg/>',
    payload: '000201010211',
    amount: null,
    transferNote: 'NHATHO26',
    bankAccount: {
      bankBin: '970436',
      bankShortName: 'Vietcombank',
      bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
      accountNumber: '0123456789',
      accountHolder: 'NGUYEN VAN AN',
      branch: null,
    },
  });

function renderPage(slug = 'xay-nha-tho') {
  return renderAdminRoutes(
    [
      { path: '/admin/campaigns/detail/:slug', element: <AdminCampaignDetailPage /> },
      { path: '/admin/campaigns', element: <p>Danh sách chiến dịch (trang)</p> },
      { path: '/admin/campaigns/update/:id', element: <p>Trang sửa chiến dịch</p> },
    ],
    `/admin/campaigns/detail/${slug}`,
  );
}

describe('AdminCampaignDetailPage', () => {
  it('loads the campaign by its slug and shows its figures, QR, links and ledger', async () => {
    const calls = stubApi({
      '/api/campaigns': campaignsBySlug([sampleCampaign()]),
      '/api/campaign/qr': qrAnswer,
      '/api/campaignTransactions': ledgerAnswer([sampleDonation(), bankDonation()]),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Xây nhà thờ họ' })).toBeTruthy();
    const lookup = calls.find((call) => call.path === '/api/campaigns');
    expect(lookup?.query.get('slug')).toBe('xay-nha-tho');
    expect(screen.getByText('Đang nhận đóng góp')).toBeTruthy();
    expect(screen.getByText('NHATHO26', { selector: 'code' })).toBeTruthy();

    const figures = screen.getByLabelText('Số liệu chính');
    expect(within(figures).getByText('Đã nhận').nextSibling?.textContent).toBe(formatVnd(12_500_000));
    expect(within(figures).getByText('Mục tiêu').nextSibling?.textContent).toBe(formatVnd(500_000_000));
    expect(within(figures).getByText('Số khoản đóng góp').nextSibling?.textContent).toBe('3');

    expect(screen.getByRole('link', { name: 'Sửa chiến dịch' }).getAttribute('href')).toBe(
      `/admin/campaigns/update/${CAMPAIGN_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Xem trang công khai' }).getAttribute('href')).toBe(
      '/campaigns/xay-nha-tho.html',
    );

    const qr = screen.getByRole('region', { name: 'Mã QR chuyển khoản' });
    expect(
      await within(qr).findByRole('img', { name: /Mã VietQR chuyển khoản vào Vietcombank/ }),
    ).toBeTruthy();
    expect(within(qr).getByText('NGUYEN VAN AN')).toBeTruthy();

    // The ledger tab is open first.
    const table = await screen.findByRole('table', { name: 'Sổ công đức' });
    expect(await within(table).findByText('Nguyễn Văn An')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/campaignTransactions')?.query.get('campaignId')).toBe(
      CAMPAIGN_ID,
    );
  });

  it('a draft has no public page yet; a campaign without a goal says so', async () => {
    stubApi({
      '/api/campaigns': campaignsBySlug([
        sampleCampaign({ status: 'draft', goalAmount: null, bankAccountId: null }),
      ]),
      '/api/campaignTransactions': ledgerAnswer([]),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Xây nhà thờ họ' })).toBeTruthy();
    expect(screen.getByText('Nháp')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Xem trang công khai' })).toBeNull();
    expect(screen.getByText('Không đặt mục tiêu')).toBeTruthy();
    expect(screen.getByText(/Chưa chọn tài khoản nhận tiền/)).toBeTruthy();
    expect(await screen.findByText(/Chưa có khoản đóng góp nào/)).toBeTruthy();
  });

  it('an unknown slug shows “Không tìm thấy chiến dịch” and the way back', async () => {
    stubApi({ '/api/campaigns': campaignsBySlug([sampleCampaign()]) });
    renderPage('khong-co');
    expect(await screen.findByRole('heading', { name: MESSAGES.campaignNotFound })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Về danh sách chiến dịch' }));
    expect(await screen.findByText('Danh sách chiến dịch (trang)')).toBeTruthy();
  });

  it('a failed load says why and tries again', async () => {
    let fail = true;
    stubApi({
      '/api/campaigns': (call) =>
        fail
          ? { status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } }
          : campaignsBySlug([sampleCampaign()])(call),
      '/api/campaign/qr': qrAnswer,
      '/api/campaignTransactions': ledgerAnswer([]),
    });
    renderPage();
    expect(await screen.findByText('Không tải được chiến dịch')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Xây nhà thờ họ' })).toBeTruthy();
  });

  it('assigning an unassigned transfer refreshes the campaign’s figures', async () => {
    const stray = bankDonation({ id: 'd0000009-0000-4000-8000-000000000009', campaignId: null, version: 2 });
    let raised = 12_500_000;
    const calls = stubApi({
      '/api/campaigns': (call) => campaignsBySlug([sampleCampaign({ raisedAmount: raised })])(call),
      '/api/campaign/qr': qrAnswer,
      '/api/campaignTransactions': (call) =>
        ledgerAnswer(call.query.get('unassigned') === 'true' && raised === 12_500_000 ? [stray] : [])(call),
      '/api/campaignTransaction': () => {
        raised += stray.amount;
        return ok({ ...stray, campaignId: CAMPAIGN_ID, version: 3 }, MESSAGES.donationUpdated);
      },
    });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Chuyển khoản chưa gán' }));
    expect(router.state.location.search).toBe('?tab=unassigned');

    await userEvent.click(await screen.findByRole('button', { name: /^Gán vào chiến dịch này/ }));
    const figures = screen.getByLabelText('Số liệu chính');
    await waitFor(() =>
      expect(within(figures).getByText('Đã nhận').nextSibling?.textContent).toBe(formatVnd(14_500_000)),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ campaignId: CAMPAIGN_ID, version: 2 });
  });

  it('opens on the tab named in the address: the import wizard', async () => {
    stubApi({ '/api/campaigns': campaignsBySlug([sampleCampaign()]), '/api/campaign/qr': qrAnswer });
    renderPage('xay-nha-tho?tab=import');
    expect(await screen.findByText('Kéo thả tệp sao kê vào đây')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Nhập sao kê' }).getAttribute('aria-selected')).toBe('true');
  });
});

import { type BankAccount, type Campaign, MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedAnswer, type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { MB_ID, mbBankAccount, sampleBankAccount, VCB_ID } from '../../../test/bank-samples.ts';
import { fieldError } from '../../../test/form-fields.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { CampaignCreatePage } from '../pages/CampaignCreatePage.tsx';
import { CampaignUpdatePage } from '../pages/CampaignUpdatePage.tsx';
import { campaignBodyOf, emptyCampaignForm, typedTransferCode } from './CampaignFormValues.ts';

// Tiptap's typing needs a real browser: here the editor's lazy part is a plain textarea with its name.
vi.mock(
  '../../../components/RichTextEditorImpl.tsx',
  () => import('../../../test/rich-text-editor-stub.tsx'),
);

const CAMPAIGN_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const vcb = sampleBankAccount({ id: VCB_ID, isDefault: true });
const mb = mbBankAccount();

function sampleCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: CAMPAIGN_ID,
    slug: 'tu-bo-nha-tho-ho',
    title: 'Tu bổ nhà thờ họ',
    summary: 'Lợp lại mái ngói nhà thờ',
    coverImage: null,
    description: '<p>Nhà thờ họ xuống cấp.</p>',
    goalAmount: 300_000_000,
    startDate: '2026-03-01',
    endDate: '2026-06-30',
    status: 'open',
    transferCode: 'TUBO26',
    ledgerPrivacy: 'code',
    raisedAmount: 45_000_000,
    donationCount: 12,
    createdAt: '2026-02-01T00:00:00.000Z',
    bankAccountId: VCB_ID,
    hasLedgerCode: true,
    updatedAt: '2026-02-02T00:00:00.000Z',
    version: 3,
    bankAccount: {
      bankBin: vcb.bankBin,
      bankShortName: vcb.bankShortName,
      bankName: vcb.bankName,
      accountNumber: vcb.accountNumber,
      accountHolder: vcb.accountHolder,
      branch: vcb.branch,
    },
    ...overrides,
  };
}

const banksOf = (accounts: BankAccount[]) => () => ({
  status: 200,
  body: { success: true, data: accounts, total: accounts.length },
});

function renderForm(path: string) {
  return renderAdminRoutes(
    [
      { path: '/admin/campaigns/create', element: <CampaignCreatePage /> },
      { path: '/admin/campaigns/update/:id', element: <CampaignUpdatePage /> },
      { path: '/admin/campaigns', element: <p>Danh sách chiến dịch</p> },
    ],
    path,
  );
}

/** `/api/campaign`: a read answers `loaded`, a `write` answers `written`. */
const campaignEndpoint =
  (loaded: Campaign, write: 'POST' | 'PUT', written: StubbedAnswer) =>
  (call: StubbedCall): StubbedAnswer =>
    call.method === write ? written : { status: 200, body: { success: true, data: loaded } };

/** The server's answer to a save that went through. */
const saved = (message: string, campaign: Campaign, status = 200): StubbedAnswer => ({
  status,
  body: { success: true, message, data: campaign },
});

const writes = (calls: StubbedCall[], method: 'POST' | 'PUT') =>
  calls.filter((call) => call.method === method && call.path === '/api/campaign');

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('campaign form values', () => {
  it('the transfer code keeps letters and digits, upper case, without diacritics', () => {
    expect(typedTransferCode('quỹ họ 26')).toBe('QUYHO26');
    expect(typedTransferCode('Đền-Thờ_2026!')).toBe('DENTHO2026');
    expect(typedTransferCode('A'.repeat(20))).toBe('A'.repeat(15));
  });

  it('the goal is whole đồng or null; a blank ledger code is left out', () => {
    const empty = emptyCampaignForm(null);
    expect(campaignBodyOf({ ...empty, goalAmount: '' }).goalAmount).toBeNull();
    expect(campaignBodyOf({ ...empty, goalAmount: 500_000_000 }).goalAmount).toBe(500_000_000);
    expect(campaignBodyOf({ ...empty, goalAmount: '1.500.000 ₫' }).goalAmount).toBe(1_500_000);
    expect(campaignBodyOf({ ...empty, ledgerPrivacy: 'code', ledgerCode: '  ' })).not.toHaveProperty(
      'ledgerCode',
    );
    expect(campaignBodyOf({ ...empty, ledgerPrivacy: 'code', ledgerCode: ' 1234 ' }).ledgerCode).toBe('1234');
    expect(campaignBodyOf({ ...empty, ledgerPrivacy: 'public', ledgerCode: '1234' })).not.toHaveProperty(
      'ledgerCode',
    );
  });
});

describe('creating a campaign', () => {
  it('sends the goal as whole đồng, the default account and the code as typed, then opens the edit page', async () => {
    const calls = stubApi({
      '/api/banks': banksOf([vcb, mb]),
      '/api/campaign': campaignEndpoint(
        sampleCampaign(),
        'POST',
        saved(
          MESSAGES.campaignCreated,
          sampleCampaign({ status: 'draft', ledgerPrivacy: 'public', hasLedgerCode: false }),
          201,
        ),
      ),
      '/api/campaign/qr': () => ({ status: 404, body: { success: false, message: 'Not Found' } }),
    });
    const { router } = renderForm('/admin/campaigns/create');

    const title = await screen.findByRole('textbox', { name: /Tên chiến dịch/ });
    await userEvent.type(title, 'Quỹ tu bổ nhà thờ họ');
    expect(screen.getByRole('textbox', { name: 'Đường dẫn' })).toHaveProperty(
      'value',
      'quy-tu-bo-nha-tho-ho',
    );
    const goal = screen.getByRole('textbox', { name: /Số tiền mục tiêu/ });
    await userEvent.type(goal, '500000000');
    expect(goal).toHaveProperty('value', '500.000.000 ₫');
    // The default account is chosen for a new campaign.
    const account = screen.getByRole('combobox', { name: /Tài khoản nhận tiền/ });
    await waitFor(() => expect(account).toHaveProperty('value', 'Vietcombank · 0123 4567 89'));
    await userEvent.type(screen.getByRole('textbox', { name: /Mã chuyển khoản/ }), 'quỹ họ 26');
    expect(screen.getByRole('textbox', { name: /Mã chuyển khoản/ })).toHaveProperty('value', 'QUYHO26');

    await userEvent.click(screen.getByRole('button', { name: 'Tạo chiến dịch' }));
    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0]?.body).toEqual({
      title: 'Quỹ tu bổ nhà thờ họ',
      slug: 'quy-tu-bo-nha-tho-ho',
      summary: null,
      coverImage: null,
      description: '',
      goalAmount: 500_000_000,
      startDate: null,
      endDate: null,
      status: 'draft',
      bankAccountId: VCB_ID,
      transferCode: 'QUYHO26',
      ledgerPrivacy: 'public',
    });
    // Saved as a draft: the toast says plainly that only admins see it until it is opened.
    expect(await screen.findByText('Đã lưu chiến dịch ở dạng nháp')).toBeTruthy();
    expect(
      screen.getByText(
        'Chỉ quản trị viên nhìn thấy chiến dịch này. Người đóng góp chưa thấy cho đến khi bạn bấm “Mở nhận đóng góp”.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(MESSAGES.campaignCreated)).toBeNull();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/campaigns/update/${CAMPAIGN_ID}`),
    );
  }, 30_000);

  it('says what is missing before sending: the title, and a first ledger code', async () => {
    const calls = stubApi({ '/api/banks': banksOf([]) });
    renderForm('/admin/campaigns/create');
    await userEvent.click(await screen.findByRole('radio', { name: 'Cần mã để xem' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tạo chiến dịch' }));

    const title = screen.getByRole('textbox', { name: /Tên chiến dịch/ });
    await waitFor(() => expect(fieldError(title)).toBe(MESSAGES.campaignTitleRequired));
    expect(fieldError(screen.getByLabelText(/Mã xem sổ công đức/))).toBe(MESSAGES.ledgerCodeRequired);
    expect(writes(calls, 'POST')).toHaveLength(0);
    // No account yet: the form says so and links to adding one.
    expect(screen.getByText(/Dòng họ chưa có tài khoản ngân hàng/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Thêm tài khoản ngân hàng/ }).getAttribute('href')).toBe(
      '/settings/create-bank-account',
    );
  }, 15_000);

  it('opening without an account shows the server’s message on the account field', async () => {
    const calls = stubApi({
      '/api/banks': banksOf([]),
      '/api/campaign': () => ({
        status: 400,
        body: {
          success: false,
          message: MESSAGES.campaignBankRequired,
          errors: [{ field: 'bankAccountId', message: MESSAGES.campaignBankRequired }],
        },
      }),
    });
    renderForm('/admin/campaigns/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Tên chiến dịch/ }), 'Giỗ Tổ 2026');
    await userEvent.click(screen.getByRole('radio', { name: 'Mở nhận đóng góp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tạo chiến dịch' }));

    await waitFor(() => expect(writes(calls, 'POST')).toHaveLength(1));
    expect(writes(calls, 'POST')[0]?.body).toMatchObject({ status: 'open', bankAccountId: null });
    const account = screen.getByRole('combobox', { name: /Tài khoản nhận tiền/ });
    await waitFor(() => expect(fieldError(account)).toBe(MESSAGES.campaignBankRequired));
    expect(toastStore.get().some((t) => t.summary === MESSAGES.campaignBankRequired)).toBe(true);
  }, 15_000);

  it('a transfer code already in use (409) is shown on its field', async () => {
    stubApi({
      '/api/banks': banksOf([vcb]),
      '/api/campaign': () => ({ status: 409, body: { success: false, message: MESSAGES.transferCodeTaken } }),
    });
    renderForm('/admin/campaigns/create');
    await userEvent.type(await screen.findByRole('textbox', { name: /Tên chiến dịch/ }), 'Khuyến học');
    await userEvent.type(screen.getByRole('textbox', { name: /Mã chuyển khoản/ }), 'KH26');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo chiến dịch' }));
    const code = screen.getByRole('textbox', { name: /Mã chuyển khoản/ });
    await waitFor(() => expect(fieldError(code)).toBe(MESSAGES.transferCodeTaken));
    expect(screen.queryByText('Dữ liệu đã thay đổi')).toBeNull();
  }, 15_000);
});

describe('a draft campaign', () => {
  it('says only admins see it and opens it for donations right there', async () => {
    const calls = stubApi({
      '/api/banks': banksOf([vcb]),
      '/api/campaign': campaignEndpoint(
        sampleCampaign({ status: 'draft' }),
        'PUT',
        saved(MESSAGES.campaignUpdated, sampleCampaign({ status: 'open', version: 4 })),
      ),
      '/api/campaign/qr': () => ({ status: 404, body: { success: false, message: 'Not Found' } }),
    });
    renderForm(`/admin/campaigns/update/${CAMPAIGN_ID}`);

    const notice = await screen.findByRole('alert', {
      name: 'Chiến dịch đang là bản nháp: chỉ quản trị viên nhìn thấy',
    });
    await userEvent.click(within(notice).getByRole('button', { name: 'Mở nhận đóng góp' }));
    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(1));
    expect(writes(calls, 'PUT')[0]?.body).toEqual({ status: 'open', version: 3 });
    expect(await screen.findByText('Đã mở nhận đóng góp')).toBeTruthy();
  }, 30_000);

  it('without an account the button waits and says why', async () => {
    stubApi({
      '/api/banks': banksOf([]),
      '/api/campaign': () => ({
        status: 200,
        body: {
          success: true,
          data: sampleCampaign({ status: 'draft', bankAccountId: null, bankAccount: null }),
        },
      }),
    });
    renderForm(`/admin/campaigns/update/${CAMPAIGN_ID}`);
    const notice = await screen.findByRole('alert', {
      name: 'Chiến dịch đang là bản nháp: chỉ quản trị viên nhìn thấy',
    });
    expect(within(notice).getByText(new RegExp(MESSAGES.campaignBankRequired))).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Mở nhận đóng góp' })).toHaveProperty('disabled', true);
  }, 30_000);
});

describe('editing a campaign', () => {
  const qrAnswer = () => ({
    status: 200,
    body: {
      success: true,
      data: {
        qr: 'data:image/png;base64,iVBORw0KGgo=',
        svg: '<svg></svg>',
        payload: '000201010211…',
        amount: null,
        transferNote: 'TUBO26',
        bankAccount: sampleCampaign().bankAccount,
      },
    },
  });

  it('shows the QR code with the account printed beside it and saves with the loaded version', async () => {
    const calls = stubApi({
      '/api/banks': banksOf([vcb, mb]),
      '/api/campaign': campaignEndpoint(
        sampleCampaign(),
        'PUT',
        saved(MESSAGES.campaignUpdated, sampleCampaign({ goalAmount: 350_000_000, version: 4 })),
      ),
      '/api/campaign/qr': qrAnswer,
    });
    renderForm(`/admin/campaigns/update/${CAMPAIGN_ID}`);

    const qr = await screen.findByRole('img', { name: 'Mã VietQR chuyển khoản vào Vietcombank 0123456789' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    const beside = screen.getByTestId('campaign-qr-account').textContent;
    expect(beside).toContain('Vietcombank');
    expect(beside).toContain('0123 4567 89');
    expect(beside).toContain('NGUYEN VAN AN');
    expect(beside).toContain('TUBO26');
    expect(screen.getByText(/Đã đặt mã. Để trống để giữ mã hiện tại/)).toBeTruthy();

    const goal = screen.getByRole('textbox', { name: /Số tiền mục tiêu/ });
    expect(goal).toHaveProperty('value', '300.000.000 ₫');
    await userEvent.clear(goal);
    await userEvent.type(goal, '350000000');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(writes(calls, 'PUT')).toHaveLength(1));
    const put = writes(calls, 'PUT')[0];
    expect(put?.query.get('id')).toBe(CAMPAIGN_ID);
    expect(put?.body).toMatchObject({
      title: 'Tu bổ nhà thờ họ',
      goalAmount: 350_000_000,
      startDate: '2026-03-01',
      endDate: '2026-06-30',
      status: 'open',
      bankAccountId: VCB_ID,
      transferCode: 'TUBO26',
      ledgerPrivacy: 'code',
      version: 3,
    });
    // A blank code keeps the one already set.
    expect(put?.body).not.toHaveProperty('ledgerCode');
    expect(await screen.findByText(MESSAGES.campaignUpdated)).toBeTruthy();
  }, 30_000);

  it('changing the account says the QR follows once saved; a stale version offers to reload', async () => {
    const calls = stubApi({
      '/api/banks': banksOf([vcb, mb]),
      '/api/campaign': campaignEndpoint(sampleCampaign(), 'PUT', {
        status: 409,
        body: { success: false, message: 'Dữ liệu đã được người khác cập nhật, vui lòng tải lại' },
      }),
      '/api/campaign/qr': qrAnswer,
    });
    renderForm(`/admin/campaigns/update/${CAMPAIGN_ID}`);
    await screen.findByRole('img', { name: /Mã VietQR/ });
    await userEvent.click(screen.getByRole('combobox', { name: /Tài khoản nhận tiền/ }));
    await userEvent.click(await screen.findByRole('option', { name: /MB Bank/ }));
    expect(
      screen.getByText('Bạn đã đổi tài khoản hoặc mã chuyển khoản: lưu để cập nhật mã QR.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Dữ liệu đã thay đổi')).toBeTruthy();
    expect(writes(calls, 'PUT')[0]?.body).toMatchObject({ bankAccountId: MB_ID, version: 3 });
    const gets = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/campaign').length;
    const before = gets();
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    await waitFor(() => expect(gets()).toBeGreaterThan(before));
  }, 30_000);

  it('an unknown campaign says it was not found', async () => {
    stubApi({
      '/api/banks': banksOf([]),
      '/api/campaign': () => ({ status: 404, body: { success: false, message: MESSAGES.campaignNotFound } }),
    });
    renderForm(`/admin/campaigns/update/${CAMPAIGN_ID}`);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy chiến dịch' })).toBeTruthy();
  });
});

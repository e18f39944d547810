import {
  type CampaignQr,
  type HonourRollEntry,
  LEDGER_GRANT_HEADER,
  MESSAGES,
  type PublicBankAccount,
  type PublicCampaign,
  type PublicDonation,
} from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, type StubbedAnswer, type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { matchMediaWith } from '../../../test/media-query.ts';
import { notFound, ok, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { ledgerAnswer } from '../components/ledger.testing.ts';
import { CampaignDetailPage } from './CampaignDetailPage.tsx';

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const DETAIL = [{ path: '/campaigns/:slug', element: <CampaignDetailPage /> }];
const CAMPAIGN_ID = '0b8f5a7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

const ACCOUNT: PublicBankAccount = {
  bankBin: '970436',
  bankShortName: 'Vietcombank',
  bankName: 'Ngân hàng TMCP Ngoại Thương Việt Nam',
  accountNumber: '0011004455667',
  accountHolder: 'NGUYEN VAN DUC',
  branch: 'Chi nhánh Nam Định',
};

function campaign(fields: Partial<PublicCampaign> = {}): PublicCampaign {
  return {
    id: CAMPAIGN_ID,
    slug: 'xay-nha-tho',
    title: 'Tu bổ nhà thờ họ Nguyễn',
    summary: 'Chung tay tu bổ nhà thờ trước Giỗ Tổ.',
    coverImage: '/uploads/nha-tho.jpg',
    goalAmount: 500_000_000,
    startDate: '2026-03-01',
    endDate: '2026-12-31',
    status: 'open',
    transferCode: 'QUYHO26',
    ledgerPrivacy: 'public',
    raisedAmount: 1_700_000,
    donationCount: 3,
    createdAt: '2026-02-20T00:00:00.000Z',
    description: '<h2>Vì sao cần tu bổ</h2><p>Mái ngói đã <strong>dột nát</strong>.</p>',
    bankAccount: ACCOUNT,
    ...fields,
  };
}

function qrAnswer(call: StubbedCall): StubbedAnswer {
  const amount = call.query.get('amount');
  const qr: CampaignQr = {
    qr: `data:image/png;base64,QR${amount ?? 'none'}`,
    svg: '<svg></svg>',
    payload: '000201',
    amount: amount ? Number(amount) : null,
    transferNote: 'QUYHO26',
    bankAccount: ACCOUNT,
  };
  return ok(qr);
}

const DONATIONS: PublicDonation[] = [
  {
    id: 'd1',
    donorName: 'Nguyễn Văn An',
    amount: 1_000_000,
    note: 'Kính dâng tổ tiên',
    paidAt: '2026-03-05T03:30:00.000Z',
  },
  { id: 'd2', donorName: 'Nhà hảo tâm', amount: 500_000, note: null, paidAt: '2026-03-04T01:00:00.000Z' },
  { id: 'd3', donorName: 'Trần Thị Bình', amount: 200_000, note: null, paidAt: '2026-03-03T01:00:00.000Z' },
];

const HONOUR: HonourRollEntry[] = [
  { donorName: 'Nguyễn Văn An', totalAmount: 3_000_000, donationCount: 2 },
  { donorName: 'Trần Thị Bình', totalAmount: 2_000_000, donationCount: 1 },
  { donorName: 'Lê Văn Cường', totalAmount: 1_000_000, donationCount: 1 },
  { donorName: 'Phạm Thị Dung', totalAmount: 500_000, donationCount: 1 },
];

const honourAnswer: StubbedAnswer = {
  status: 200,
  body: { success: true, data: HONOUR, total: HONOUR.length },
};

const forbidden: StubbedAnswer = { status: 403, body: { success: false, message: MESSAGES.ledgerLocked } };

/** The `x-ledger-grant` header of every request to `path`, in order. */
function grantHeadersSent(path: string): (string | undefined)[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => {
      const headers = init?.headers;
      return headers && !(headers instanceof Headers) && !Array.isArray(headers)
        ? headers[LEDGER_GRANT_HEADER]
        : undefined;
    });
}

function qrAmounts(calls: StubbedCall[]): (string | null)[] {
  return calls
    .filter((call) => call.path === '/api/public/campaign/qr')
    .map((call) => call.query.get('amount'));
}

/** An open campaign with a public ledger: the page, its QR, the ledger and the honour roll answer. */
function stubOpenCampaign(): StubbedCall[] {
  return stubApi({
    '/api/public/setting': () => demoSetting,
    '/api/public/campaign/xay-nha-tho': () => ok(campaign()),
    '/api/public/campaign/qr': qrAnswer,
    '/api/public/campaignTransactions': ledgerAnswer(DONATIONS),
    '/api/public/campaignHonourRoll': () => honourAnswer,
  });
}

describe('CampaignDetailPage', () => {
  it('shows the campaign, its QR with the account printed beside it, the ledger and the honour roll', async () => {
    matchMediaWith((query) => query === '(min-width: 48em)');
    const calls = stubOpenCampaign();
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho.html');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tu bổ nhà thờ họ Nguyễn' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/public/campaign/xay-nha-tho')).toBe(true);
    expect(screen.getByText('Từ 01/03/2026 đến 31/12/2026')).toBeTruthy();
    expect(screen.getByText('Đang nhận đóng góp')).toBeTruthy();
    // The story: the server's sanitized HTML.
    expect(screen.getByRole('heading', { level: 2, name: 'Vì sao cần tu bổ' })).toBeTruthy();
    expect(screen.getByText('dột nát').tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toBe('Tu bổ nhà thờ họ Nguyễn · Họ Nguyễn — Làng Demo'));

    // The code without an amount first, and everything a donor needs printed next to it.
    const panel = screen.getByRole('region', { name: 'Đóng góp qua chuyển khoản' });
    const qr = await within(panel).findByRole('img', {
      name: /Mã QR chuyển khoản đến Vietcombank 0011004455667/,
    });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,QRnone');
    expect(qrAmounts(calls)).toEqual([null]);
    expect(within(panel).getByText('Vietcombank')).toBeTruthy();
    expect(within(panel).getByText('Ngân hàng TMCP Ngoại Thương Việt Nam')).toBeTruthy();
    expect(within(panel).getByText('0011004455667')).toBeTruthy();
    expect(within(panel).getByText('NGUYEN VAN DUC')).toBeTruthy();
    expect(within(panel).getByText('QUYHO26')).toBeTruthy();
    expect(within(panel).getByText('Bạn tự nhập khi chuyển khoản')).toBeTruthy();
    expect(within(panel).getByText(/Mở ứng dụng ngân hàng, quét mã QR/)).toBeTruthy();

    // The ledger, with its total over every donation.
    const ledger = screen.getByRole('region', { name: 'Sổ công đức' });
    expect((await within(ledger).findByText(/Tổng cộng:/)).textContent).toBe(
      'Tổng cộng: 1.700.000\u00A0₫ từ 3 lượt đóng góp',
    );
    // A wide screen gets a table, loaded when asked for (phones get cards: see below).
    const table = await within(ledger).findByRole('table', { name: 'Sổ công đức' });
    const firstRow = within(table).getAllByRole('row')[1];
    expect(firstRow?.textContent).toContain('Nguyễn Văn An');
    expect(firstRow?.textContent).toContain('1.000.000\u00A0₫');
    expect(firstRow?.textContent).toContain('Kính dâng tổ tiên');
    expect(firstRow?.textContent).toMatch(/05\/03\/2026 \d\d:30/);
    expect(within(table).getByText('Nhà hảo tâm')).toBeTruthy();
    expect(grantHeadersSent('/api/public/campaignTransactions')).toEqual([undefined]);

    // The honour roll, largest first, the first three with medals.
    const honour = screen.getByRole('region', { name: 'Bảng vàng công đức' });
    const entries = await within(honour).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      '1Nguyễn Văn An2 lượt đóng góp3.000.000\u00A0₫',
      '2Trần Thị Bình1 lượt đóng góp2.000.000\u00A0₫',
      '3Lê Văn Cường1 lượt đóng góp1.000.000\u00A0₫',
      '4Phạm Thị Dung1 lượt đóng góp500.000\u00A0₫',
    ]);
    expect(entries.map((entry) => entry.getAttribute('data-medal'))).toEqual([
      'gold',
      'silver',
      'bronze',
      null,
    ]);
  });

  it('regenerates the QR for the amount chosen, typed amounts with thousand separators', async () => {
    const calls = stubOpenCampaign();
    const user = userEvent.setup();
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho.html');
    const panel = await screen.findByRole('region', { name: 'Đóng góp qua chuyển khoản' });
    await within(panel).findByRole('img', { name: /Mã QR/ });

    await user.click(within(panel).getByRole('radio', { name: /^200\.000\s₫$/ }));
    await waitFor(() => expect(qrAmounts(calls)).toEqual([null, '200000']));
    await waitFor(() =>
      expect(within(panel).getByRole('img', { name: /Mã QR/ }).getAttribute('src')).toBe(
        'data:image/png;base64,QR200000',
      ),
    );
    expect(within(panel).getByRole('img', { name: /số tiền 200\.000\s₫/ })).toBeTruthy();
    expect(
      within(panel)
        .getAllByText('200.000 ₫')
        .some((node) => node.tagName === 'P'),
    ).toBe(true);

    await user.click(within(panel).getByRole('radio', { name: 'Số khác' }));
    const input = within(panel).getByRole('textbox', { name: 'Số tiền khác' });
    await user.type(input, '1500000');
    expect(input).toHaveProperty('value', '1.500.000');
    // Typing is debounced: one request for the whole amount, not one per digit.
    await waitFor(() => expect(qrAmounts(calls).at(-1)).toBe('1500000'), { timeout: 2000 });
    expect(qrAmounts(calls).filter((amount) => amount !== null && amount !== '200000')).toEqual(['1500000']);
    await waitFor(() => expect(within(panel).getByText('1.500.000 ₫')).toBeTruthy());

    // Too small for a transfer: said under the field, the code goes back to no amount.
    await user.clear(input);
    await user.type(input, '500');
    expect(await within(panel).findByText('Số tiền tối thiểu 1.000 ₫', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('copies the account number and the transfer note', async () => {
    stubOpenCampaign();
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho.html');
    const panel = await screen.findByRole('region', { name: 'Đóng góp qua chuyển khoản' });

    await user.click(within(panel).getByRole('button', { name: 'Sao chép số tài khoản' }));
    expect(writeText).toHaveBeenLastCalledWith('0011004455667');
    expect(await screen.findByText('Đã sao chép')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(writeText).toHaveBeenLastCalledWith('QUYHO26');
    expect(await navigator.clipboard.readText()).toBe('QUYHO26');
  });

  it('on a phone the ledger is a card per donation, and no table is loaded', async () => {
    matchMediaWith(() => false);
    stubOpenCampaign();
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho.html');
    const ledger = await screen.findByRole('region', { name: 'Sổ công đức' });
    const cards = await within(ledger).findByRole('list', { name: 'Sổ công đức' });
    expect(within(cards).getAllByRole('listitem')[0]?.textContent).toContain('Nguyễn Văn An');
    expect(within(ledger).queryByRole('table')).toBeNull();
  });

  it('a closed campaign shows no QR, a notice, and still its ledger', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaign/xay-nha-tho': () => ok(campaign({ status: 'closed' })),
      '/api/public/campaignTransactions': ledgerAnswer(DONATIONS),
      '/api/public/campaignHonourRoll': () => honourAnswer,
    });
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu bổ nhà thờ họ Nguyễn' })).toBeTruthy();
    expect(screen.getAllByText('Chiến dịch đã kết thúc').length).toBeGreaterThan(0);
    expect(screen.queryByRole('img', { name: /Mã QR/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sao chép số tài khoản' })).toBeNull();
    expect(await screen.findByText(/Tổng cộng:/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/public/campaign/qr')).toBe(false);
  });

  it('a private ledger asks for the code: a wrong one is refused, the right one opens the ledger', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaign/xay-nha-tho': () => ok(campaign({ ledgerPrivacy: 'code' })),
      '/api/public/campaign/qr': qrAnswer,
      '/api/campaign/verify-otp': (call) =>
        call.body !== null &&
        typeof call.body === 'object' &&
        'otp' in call.body &&
        call.body.otp === 'hoNguyen2026'
          ? ok({ grant: 'grant-1', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() })
          : { status: 400, body: { success: false, message: MESSAGES.ledgerCodeWrong } },
      '/api/public/campaignTransactions': ledgerAnswer(DONATIONS),
      '/api/public/campaignHonourRoll': () => honourAnswer,
    });
    const user = userEvent.setup();
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho.html');

    const ledger = await screen.findByRole('region', { name: 'Sổ công đức' });
    expect(within(ledger).getByText(MESSAGES.ledgerLocked)).toBeTruthy();
    const field = within(ledger).getByRole('textbox', { name: 'Mã xem sổ công đức' });
    // Nothing of the ledger is asked for without a grant.
    expect(calls.some((call) => call.path === '/api/public/campaignTransactions')).toBe(false);
    expect(calls.some((call) => call.path === '/api/public/campaignHonourRoll')).toBe(false);

    await user.click(within(ledger).getByRole('button', { name: 'Xem sổ công đức' }));
    expect(within(ledger).getByText(MESSAGES.ledgerCodeRequired)).toBeTruthy();

    await user.type(field, 'sai-ma');
    await user.click(within(ledger).getByRole('button', { name: 'Xem sổ công đức' }));
    expect(await within(ledger).findByText(MESSAGES.ledgerCodeWrong)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'hoNguyen2026');
    await user.click(within(ledger).getByRole('button', { name: 'Xem sổ công đức' }));
    expect(calls.filter((call) => call.path === '/api/campaign/verify-otp').at(-1)?.body).toEqual({
      otp: 'hoNguyen2026',
      campaignId: CAMPAIGN_ID,
    });
    expect(await within(ledger).findByText(/Tổng cộng:/)).toBeTruthy();
    expect(screen.getByText(MESSAGES.ledgerCodeAccepted)).toBeTruthy();
    expect(grantHeadersSent('/api/public/campaignTransactions')).toEqual(['grant-1']);
    const honour = screen.getByRole('region', { name: 'Bảng vàng công đức' });
    expect(await within(honour).findByText('Lê Văn Cường')).toBeTruthy();
    expect(grantHeadersSent('/api/public/campaignHonourRoll')).toEqual(['grant-1']);
    // Kept for the tab's session, so a reload does not ask again.
    expect(window.sessionStorage.getItem(`gp_ledger_grant:${CAMPAIGN_ID}`)).toContain('grant-1');
  });

  it('too many wrong codes show the lock message', async () => {
    const lock = MESSAGES.ledgerCodeLocked.replace('{minutes}', '15');
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaign/xay-nha-tho': () => ok(campaign({ ledgerPrivacy: 'code', status: 'closed' })),
      '/api/campaign/verify-otp': () => ({ status: 429, body: { success: false, message: lock } }),
    });
    const user = userEvent.setup();
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho.html');
    const ledger = await screen.findByRole('region', { name: 'Sổ công đức' });
    await user.type(within(ledger).getByRole('textbox', { name: 'Mã xem sổ công đức' }), '1234');
    await user.click(within(ledger).getByRole('button', { name: 'Xem sổ công đức' }));
    expect((await within(ledger).findByRole('alert')).textContent).toBe(lock);
  });

  it('an expired grant is dropped and the code prompt comes back', async () => {
    window.sessionStorage.setItem(
      `gp_ledger_grant:${CAMPAIGN_ID}`,
      JSON.stringify({ grant: 'old-grant', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaign/xay-nha-tho': () => ok(campaign({ ledgerPrivacy: 'code', status: 'closed' })),
      '/api/public/campaignTransactions': () => forbidden,
      '/api/public/campaignHonourRoll': () => forbidden,
    });
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho.html');
    const ledger = await screen.findByRole('region', { name: 'Sổ công đức' });
    expect(await within(ledger).findByRole('textbox', { name: 'Mã xem sổ công đức' })).toBeTruthy();
    expect(grantHeadersSent('/api/public/campaignTransactions')).toEqual(['old-grant']);
    expect(window.sessionStorage.getItem(`gp_ledger_grant:${CAMPAIGN_ID}`)).toBeNull();
  });

  it('an unknown campaign says it cannot be found, with a way back', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaign/khong-co': () => notFound,
    });
    renderPublicRoutes(DETAIL, '/campaigns/khong-co.html');
    expect(await screen.findByRole('heading', { name: MESSAGES.campaignNotFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang đóng góp' }).getAttribute('href')).toBe('/campaigns');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).toBeNull();
  });

  it('a failed load offers a retry', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaign/xay-nha-tho': () => ({
        status: 500,
        body: { success: false, message: 'Đã có lỗi xảy ra' },
      }),
    });
    renderPublicRoutes(DETAIL, '/campaigns/xay-nha-tho');
    expect(await screen.findByText('Không thể tải chiến dịch')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
  });
});

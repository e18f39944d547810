import type { PublicCampaignListItem } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { list, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { CampaignsPage } from './CampaignsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CAMPAIGNS = [{ path: '/campaigns', element: <CampaignsPage /> }];

function campaignItem(
  fields: Partial<PublicCampaignListItem> & Pick<PublicCampaignListItem, 'id' | 'title'>,
): PublicCampaignListItem {
  return {
    slug: fields.id,
    summary: null,
    coverImage: null,
    goalAmount: null,
    startDate: null,
    endDate: null,
    status: 'open',
    transferCode: 'QUYHO26',
    ledgerPrivacy: 'public',
    raisedAmount: 0,
    donationCount: 0,
    createdAt: '2026-02-20T00:00:00.000Z',
    ...fields,
  };
}

const NHA_THO = campaignItem({
  id: 'xay-nha-tho',
  title: 'Tu bổ nhà thờ họ Nguyễn',
  summary: 'Chung tay tu bổ nhà thờ trước Giỗ Tổ.',
  coverImage: '/uploads/nha-tho.jpg',
  goalAmount: 500_000_000,
  raisedAmount: 125_000_000,
  donationCount: 42,
});
const KHUYEN_HOC = campaignItem({
  id: 'khuyen-hoc-2025',
  title: 'Quỹ khuyến học 2025',
  status: 'closed',
  goalAmount: 50_000_000,
  raisedAmount: 60_000_000,
  endDate: '2025-09-01',
});

describe('CampaignsPage', () => {
  it('shows a card per campaign with its progress and the way to donate', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaigns': () => list([NHA_THO, KHUYEN_HOC]),
    });
    renderPublicRoutes(CAMPAIGNS, '/campaigns');

    expect(await screen.findByRole('heading', { level: 1, name: 'Đóng góp, gây quỹ' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Đóng góp, gây quỹ · Họ Nguyễn — Làng Demo'));
    const cards = await screen.findAllByTestId('campaign-card');
    expect(cards).toHaveLength(2);
    const [openCard, closedCard] = cards;
    if (!openCard || !closedCard) throw new Error('two cards expected');

    const open = within(openCard);
    expect(open.getByRole('heading', { level: 3, name: 'Tu bổ nhà thờ họ Nguyễn' })).toBeTruthy();
    expect(open.getByRole('link', { name: 'Tu bổ nhà thờ họ Nguyễn' }).getAttribute('href')).toBe(
      '/campaigns/xay-nha-tho.html',
    );
    expect(open.getByText('Chung tay tu bổ nhà thờ trước Giỗ Tổ.')).toBeTruthy();
    expect(open.getByText('Đang nhận đóng góp')).toBeTruthy();
    expect(open.getByText('42 lượt đóng góp')).toBeTruthy();
    expect(open.getByTestId('campaign-progress').textContent).toContain(
      '125.000.000\u00A0₫ / 500.000.000\u00A0₫',
    );
    expect(open.getByRole('progressbar', { name: 'Đã đạt 25% mục tiêu' })).toBeTruthy();
    expect(open.getByRole('link', { name: 'Đóng góp: Tu bổ nhà thờ họ Nguyễn' }).getAttribute('href')).toBe(
      '/campaigns/xay-nha-tho.html',
    );

    // A campaign that is over: no donate button, its page still open to read the ledger.
    const closed = within(closedCard);
    expect(closed.getAllByText('Đã kết thúc').length).toBeGreaterThan(0);
    expect(closed.getByTestId('campaign-progress').textContent).toContain('120%');
    expect(closed.queryByRole('link', { name: /^Đóng góp/ })).toBeNull();
    expect(closed.getByRole('link', { name: 'Xem chiến dịch: Quỹ khuyến học 2025' })).toBeTruthy();

    const call = calls.find((c) => c.path === '/api/public/campaigns');
    expect(call?.query.get('limit')).toBe('9');
    expect(call?.query.get('offset')).toBe('0');
    expect(call?.query.has('status')).toBe(false);
  });

  it('filters the campaigns that are over, and pages through them', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaigns': (call) =>
        call.query.get('status') === 'closed' ? list([KHUYEN_HOC], 12) : list([NHA_THO, KHUYEN_HOC]),
    });
    const user = userEvent.setup();
    const { router } = renderPublicRoutes(CAMPAIGNS, '/campaigns');
    await screen.findAllByTestId('campaign-card');

    await user.click(screen.getByRole('radio', { name: 'Đã kết thúc' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed'));
    await waitFor(() => expect(screen.getAllByTestId('campaign-card')).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed&page=2'));
    const last = calls.filter((call) => call.path === '/api/public/campaigns').at(-1);
    expect(last?.query.get('status')).toBe('closed');
    expect(last?.query.get('offset')).toBe('9');
  });

  it('a clan without campaigns says so', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaigns': () => list([]),
    });
    renderPublicRoutes(CAMPAIGNS, '/campaigns');
    expect(await screen.findByText('Dòng họ chưa mở chiến dịch gây quỹ nào')).toBeTruthy();
    expect(screen.queryByTestId('campaign-card')).toBeNull();
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/campaigns': () =>
        fail ? { status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } } : list([NHA_THO]),
    });
    const user = userEvent.setup();
    renderPublicRoutes(CAMPAIGNS, '/campaigns');
    expect(await screen.findByText('Không thể tải danh sách chiến dịch')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('campaign-card')).toBeTruthy();
  });
});

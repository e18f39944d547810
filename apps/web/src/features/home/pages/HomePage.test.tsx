import type { PublicCampaignListItem } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import {
  blogItem,
  list,
  notFound,
  renderPublicRoutes,
  section,
  settingWith,
} from '../../../test/public-pages.tsx';
import { publicTree } from '../../../test/tree-samples.ts';
import { HomePage } from './HomePage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOME = [{ path: '/', element: <HomePage /> }];

const NHA_THO: PublicCampaignListItem = {
  id: 'c-1',
  slug: 'xay-nha-tho',
  title: 'Tu bổ nhà thờ họ Nguyễn',
  summary: null,
  coverImage: null,
  goalAmount: 500_000_000,
  startDate: null,
  endDate: null,
  status: 'open',
  transferCode: 'QUYHO26',
  ledgerPrivacy: 'public',
  raisedAmount: 125_000_000,
  donationCount: 42,
  createdAt: '2026-02-20T00:00:00.000Z',
};

const SECTIONS = [
  section({
    id: 's1',
    type: 'hero',
    title: 'Uống nước nhớ nguồn',
    subtitle: 'Trang gia phả của con cháu họ Nguyễn',
    linkLabel: 'Xem gia phả',
    linkUrl: '/family-tree',
  }),
  section({ id: 's2', type: 'featuredPosts', title: 'Tin tức dòng họ', itemLimit: 4, categoryId: 'k1' }),
  section({
    id: 's3',
    type: 'richText',
    title: 'Lịch sử dòng họ',
    content: '<p>Cụ Thủy tổ <strong>Nguyễn Văn Phúc</strong> lập làng năm 1650.</p>',
  }),
  section({ id: 's4', type: 'treeTeaser', title: 'Cây gia phả', treeId: 't2' }),
  section({ id: 's5', type: 'upcomingEvents', title: null }),
  section({ id: 's6', type: 'campaigns', title: 'Đóng góp xây nhà thờ' }),
];

describe('HomePage', () => {
  it('builds the page from the sections, in their order', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/sections': () => list(SECTIONS),
      '/api/public/blogs': () =>
        list([
          blogItem({ id: 'le-gio-to', title: 'Lễ Giỗ Tổ năm Bính Ngọ', summary: 'Thư mời con cháu về dự.' }),
          blogItem({ id: 'hop-ho', title: 'Họp họ cuối năm' }),
        ]),
      '/api/public/events': () => list([]),
      '/api/public/campaigns': () => list([NHA_THO]),
      '/api/public/trees': () =>
        list([
          publicTree({ _id: 't1', name: 'Gia phả họ Nguyễn' }),
          publicTree({
            _id: 't2',
            name: 'Chi Nguyễn Văn Đức',
            type: 'split',
            sourceTreeId: 't1',
            personCount: 42,
            generationCount: 6,
          }),
        ]),
    });
    renderPublicRoutes(HOME, '/');

    const hero = await screen.findByRole('heading', { level: 1, name: 'Uống nước nhớ nguồn' });
    expect(screen.getByText('Trang gia phả của con cháu họ Nguyễn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem gia phả' }).getAttribute('href')).toBe('/family-tree');

    // Every block's heading, in the admin's order (the events block takes its type's name).
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => text !== null);
    expect(headings).toEqual([
      'Tin tức dòng họ',
      'Lịch sử dòng họ',
      'Cây gia phả',
      'Sự kiện sắp tới',
      'Đóng góp xây nhà thờ',
    ]);
    expect(hero.compareDocumentPosition(screen.getByText('Tin tức dòng họ'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    // Featured posts: as many as the block asks for, from its category, with a way to all the news.
    expect(await screen.findByRole('link', { name: 'Lễ Giỗ Tổ năm Bính Ngọ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lễ Giỗ Tổ năm Bính Ngọ' }).getAttribute('href')).toBe(
      '/blogs/le-gio-to.html',
    );
    expect(screen.getAllByText('15/03/2026')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Xem tất cả/ }).getAttribute('href')).toBe('/blogs');
    const blogCall = calls.find((call) => call.path === '/api/public/blogs');
    expect(blogCall?.query.get('limit')).toBe('4');
    expect(blogCall?.query.get('categoryId')).toBe('k1');

    // Free text: the server's sanitized HTML, rendered.
    expect(screen.getByText('Nguyễn Văn Phúc').tagName).toBe('STRONG');

    // The teaser shows the tree the admin chose and opens it in the viewer.
    expect(await screen.findByRole('heading', { level: 3, name: 'Chi Nguyễn Văn Đức' })).toBeTruthy();
    expect(screen.getByText('42 người')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem cây gia phả' }).getAttribute('href')).toBe(
      '/family-tree?id=t2',
    );

    // No event ahead yet: a friendly empty state and the way to the calendar.
    expect(screen.getByText('Chưa có sự kiện sắp tới')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Xem lịch sự kiện/ }).getAttribute('href')).toBe('/events');

    // The open campaigns, as many as the block asks for, each with how far it got.
    const campaigns = screen.getByRole('region', { name: 'Đóng góp xây nhà thờ' });
    const card = await within(campaigns).findByTestId('campaign-card');
    expect(within(card).getByRole('link', { name: 'Tu bổ nhà thờ họ Nguyễn' }).getAttribute('href')).toBe(
      '/campaigns/xay-nha-tho.html',
    );
    expect(within(card).getByTestId('campaign-progress').textContent).toContain(
      '125.000.000\u00A0₫ / 500.000.000\u00A0₫',
    );
    expect(
      within(campaigns)
        .getByRole('link', { name: /Xem các chiến dịch/ })
        .getAttribute('href'),
    ).toBe('/campaigns');
    const campaignCall = calls.find((call) => call.path === '/api/public/campaigns');
    expect(campaignCall?.query.get('status')).toBe('open');
    expect(campaignCall?.query.get('limit')).toBe('3');
  });

  it('a campaigns block without an open campaign says so and links to all campaigns', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/sections': () => list([section({ id: 's1', type: 'campaigns' })]),
      '/api/public/campaigns': () => list([]),
    });
    renderPublicRoutes(HOME, '/');
    const block = await screen.findByRole('region', { name: 'Chiến dịch đang gây quỹ' });
    expect(await within(block).findByText('Chưa có chiến dịch gây quỹ nào đang diễn ra')).toBeTruthy();
    expect(
      within(block)
        .getByRole('link', { name: /Xem các chiến dịch/ })
        .getAttribute('href'),
    ).toBe('/campaigns');
  });

  it('fills an empty hero from the setting: site name, slogan and banner', async () => {
    stubApi({
      '/api/public/setting': () => settingWith({ slogan: 'Con cháu một nhà', banner: '/uploads/banner.jpg' }),
      '/api/public/sections': () => list([section({ id: 's1', type: 'hero' })]),
    });
    const { container } = renderPublicRoutes(HOME, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Họ Nguyễn — Làng Demo' })).toBeTruthy();
    expect(screen.getByText('Con cháu một nhà')).toBeTruthy();
    expect(container.querySelector('[data-section="hero"] img')?.getAttribute('src')).toBe(
      '/uploads/banner.jpg',
    );
  });

  it('a tree teaser without a chosen tree shows the first whole tree', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/sections': () => list([section({ id: 's1', type: 'treeTeaser' })]),
      '/api/public/trees': () =>
        list([
          publicTree({ _id: 't2', name: 'Chi Đức', type: 'split', sourceTreeId: 't1' }),
          publicTree({ _id: 't1', name: 'Gia phả họ Nguyễn' }),
        ]),
    });
    renderPublicRoutes(HOME, '/');
    const teaser = await screen.findByRole('region', { name: 'Cây gia phả' });
    expect(await within(teaser).findByRole('heading', { name: 'Gia phả họ Nguyễn' })).toBeTruthy();
    expect(within(teaser).getByRole('link', { name: 'Xem cây gia phả' }).getAttribute('href')).toBe(
      '/family-tree?id=t1',
    );
  });

  it('a clan without sections gets the welcome card', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/sections': () => list([]),
    });
    renderPublicRoutes(HOME, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Họ Nguyễn — Làng Demo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem cây gia phả' }).getAttribute('href')).toBe('/family-tree');
    expect(screen.getByRole('link', { name: 'Đăng ký thành viên' }).getAttribute('href')).toBe(
      '/auth/register-member',
    );
  });

  it('a failed load says so, offers a retry and still welcomes the visitor', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/public/sections': () => ({ status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } }),
    });
    renderPublicRoutes(HOME, '/');
    expect(await screen.findByText('Không thể tải nội dung trang chủ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Họ Nguyễn — Làng Demo' })).toBeTruthy();
  });

  it('a domain without a clan offers to register one', async () => {
    const calls = stubApi({ '/api/public/setting': () => notFound });
    renderPublicRoutes(HOME, '/');
    expect(await screen.findByRole('heading', { name: /Chưa có dòng họ/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Đăng ký dòng họ mới' })).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/public/sections')).toBe(false));
  });
});

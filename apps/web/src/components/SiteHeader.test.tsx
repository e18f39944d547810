import type { PublicMenuItem } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../test/api-stub.ts';
import { list, renderPublicRoutes, settingWith } from '../test/public-pages.tsx';
import { SiteFooter, SiteHeader } from './SiteHeader.tsx';

/** happy-dom applies Mantine's media queries (`hiddenFrom`, `visibleFrom`) to the window's width. */
function setViewportWidth(width: number): void {
  const happyDOM: unknown = Reflect.get(window, 'happyDOM');
  if (typeof happyDOM === 'object' && happyDOM !== null && 'setViewport' in happyDOM) {
    const setViewport: unknown = happyDOM.setViewport;
    if (typeof setViewport === 'function') setViewport.call(happyDOM, { width, height: 768 });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  setViewportWidth(1024);
});

const PAGE = [
  {
    path: '*',
    element: (
      <>
        <SiteHeader />
        <SiteFooter />
      </>
    ),
  },
];

const MENU: PublicMenuItem[] = [
  { id: 'm1', label: 'Trang chủ', url: '/', openInNewTab: false, children: [] },
  {
    id: 'm2',
    label: 'Giới thiệu',
    url: '/blogs?category=gioi-thieu',
    openInNewTab: false,
    children: [
      { id: 'm21', label: 'Lịch sử dòng họ', url: '/blogs/lich-su.html', openInNewTab: false },
      {
        id: 'm22',
        label: 'Nhà thờ họ trên Facebook',
        url: 'https://facebook.com/honguyen',
        openInNewTab: false,
      },
    ],
  },
  { id: 'm3', label: 'Cây gia phả', url: '/family-tree', openInNewTab: false },
  { id: 'm4', label: 'Cổng thông tin xã', url: 'https://xa.example.vn', openInNewTab: true },
].map((item) => ({ children: [], ...item }));

/** The desktop bar, once the setting has loaded (the drawer's nav only exists while it is open). */
function mainNav() {
  return screen.findByRole('navigation', { name: 'Điều hướng chính' });
}

describe('SiteHeader', () => {
  it('shows the clan menu, with a dropdown for an item that has sub-items', async () => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/menus': () => list(MENU) });
    renderPublicRoutes(PAGE, '/family-tree');

    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'Cây gia phả' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Cây gia phả' }).getAttribute('aria-current')).toBe('page');
    // The clan's own menu replaces the default links.
    expect(within(nav).queryByRole('link', { name: 'Album ảnh' })).toBeNull();

    // An outside site opens in a new tab, cut off from this page.
    const external = within(nav).getByRole('link', { name: 'Cổng thông tin xã' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');

    const opener = within(nav).getByRole('button', { name: 'Giới thiệu' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(opener);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const dropdown = opener.parentElement;
    if (!dropdown) throw new Error('the dropdown button has no list beside it');
    const history = within(dropdown).getByRole('link', { name: 'Lịch sử dòng họ' });
    expect(history.getAttribute('href')).toBe('/blogs/lich-su.html');
    // The parent's own page is the first entry.
    const entries = within(dropdown).getAllByRole('link');
    expect(entries[0]?.textContent).toBe('Giới thiệu');
    expect(entries[0]?.getAttribute('href')).toBe('/blogs?category=gioi-thieu');
    const facebook = within(dropdown).getByRole('link', { name: 'Nhà thờ họ trên Facebook' });
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('nests sub-items under their parent in the phone drawer', async () => {
    setViewportWidth(360);
    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/menus': () => list(MENU) });
    renderPublicRoutes(PAGE, '/');

    await userEvent.click(await screen.findByRole('button', { name: 'Mở menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Giới thiệu' }).getAttribute('href')).toBe(
      '/blogs?category=gioi-thieu',
    );
    expect(within(drawer).getByRole('link', { name: 'Lịch sử dòng họ' }).getAttribute('href')).toBe(
      '/blogs/lich-su.html',
    );
    expect(within(drawer).getByRole('link', { name: 'Trang chủ' }).getAttribute('aria-current')).toBe('page');

    // Following a link closes the drawer.
    await userEvent.click(within(drawer).getByRole('link', { name: 'Cây gia phả' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['has no menu items', () => list([])],
    ['menu cannot be loaded', () => ({ status: 500, body: { success: false, message: 'Đã có lỗi xảy ra' } })],
  ])('falls back to the default links when the clan %s', async (_case, answer) => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/menus': answer });
    renderPublicRoutes(PAGE, '/');
    const nav = await mainNav();
    for (const label of ['Trang chủ', 'Tin tức', 'Gia phả', 'Sự kiện', 'Album ảnh', 'Đóng góp', 'Liên hệ']) {
      expect(await within(nav).findByRole('link', { name: label })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Tin tức' }).getAttribute('href')).toBe('/blogs');
  });

  it('shows the logo when the clan has one, else the site name', async () => {
    stubApi({
      '/api/public/setting': () => settingWith({ logo: '/uploads/logo.png' }),
      '/api/public/menus': () => list([]),
    });
    renderPublicRoutes(PAGE, '/');
    const logo = await screen.findByRole('img', { name: 'Họ Nguyễn — Làng Demo' });
    expect(logo.getAttribute('src')).toBe('/uploads/logo.png');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
  });

  it('keeps the sign-in button of the user menu', async () => {
    stubApi({ '/api/public/setting': () => demoSetting, '/api/public/menus': () => list([]) });
    renderPublicRoutes(PAGE, '/');
    expect((await screen.findByRole('link', { name: 'Đăng nhập' })).getAttribute('href')).toBe('/auth/login');
  });
});

describe('SiteFooter', () => {
  it('shows the clan, its contact details and social pages, and the guide and contact links', async () => {
    stubApi({
      '/api/public/setting': () =>
        settingWith({
          slogan: 'Uống nước nhớ nguồn',
          footerText: 'Ban liên lạc họ Nguyễn',
          contact: {
            address: 'Thôn Đông, xã Demo',
            phone: '0912 345 678',
            email: 'banlienlac@honguyen.vn',
            mapUrl: 'https://maps.example.com/nha-tho',
          },
          social: { facebook: 'https://facebook.com/honguyen', youtube: null, zalo: null, tiktok: null },
        }),
      '/api/public/menus': () => list([]),
    });
    renderPublicRoutes(PAGE, '/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Uống nước nhớ nguồn')).toBeTruthy();
    expect(within(footer).getByText('Ban liên lạc họ Nguyễn')).toBeTruthy();
    expect(within(footer).getByText('Thôn Đông, xã Demo')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: '0912 345 678' }).getAttribute('href')).toBe(
      'tel:0912345678',
    );
    expect(within(footer).getByRole('link', { name: 'banlienlac@honguyen.vn' }).getAttribute('href')).toBe(
      'mailto:banlienlac@honguyen.vn',
    );
    const map = within(footer).getByRole('link', { name: 'Xem bản đồ' });
    expect(map.getAttribute('href')).toBe('https://maps.example.com/nha-tho');
    expect(map.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(footer).getByRole('link', { name: 'Facebook' }).getAttribute('target')).toBe('_blank');
    expect(within(footer).getByRole('link', { name: 'Hướng dẫn sử dụng' }).getAttribute('href')).toBe(
      '/guide',
    );
    expect(within(footer).getByRole('link', { name: 'Liên hệ' }).getAttribute('href')).toBe('/contact');
  });
});

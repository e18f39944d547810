import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { renderPublicRoutes, settingWith } from '../../../test/public-pages.tsx';
import { ContactPage } from './ContactPage.tsx';
import { GuidePage } from './GuidePage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('shows how to reach the clan: address, phone, email, map and social pages', async () => {
    stubApi({
      '/api/public/setting': () =>
        settingWith({
          contact: {
            address: 'Nhà thờ họ, thôn Đông',
            phone: '+84 912 345 678',
            email: 'lienhe@honguyen.vn',
            mapUrl: 'https://maps.example.com/nha-tho',
          },
          social: { facebook: null, youtube: 'https://youtube.com/@honguyen', zalo: null, tiktok: null },
        }),
    });
    renderPublicRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact');
    expect(await screen.findByText('Nhà thờ họ, thôn Đông')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+84 912 345 678' }).getAttribute('href')).toBe(
      'tel:+84912345678',
    );
    expect(screen.getByRole('link', { name: 'lienhe@honguyen.vn' }).getAttribute('href')).toBe(
      'mailto:lienhe@honguyen.vn',
    );
    const map = screen.getByRole('link', { name: 'Xem bản đồ' });
    expect(map.getAttribute('href')).toBe('https://maps.example.com/nha-tho');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'YouTube' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says so when the clan has not filled in its contact details', async () => {
    stubApi({ '/api/public/setting': () => demoSetting });
    renderPublicRoutes([{ path: '/contact', element: <ContactPage /> }], '/contact');
    expect(await screen.findByText('Dòng họ chưa cập nhật thông tin liên hệ')).toBeTruthy();
  });
});

describe('GuidePage', () => {
  it('walks through the site in numbered steps, ending with whom to call', async () => {
    stubApi({
      '/api/public/setting': () =>
        settingWith({ contact: { address: null, phone: '0912 345 678', email: null, mapUrl: null } }),
    });
    renderPublicRoutes([{ path: '/guide', element: <GuidePage /> }], '/guide');
    for (const title of [
      'Xem cây gia phả',
      'Đọc tin tức của dòng họ',
      'Đăng ký làm thành viên',
      'Đăng nhập',
      'Cần giúp đỡ?',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Gọi 0912 345 678' }).getAttribute('href')).toBe(
      'tel:0912345678',
    );
    expect(screen.getByRole('link', { name: 'Đăng ký thành viên' }).getAttribute('href')).toBe(
      '/auth/register-member',
    );
  });
});

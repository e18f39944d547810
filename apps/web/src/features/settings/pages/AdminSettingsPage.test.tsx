import { MESSAGES, type SiteSetting } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { AdminSettingsPage } from './AdminSettingsPage.tsx';

const setting: SiteSetting = {
  clanId: 'c1',
  domain: 'demo',
  siteName: 'Họ Nguyễn — Làng Demo',
  slogan: 'Uống nước nhớ nguồn',
  description: null,
  logo: null,
  favicon: null,
  banner: null,
  primaryColor: '#8a1c1c',
  contact: { address: 'Thôn Đông, xã Demo', phone: null, email: null, mapUrl: null },
  social: { facebook: null, youtube: null, zalo: null, tiktok: null },
  footerText: null,
  dateFormat: 'mm/dd/yy',
  kinshipRegion: 'north',
  version: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function settingEndpoint(onPut: (call: StubbedCall) => { status: number; body: unknown }) {
  return (call: StubbedCall) =>
    call.method === 'PUT' ? onPut(call) : { status: 200, body: { success: true, data: setting } };
}

const saved = () => ({
  status: 200,
  body: { success: true, data: { ...setting, version: 4 }, message: MESSAGES.settingUpdated },
});

function renderPage(path = '/admin/settings') {
  return renderAdminRoutes([{ path: '/admin/settings', element: <AdminSettingsPage /> }], path);
}

/** Puts text in a field in one go: typing it key by key is slow and proves nothing more here. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const puts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('AdminSettingsPage', () => {
  it('the preview follows the name and the colour as they are typed', async () => {
    stubApi({ '/api/setting': settingEndpoint(saved) });
    renderPage();

    const name = await screen.findByRole('textbox', { name: /Tên trang/ });
    await waitFor(() => expect(name).toHaveProperty('value', 'Họ Nguyễn — Làng Demo'));
    const preview = screen.getByRole('region', { name: 'Xem trước trang' });
    const header = within(preview).getByTestId('preview-header');
    expect(within(header).getByText('Họ Nguyễn — Làng Demo')).toBeTruthy();
    expect(within(preview).getByText('Uống nước nhớ nguồn')).toBeTruthy();

    await fill(name, 'Họ Trần Đông Sơn');
    expect(within(header).getByText('Họ Trần Đông Sơn')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Xanh chàm' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Màu chủ đạo/ }).value).toBe('#2e3a6e');
    await waitFor(() => expect(header.style.backgroundColor).toMatch(/#2e3a6e|rgb\(46, 58, 110\)/i));
    // The favicon is shown at both sizes, the default one until an address is given.
    expect(within(preview).getByTestId('favicon-16')).toBeTruthy();
    expect(screen.getByTestId('favicon-32')).toBeTruthy();
  }, 15_000);

  it('sends nothing while a value is invalid, brings its tab forward, then saves the checked values', async () => {
    const calls = stubApi({ '/api/setting': settingEndpoint(saved) });
    const { queryClient } = renderPage('/admin/settings?tab=contact');
    queryClient.setQueryData(['public', 'setting', 'demo'], setting);

    const email = await screen.findByRole('textbox', { name: 'Email' });
    await fill(email, 'khong-phai-email');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeTruthy();

    await fill(email, 'lienhe@hodemo.vn');
    await userEvent.click(screen.getByRole('tab', { name: 'Thông tin chung' }));
    const color = await screen.findByRole('textbox', { name: /Màu chủ đạo/ });
    await fill(color, 'đỏ');
    await userEvent.click(screen.getByRole('tab', { name: 'Liên hệ & mạng xã hội' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu cài đặt' }));
    // The colour's tab comes forward with the reason.
    expect(await screen.findByText(MESSAGES.colorInvalid)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Thông tin chung' }).getAttribute('aria-selected')).toBe('true');
    expect(puts(calls)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Vàng đồng' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      siteName: 'Họ Nguyễn — Làng Demo',
      slogan: 'Uống nước nhớ nguồn',
      description: null,
      logo: null,
      favicon: null,
      banner: null,
      primaryColor: '#9a6b12',
      dateFormat: 'mm/dd/yy',
      kinshipRegion: 'north',
      contact: { address: 'Thôn Đông, xã Demo', phone: null, email: 'lienhe@hodemo.vn', mapUrl: null },
      social: { facebook: null, youtube: null, zalo: null, tiktok: null },
      footerText: null,
      version: 3,
    });
    expect(await screen.findByText(MESSAGES.settingUpdated)).toBeTruthy();
    // The public site's setting is fetched again, so every page shows the change.
    expect(queryClient.getQueryState(['public', 'setting', 'demo'])?.isInvalidated).toBe(true);
  }, 20_000);

  it('shows the server’s field errors on their fields, on their tab', async () => {
    stubApi({
      '/api/setting': settingEndpoint(() => ({
        status: 400,
        body: {
          success: false,
          message: MESSAGES.invalidInput,
          errors: [{ field: 'social.facebook', message: MESSAGES.linkUrlInvalid }],
        },
      })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: /Ngày\/tháng\/năm/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    const facebook = await screen.findByRole('textbox', { name: 'Facebook' });
    await waitFor(() => expect(facebook.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(MESSAGES.linkUrlInvalid)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Liên hệ & mạng xã hội' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('a stale save says so and offers to reload; the next save carries the new version', async () => {
    let current = setting;
    const calls = stubApi({
      '/api/setting': (call) => {
        if (call.method !== 'PUT') return { status: 200, body: { success: true, data: current } };
        const sent =
          call.body && typeof call.body === 'object' && 'version' in call.body ? call.body.version : 0;
        if (sent !== current.version)
          return { status: 409, body: { success: false, message: MESSAGES.versionConflict } };
        return { status: 200, body: { success: true, data: current, message: MESSAGES.settingUpdated } };
      },
    });
    renderPage();
    const slogan = await screen.findByRole('textbox', { name: 'Khẩu hiệu' });
    await waitFor(() => expect(slogan).toHaveProperty('value', 'Uống nước nhớ nguồn'));
    current = { ...setting, banner: 'https://anh.example.vn/bia.jpg', version: 4 };
    await userEvent.type(slogan, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));

    expect(await screen.findByText('Dữ liệu đã thay đổi')).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.versionConflict).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Tải lại dữ liệu mới nhất' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Ảnh bìa' })).toHaveProperty(
        'value',
        'https://anh.example.vn/bia.jpg',
      ),
    );
    expect(slogan).toHaveProperty('value', 'Uống nước nhớ nguồn!');

    await userEvent.click(screen.getByRole('button', { name: 'Lưu cài đặt' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls).map((call) => call.body)).toMatchObject([
      { version: 3 },
      { version: 4, slogan: 'Uống nước nhớ nguồn!' },
    ]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { demoSetting, type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { RegisterMemberPage } from './RegisterMemberPage.tsx';

const available = { status: 200, body: { success: true, data: { available: true } } };

function renderPage() {
  // With the app's modals and toaster, transitions off (the picker's dropdown opens at once).
  return renderAdminRoutes(
    [
      { path: '/auth/register-member', element: <RegisterMemberPage /> },
      { path: '/auth/member-registration-success', element: <p>Đã gửi đăng ký</p> },
    ],
    '/auth/register-member',
  );
}

async function fillAccount() {
  await userEvent.type(screen.getByLabelText('Họ và tên'), 'Nguyễn Văn Đức');
  await userEvent.type(screen.getByLabelText(/^Tên đăng nhập/), 'nguyenvanduc');
  await userEvent.type(screen.getByLabelText('Email'), 'duc@example.com');
  await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'mat-khau-an-toan');
  await userEvent.type(screen.getByLabelText('Nhập lại mật khẩu'), 'mat-khau-an-toan');
}

function registered(call: StubbedCall) {
  return {
    status: 201,
    body: {
      success: true,
      message: 'Đăng ký thành công',
      data: {
        user: {
          id: 'u9',
          name: 'Nguyễn Văn Đức',
          username: 'nguyenvanduc',
          email: 'duc@example.com',
          role: 'user',
          status: 'pending',
          domain: 'demo',
          emailVerified: false,
          createdAt: '2026-03-05T09:00:00.000Z',
          updatedAt: '2026-03-05T09:00:00.000Z',
          version: 1,
        },
        clan: { _id: 'c1', clanName: 'Họ Nguyễn — Làng Demo', domain: 'demo' },
      },
      echo: call.body,
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('RegisterMemberPage: "Tôi là …"', () => {
  it('picks a person of the public trees and sends them with the registration', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/auth/check-username': () => available,
      '/api/auth/check-email': () => available,
      '/api/public/persons/search': () => ({
        status: 200,
        body: { success: true, data: [{ id: 'p9', name: 'Nguyễn Văn Đức', generation: 5, birthYear: 1990 }] },
      }),
      '/api/auth/register-member': registered,
    });
    renderPage();
    await fillAccount();
    await userEvent.type(screen.getByRole('textbox', { name: /Tôi là…/ }), 'nguyen van duc');
    await userEvent.click(await screen.findByRole('option', { name: 'Nguyễn Văn Đức' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Ghi chú cho quản trị viên/ }), 'Con ông Bình');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));

    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/register-member')?.body).toMatchObject({
        username: 'nguyenvanduc',
        personId: 'p9',
        personNote: 'Con ông Bình',
      }),
    );
    expect(calls.find((c) => c.path === '/api/public/persons/search')?.query.get('q')).toBe('nguyen van duc');
    expect(await screen.findByText('Đã gửi đăng ký')).toBeTruthy();
  }, 20_000);

  it('leaves the request out when nothing was chosen', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      '/api/auth/check-username': () => available,
      '/api/auth/check-email': () => available,
      '/api/auth/register-member': registered,
    });
    renderPage();
    await fillAccount();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi đăng ký' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/register-member')).toBe(true));
    const body = calls.find((c) => c.path === '/api/auth/register-member')?.body;
    expect(body).not.toHaveProperty('personId');
    expect(body).not.toHaveProperty('personNote');
  }, 20_000);
});

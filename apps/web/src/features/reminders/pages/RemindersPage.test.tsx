import type { MyReminders } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { RemindersPage } from './RemindersPage.tsx';
import { UnsubscribePage } from './UnsubscribePage.tsx';

afterEach(clearStubsAndToasts);

function settings(fields: Partial<MyReminders> = {}): MyReminders {
  return { mailEnabled: false, daysAhead: [7, 1], includeEvents: true, follows: [], upcoming: [], ...fields };
}

const ok = (data: unknown, message?: string) => ({ status: 200, body: { success: true, data, message } });

const branch = {
  _id: 'b1',
  name: 'Chi trưởng',
  description: null,
  treeId: 't1',
  treeName: 'Gia phả họ Nguyễn',
  rootPerson: { _id: 'p1', name: 'Nguyễn Văn Tổ' },
  personCount: 12,
  keepers: [],
  version: 1,
};

function renderPage(
  current: () => MyReminders,
  extra: Record<string, (call: StubbedCall) => { status: number; body: unknown }> = {},
) {
  const calls = stubApi({
    '/api/me/reminders': (call) =>
      call.method === 'PUT'
        ? ok({ ...current(), ...(call.body as object) }, 'Đã lưu cài đặt nhắc ngày giỗ')
        : ok(current()),
    '/api/branches': () => ok([branch]),
    ...extra,
  });
  renderAdminRoutes([{ path: '/settings/reminders', element: <RemindersPage /> }], '/settings/reminders');
  return calls;
}

describe('RemindersPage', () => {
  it('starts with mail off and the whole clan followed, and turns mail on', async () => {
    const calls = renderPage(() => settings());
    expect(await screen.findByRole('heading', { name: 'Nhắc ngày giỗ', level: 1 })).toBeTruthy();
    expect(
      await screen.findByText('Bạn chưa theo dõi chi hay người nào: bạn được nhắc ngày giỗ của cả dòng họ.'),
    ).toBeTruthy();
    const days = screen.getByRole('group', { name: 'Nhắc trước' });
    expect(within(days).getByRole('checkbox', { name: '7 ngày trước' })).toHaveProperty('checked', true);
    expect(within(days).getByRole('checkbox', { name: '1 ngày trước' })).toHaveProperty('checked', true);
    expect(within(days).getByRole('checkbox', { name: 'Trong ngày' })).toHaveProperty('checked', false);
    expect(screen.getByText('Không có ngày giỗ nào trong 60 ngày tới.')).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'Gửi thư nhắc ngày giỗ cho tôi' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      mailEnabled: true,
      daysAhead: [7, 1],
      includeEvents: true,
    });
    expect(await screen.findByText('Đã lưu cài đặt nhắc ngày giỗ')).toBeTruthy();
  });

  it('adds a day ahead, and allows no more than three', async () => {
    const calls = renderPage(() => settings({ daysAhead: [14, 7, 1] }));
    const days = await screen.findByRole('group', { name: 'Nhắc trước' });
    expect(within(days).getByRole('checkbox', { name: 'Trong ngày' })).toHaveProperty('disabled', true);
    await userEvent.click(within(days).getByRole('checkbox', { name: '14 ngày trước' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ daysAhead: [7, 1] });
  });

  it('follows a branch, and stops following after confirming', async () => {
    let current = settings();
    const calls = renderPage(() => current, {
      '/api/me/reminder-follows': () => {
        current = settings({ follows: [{ _id: 'f1', kind: 'branch', targetId: 'b1', name: 'Chi trưởng' }] });
        return {
          status: 201,
          body: {
            success: true,
            data: current.follows[0],
            message: 'Đã thêm vào danh sách theo dõi ngày giỗ',
          },
        };
      },
      '/api/me/reminder-follow/f1': () => {
        current = settings();
        return { status: 200, body: { success: true, message: 'Đã bỏ theo dõi' } };
      },
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Thêm một chi' }));
    await userEvent.click(await screen.findByRole('option', { name: /Chi trưởng — Gia phả họ Nguyễn/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Theo dõi chi' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/me/reminder-follows')?.body).toEqual({
        branchId: 'b1',
      }),
    );
    const followed = await screen.findByRole('list', { name: 'Đang theo dõi' });
    expect(within(followed).getByText('Chi trưởng')).toBeTruthy();

    await userEvent.click(within(followed).getByRole('button', { name: 'Bỏ theo dõi Chi trưởng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bỏ theo dõi' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bỏ theo dõi' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Đã bỏ theo dõi')).toBeTruthy();
  });
});

describe('UnsubscribePage', () => {
  it('changes nothing when opened, and stops the mail with its button', async () => {
    const calls = stubApi({
      '/api/public/reminders/unsubscribe': () => ({
        status: 200,
        body: { success: true, message: 'Bạn đã ngừng nhận thư nhắc ngày giỗ' },
      }),
    });
    renderAdminRoutes(
      [{ path: '/reminders/unsubscribe', element: <UnsubscribePage /> }],
      '/reminders/unsubscribe?user=u1&key=k1',
    );
    const button = await screen.findByRole('button', { name: 'Ngừng nhận thư nhắc' });
    expect(calls.some((c) => c.path === '/api/public/reminders/unsubscribe')).toBe(false);
    await userEvent.click(button);
    expect(await screen.findByText('Bạn đã ngừng nhận thư nhắc ngày giỗ')).toBeTruthy();
    const call = calls.find((c) => c.path === '/api/public/reminders/unsubscribe');
    expect(call?.method).toBe('POST');
    expect(call?.query.get('user')).toBe('u1');
    expect(call?.query.get('key')).toBe('k1');
  });

  it('says the link is incomplete without its key', async () => {
    stubApi({});
    renderAdminRoutes(
      [{ path: '/reminders/unsubscribe', element: <UnsubscribePage /> }],
      '/reminders/unsubscribe',
    );
    expect(await screen.findByText('Liên kết không đầy đủ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ngừng nhận thư nhắc' })).toBeNull();
  });
});

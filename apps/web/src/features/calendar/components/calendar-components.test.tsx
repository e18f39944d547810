import { MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { toastStore } from '../../../lib/toast.ts';
import { stubApi } from '../../../test/api-stub.ts';
import { clearStubsAndToasts } from '../../../test/list-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { signInAs } from '../../../test/sessions.ts';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';
import { BranchCalendarLink } from './BranchCalendarLink.tsx';
import { CalendarSubscribe } from './CalendarSubscribe.tsx';
import { MemberCalendarCard } from './MemberCalendarCard.tsx';

afterEach(() => {
  clearStubsAndToasts();
  sessionStore.clear();
  vi.restoreAllMocks();
});

const PRIVATE_URL =
  'https://demo.giapha.vn/api/public/calendar/member/u1/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/calendar.ics';
const NEW_URL =
  'https://demo.giapha.vn/api/public/calendar/member/u1/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB/calendar.ics';

function calendarAnswer(url: string, message?: string) {
  return {
    status: 200,
    body: { success: true, data: { url, webcalUrl: url.replace('https://', 'webcal://') }, message },
  };
}

function render(element: React.ReactElement) {
  return renderAdminRoutes([{ path: '/', element }], '/');
}

/** The three buttons of a feed, checked against the feed's https address. */
function expectFeedButtons(scope: HTMLElement, url: string) {
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  expect(within(scope).getByRole('link', { name: 'Thêm vào Google Calendar' }).getAttribute('href')).toBe(
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  expect(within(scope).getByRole('link', { name: 'Thêm vào Apple/iPhone' }).getAttribute('href')).toBe(
    webcal,
  );
  expect(within(scope).getByRole('button', { name: 'Sao chép địa chỉ' })).toBeTruthy();
}

describe('CalendarSubscribe', () => {
  it('offers the clan’s public feed to Google, Apple and by copying, with a short how-to', () => {
    stubApi({});
    render(<CalendarSubscribe />);
    const panel = screen.getByRole('region', { name: 'Theo dõi lịch giỗ của dòng họ' });
    const feed = `${window.location.origin}/api/public/calendar.ics?domain=demo`;
    expectFeedButtons(panel, feed);
    expect(panel.textContent).toContain('Lịch khác: sao chép địa chỉ');
  });
});

describe('BranchCalendarLink', () => {
  it('offers the branch’s feed', () => {
    stubApi({});
    const { container } = render(<BranchCalendarLink branchId="b-1" />);
    expect(screen.getByText('Lịch giỗ của chi')).toBeTruthy();
    expectFeedButtons(container, `${window.location.origin}/api/public/branch/b-1/calendar.ics?domain=demo`);
  });
});

describe('MemberCalendarCard', () => {
  it('shows the private address with its buttons, and changes it after a confirmation', async () => {
    signInAs('user');
    const calls = stubApi({
      '/api/me/calendar': () => calendarAnswer(PRIVATE_URL),
      '/api/me/calendar/reset': () => calendarAnswer(NEW_URL, MESSAGES.calendarAddressReset),
    });
    render(<MemberCalendarCard />);
    const card = await screen.findByRole('region', { name: 'Lịch giỗ riêng của bạn' });
    expect((await within(card).findByLabelText('Địa chỉ lịch riêng')).textContent).toBe(PRIVATE_URL);
    expectFeedButtons(card, PRIVATE_URL);

    await userEvent.click(within(card).getByRole('button', { name: 'Đổi địa chỉ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đổi địa chỉ lịch' });
    expect(dialog.textContent).toContain('Địa chỉ hiện tại sẽ ngừng hoạt động ngay');
    expect(calls.some((call) => call.path === '/api/me/calendar/reset')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đổi địa chỉ' }));
    await waitFor(() => expect(within(card).getByLabelText('Địa chỉ lịch riêng').textContent).toBe(NEW_URL));
    expect(calls.find((call) => call.path === '/api/me/calendar/reset')?.method).toBe('POST');
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.summary)).toContain(MESSAGES.calendarAddressReset),
    );
  });

  it('says when the address could not load', async () => {
    signInAs('user');
    stubApi({
      '/api/me/calendar': () => ({ status: 500, body: { success: false, message: 'Lỗi máy chủ' } }),
    });
    render(<MemberCalendarCard />);
    expect(await screen.findByText('Không thể tải địa chỉ lịch của bạn')).toBeTruthy();
    expect(screen.getByText('Lỗi máy chủ')).toBeTruthy();
  });
});

describe('AddToCalendarButton', () => {
  function catchDownloads() {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:gio');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    return saved;
  }

  it('downloads the public single-giỗ file for a visitor', async () => {
    const calls = stubApi({
      '/api/public/person/p-1/gio.ics': () => ({ status: 200, body: 'BEGIN:VCALENDAR' }),
    });
    const saved = catchDownloads();
    render(<AddToCalendarButton personId="p-1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào lịch' }));
    await waitFor(() => expect(saved).toEqual(['ngay-gio.ics blob:gio']));
    expect(calls.map((call) => call.path)).toEqual(['/api/public/person/p-1/gio.ics']);
  });

  it('asks the members’ route with the token when signed in, and says why a download failed', async () => {
    signInAs('user');
    const calls = stubApi({
      '/api/person/p-2/gio.ics': () => ({
        status: 404,
        body: { success: false, message: MESSAGES.gioNotFound },
      }),
    });
    render(<AddToCalendarButton personId="p-2" />);
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào lịch' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.summary)).toContain(MESSAGES.gioNotFound));
    expect(calls.map((call) => call.path)).toEqual(['/api/person/p-2/gio.ics']);
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
  });
});

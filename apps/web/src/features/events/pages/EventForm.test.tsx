import type { ClanEvent } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { sampleEvent, samplePerson } from '../../../test/event-samples.ts';
import { fieldError } from '../../../test/form-fields.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { EventCreatePage } from './EventCreatePage.tsx';
import { EventUpdatePage } from './EventUpdatePage.tsx';

// Tiptap's typing needs a real browser: here the editor's lazy part is a plain textarea with its name.
vi.mock(
  '../../../components/RichTextEditorImpl.tsx',
  () => import('../../../test/rich-text-editor-stub.tsx'),
);

function renderForm(path: string) {
  return renderAdminRoutes(
    [
      { path: '/admin/events/create', element: <EventCreatePage /> },
      { path: '/admin/events/update/:id', element: <EventUpdatePage /> },
      { path: '/admin/events', element: <p>Danh sách sự kiện</p> },
    ],
    path,
  );
}

/** The event the server would answer for what was sent. */
function savedEvent(body: unknown, base: ClanEvent = sampleEvent()): ClanEvent {
  const sent = typeof body === 'object' && body !== null ? body : {};
  const title = 'title' in sent && typeof sent.title === 'string' ? sent.title : base.title;
  return { ...base, title, version: base.version + 1 };
}

const created = (call: StubbedCall) => ({
  status: 201,
  body: { success: true, message: 'Đã tạo sự kiện', data: savedEvent(call.body) },
});

async function choose(label: string | RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The year list is long: type to narrow it, then pick. */
async function chooseYear(year: number, label: string) {
  const input = screen.getByRole('combobox', { name: /Năm âm lịch/ });
  await userEvent.clear(input);
  await userEvent.paste(String(year));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

const posted = (calls: StubbedCall[]) =>
  calls.find((call) => call.method === 'POST' && call.path === '/api/event');

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.clear();
});

describe('EventForm', () => {
  it('the Giỗ Tổ template fills the title, summary and lunar day; the event is created as sent', async () => {
    const calls = stubApi({ '/api/event': created });
    const { router } = renderForm('/admin/events/create');

    await userEvent.click(await screen.findByRole('radio', { name: 'Giỗ Tổ' }));
    expect(screen.getByRole('textbox', { name: /Tên sự kiện/ })).toHaveProperty('value', 'Giỗ Tổ');
    expect(screen.getByRole('textbox', { name: 'Đường dẫn' })).toHaveProperty('value', 'gio-to');
    expect(screen.getByRole('textbox', { name: /Tóm tắt/ })).toHaveProperty(
      'value',
      expect.stringContaining('cụ Thủy tổ'),
    );
    expect(screen.getByRole('radio', { name: 'Âm lịch hằng năm' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: /Ngày âm lịch/ })).toHaveProperty('value', 'Mùng 10');
    expect(screen.getByRole('combobox', { name: /Tháng âm lịch/ })).toHaveProperty('value', 'Tháng 3');
    expect(screen.getByText(/Tháng nhuận tính vào tháng thường/)).toBeTruthy();
    expect(screen.getByTestId('lunar-preview').textContent).toMatch(
      /^Lần tới: .+ \(ngày 10 tháng 3 năm .+\)$/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    await waitFor(() => expect(posted(calls)).toBeTruthy());
    expect(posted(calls)?.body).toMatchObject({
      title: 'Giỗ Tổ',
      slug: 'gio-to',
      calendar: 'lunarYearly',
      template: 'gioTo',
      lunar: { day: 10, month: 3, year: null, leap: false },
      personId: null,
      startDate: null,
      startTime: null,
    });
    expect(await screen.findByText('Đã tạo sự kiện')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/events/update/${sampleEvent().id}`),
    );
  });

  it('Thanh Minh and Tết templates: Thanh Minh has no lunar day, Tết is mùng 1 tháng Giêng', async () => {
    stubApi({});
    renderForm('/admin/events/create');
    await userEvent.click(await screen.findByRole('radio', { name: 'Tết Thanh Minh' }));
    expect(screen.getByRole('textbox', { name: /Tên sự kiện/ })).toHaveProperty('value', 'Tết Thanh Minh');
    expect(screen.getByRole('radio', { name: 'Thanh Minh' })).toHaveProperty('checked', true);
    expect(screen.getByTestId('thanh-minh-preview').textContent).toMatch(
      /^Thanh Minh năm \d{4}: .+, 0[45]\/04\/\d{4}\./,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Tết Nguyên Đán' }));
    expect(screen.getByRole('textbox', { name: /Tên sự kiện/ })).toHaveProperty('value', 'Tết Nguyên Đán');
    expect(screen.getByRole('combobox', { name: /Ngày âm lịch/ })).toHaveProperty('value', 'Mùng 1');
    expect(screen.getByRole('combobox', { name: /Tháng âm lịch/ })).toHaveProperty(
      'value',
      'Tháng 1 (Giêng)',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Sự kiện trống' }));
    expect(screen.getByRole('textbox', { name: /Tên sự kiện/ })).toHaveProperty('value', '');
  });

  it('a lunar date: day 30 of a short month and a leap month the year lacks are refused; the solar day shows live', async () => {
    const calls = stubApi({ '/api/event': created });
    renderForm('/admin/events/create');
    await userEvent.click(await screen.findByRole('radio', { name: 'Âm lịch' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Tên sự kiện/ }), 'Lễ mừng thọ');

    await chooseYear(2025, 'Ất Tỵ (2025)');
    await choose(/Tháng âm lịch/, 'Tháng 4');
    await choose(/Ngày âm lịch/, '30');
    const day = screen.getByRole('combobox', { name: /Ngày âm lịch/ });
    expect(fieldError(day)).toBe('Tháng 4 năm Ất Tỵ (2025) chỉ có 29 ngày');
    // 2025 has a leap sixth month only: the box stays off for the fourth.
    const leap = screen.getByRole('checkbox', { name: 'Tháng nhuận' });
    expect(leap).toHaveProperty('disabled', true);
    expect(screen.getByText('Năm Ất Tỵ (2025) nhuận tháng 6')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    expect(fieldError(screen.getByRole('combobox', { name: /Ngày âm lịch/ }))).toBe(
      'Tháng 4 năm Ất Tỵ (2025) chỉ có 29 ngày',
    );
    expect(posted(calls)).toBeUndefined();

    await choose(/Tháng âm lịch/, 'Tháng 6');
    expect(leap).toHaveProperty('disabled', false);
    await userEvent.click(leap);
    expect(fieldError(screen.getByRole('combobox', { name: /Ngày âm lịch/ }))).toBe(
      'Tháng 6 nhuận năm Ất Tỵ (2025) chỉ có 29 ngày',
    );
    await choose(/Ngày âm lịch/, 'Mùng 1');
    expect(screen.getByTestId('lunar-preview').textContent).toBe(
      'Dương lịch: Thứ Sáu, 25/07/2025 (ngày 1 tháng 6 nhuận năm Ất Tỵ)',
    );
    // Another year without that leap month unticks the box.
    await chooseYear(2026, 'Bính Ngọ (2026)');
    expect(leap).toHaveProperty('checked', false);
    expect(screen.getByText('Năm Bính Ngọ (2026) không có tháng nhuận')).toBeTruthy();
    await chooseYear(2025, 'Ất Tỵ (2025)');
    await userEvent.click(leap);

    await userEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    await waitFor(() => expect(posted(calls)).toBeTruthy());
    expect(posted(calls)?.body).toMatchObject({
      title: 'Lễ mừng thọ',
      calendar: 'lunar',
      lunar: { day: 1, month: 6, year: 2025, leap: true },
      startDate: null,
      personId: null,
    });
  }, 60_000);

  it('picking a deceased person fills the giỗ’s lunar day and month and the title', async () => {
    const person = samplePerson();
    const calls = stubApi({
      '/api/person/search': () => ({ status: 200, body: { success: true, data: [person], total: 1 } }),
      '/api/event': created,
    });
    renderForm('/admin/events/create');
    await userEvent.click(await screen.findByRole('radio', { name: 'Âm lịch hằng năm' }));

    const picker = screen.getByRole('combobox', { name: /Giỗ của ai/ });
    await userEvent.click(picker);
    await userEvent.type(picker, 'ca');
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/person/search' && call.query.get('search') === 'ca'),
      ).toBe(true),
    );
    expect(await screen.findByText('Đời 3 · 1890 – 1960 · Giỗ 19/3 âm lịch')).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: /Nguyễn Văn Cả/ }));

    expect(screen.getByRole('textbox', { name: /Tên sự kiện/ })).toHaveProperty('value', 'Giỗ Nguyễn Văn Cả');
    expect(screen.getByRole('textbox', { name: 'Đường dẫn' })).toHaveProperty('value', 'gio-nguyen-van-ca');
    expect(screen.getByRole('combobox', { name: /Ngày âm lịch/ })).toHaveProperty('value', '19');
    expect(screen.getByRole('combobox', { name: /Tháng âm lịch/ })).toHaveProperty('value', 'Tháng 3');

    await userEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    await waitFor(() => expect(posted(calls)).toBeTruthy());
    expect(posted(calls)?.body).toMatchObject({
      title: 'Giỗ Nguyễn Văn Cả',
      calendar: 'lunarYearly',
      personId: person.id,
      lunar: { day: 19, month: 3, year: null, leap: false },
    });
  });

  it('says what is missing and sends nothing; the server’s field errors show under their fields', async () => {
    const calls = stubApi({
      '/api/event': () => ({
        status: 409,
        body: {
          success: false,
          message: 'Đường dẫn này đã được dùng cho sự kiện khác',
          errors: [{ field: 'slug', message: 'Đường dẫn này đã được dùng cho sự kiện khác' }],
        },
      }),
    });
    renderForm('/admin/events/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo sự kiện' }));
    expect(fieldError(screen.getByRole('textbox', { name: /Tên sự kiện/ }))).toBe(
      'Vui lòng nhập tên sự kiện',
    );
    expect(await screen.findByText('Vui lòng chọn ngày bắt đầu')).toBeTruthy();
    expect(posted(calls)).toBeUndefined();

    await userEvent.type(screen.getByRole('textbox', { name: /Tên sự kiện/ }), 'Tảo mộ');
    await userEvent.click(screen.getByRole('radio', { name: 'Thanh Minh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tạo sự kiện' }));
    await waitFor(() => expect(posted(calls)).toBeTruthy());
    expect(fieldError(screen.getByRole('textbox', { name: 'Đường dẫn' }))).toBe(
      'Đường dẫn này đã được dùng cho sự kiện khác',
    );
  });

  it('an event loads into the form; the solar day shows its lunar date; saving sends the version', async () => {
    const meeting = sampleEvent({
      title: 'Họp mặt đầu xuân',
      slug: 'hop-mat-dau-xuan',
      calendar: 'solar',
      template: null,
      lunar: null,
      startDate: '2027-02-10',
      endDate: null,
    });
    const calls = stubApi({
      '/api/event': () => ({ status: 200, body: { success: true, data: meeting } }),
      [`/api/event/${meeting.id}`]: (call) => ({
        status: 200,
        body: { success: true, message: 'Đã cập nhật sự kiện', data: savedEvent(call.body, meeting) },
      }),
    });
    renderForm(`/admin/events/update/${meeting.id}`);

    const title = await screen.findByRole('textbox', { name: /Tên sự kiện/ });
    expect(title).toHaveProperty('value', 'Họp mặt đầu xuân');
    expect(screen.queryByRole('radio', { name: 'Giỗ Tổ' })).toBeNull();
    expect(screen.getByTestId('solar-preview').textContent).toMatch(
      /^Thứ Tư, 10\/02\/2027 — âm lịch ngày 5 tháng 1 năm Đinh Mùi \(ngày \S+ \S+, tháng Nhâm Dần\)$/,
    );
    expect(calls.find((call) => call.path === '/api/event')?.query.get('id')).toBe(meeting.id);

    await userEvent.clear(title);
    await userEvent.type(title, 'Họp mặt đầu xuân Đinh Mùi');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    const put = await waitFor(() => {
      const call = calls.find((c) => c.method === 'PUT');
      expect(call).toBeTruthy();
      return call;
    });
    expect(put?.path).toBe(`/api/event/${meeting.id}`);
    expect(put?.body).toMatchObject({
      title: 'Họp mặt đầu xuân Đinh Mùi',
      calendar: 'solar',
      startDate: '2027-02-10',
      endDate: null,
      lunar: null,
      version: meeting.version,
    });
    const toast = await screen.findByRole('status', { name: 'Thành công' });
    expect(within(toast).getByText('Đã cập nhật sự kiện')).toBeTruthy();
  });

  it('an unknown event says so', async () => {
    stubApi({
      '/api/event': () => ({ status: 404, body: { success: false, message: 'Không tìm thấy sự kiện' } }),
    });
    renderForm('/admin/events/update/3f1c2b4a-5d6e-4f70-8a9b-000000000000');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy sự kiện' })).toBeTruthy();
  });
});

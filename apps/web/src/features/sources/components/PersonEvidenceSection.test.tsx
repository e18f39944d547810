import { type LifeEvent, MESSAGES } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session.ts';
import { toastStore } from '../../../lib/toast.ts';
import { type StubbedAnswer, type StubbedCall, stubApi } from '../../../test/api-stub.ts';
import { list } from '../../../test/public-pages.tsx';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { signInAs } from '../../../test/sessions.ts';
import {
  CITATION_ID,
  ok,
  PAGE_ID,
  PERSON_ID,
  SOURCE_ID,
  sampleCitation,
  sampleDetail,
  sampleSource,
} from '../sources.testing.ts';
import { PersonEvidenceSection } from './PersonEvidenceSection.tsx';

const EVENT_ID = '77777777-7777-4777-8777-777777777777';
const degree: LifeEvent = {
  id: EVENT_ID,
  personId: PERSON_ID,
  familyId: null,
  type: 'degree',
  label: null,
  value: 'Cử nhân',
  date: null,
  place: null,
  note: null,
  position: 0,
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const ROUTES = [
  { path: '/admin/persons/update/:id', element: <PersonEvidenceSection personId={PERSON_ID} /> },
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toastStore.clear();
  sessionStore.clear();
});

function stub(
  extra: Record<string, (call: StubbedCall) => StubbedAnswer> = {},
  citations = [sampleCitation()],
) {
  return stubApi({
    [`/api/person/${PERSON_ID}/citations`]: () => ok(citations),
    [`/api/person/${PERSON_ID}/events`]: () => ok([degree]),
    '/api/sources': () => list([sampleSource()]),
    [`/api/source/${SOURCE_ID}`]: () => ok(sampleDetail()),
    ...extra,
  });
}

const render = () => renderAdminRoutes(ROUTES, `/admin/persons/update/${PERSON_ID}`);

async function choose(label: string | RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('a person’s evidence', () => {
  it('lists each citation under the fact it backs, with the source, page and quote', async () => {
    signInAs('admin');
    stub({}, [
      sampleCitation(),
      sampleCitation({ id: 'c2', fact: 'general', page: null, pageText: 'tr. 40', quote: null }),
      sampleCitation({ id: 'c3', personId: null, eventId: EVENT_ID, fact: 'event', quote: null }),
    ]);
    render();

    const birth = await screen.findByRole('region', { name: 'Ngày sinh' });
    expect(within(birth).getByText('Trang: tờ 1')).toBeTruthy();
    expect(within(birth).getByText('Sinh năm Giáp Tý')).toBeTruthy();
    expect(
      within(birth).getByRole('link', { name: 'Gia phả họ Nguyễn (bản Hán Nôm)' }).getAttribute('href'),
    ).toBe(`/admin/sources/update/${SOURCE_ID}`);
    expect(within(screen.getByRole('region', { name: 'Chung' })).getByText('Trang: tr. 40')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Sự kiện: Khoa bảng: Cử nhân' })).toBeTruthy();
  });

  it('says so when nothing is cited yet', async () => {
    signInAs('admin');
    stub({}, []);
    render();
    expect(await screen.findByText(/Chưa có trích dẫn nào/)).toBeTruthy();
  });

  it('offers a retry when the evidence does not load', async () => {
    signInAs('admin');
    stub({
      [`/api/person/${PERSON_ID}/citations`]: () => ({
        status: 500,
        body: { success: false, message: 'Đã có lỗi xảy ra' },
      }),
    });
    render();
    expect(await screen.findByText('Không tải được các trích dẫn')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeTruthy();
  });

  it('adds a citation of a fact with a source, a scanned page and the quote', async () => {
    signInAs('admin');
    const calls = stub({
      '/api/citation': () => ({
        status: 201,
        body: { success: true, data: sampleCitation({ fact: 'death' }), message: MESSAGES.citationCreated },
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm trích dẫn' }));
    const form = await screen.findByRole('form', { name: 'Thêm trích dẫn' });
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm trích dẫn' }));
    expect(await within(form).findByText('Vui lòng chọn nguồn tư liệu')).toBeTruthy();

    await choose(/Điều được trích dẫn/, 'Ngày mất');
    await choose(/Nguồn tư liệu/, 'Gia phả họ Nguyễn (bản Hán Nôm)');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Trang đã chụp/ })).not.toHaveProperty('disabled', true),
    );
    await choose(/Trang đã chụp/, 'tờ 1');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Trích nguyên văn/ }),
      'Mất ngày 3 tháng 2',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm trích dẫn' }));

    expect(await screen.findByText(MESSAGES.citationCreated)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/citation');
    expect(post?.body).toMatchObject({
      personId: PERSON_ID,
      fact: 'death',
      sourceId: SOURCE_ID,
      pageId: PAGE_ID,
      page: null,
      quote: 'Mất ngày 3 tháng 2',
    });
  }, 30_000);

  it('cites one of the person’s life events, with a source made on the spot', async () => {
    signInAs('admin');
    const NEW_ID = '88888888-8888-4888-8888-888888888888';
    const calls = stub({
      '/api/source': () => ({
        status: 201,
        body: {
          success: true,
          data: sampleSource({ id: NEW_ID, title: 'Đăng khoa lục', pageCount: 0, citationCount: 0 }),
          message: MESSAGES.sourceCreated,
        },
      }),
      [`/api/source/${NEW_ID}`]: () => ok({ ...sampleDetail([]), id: NEW_ID, title: 'Đăng khoa lục' }),
      '/api/citation': () => ({
        status: 201,
        body: {
          success: true,
          data: sampleCitation({ eventId: EVENT_ID, personId: null }),
          message: MESSAGES.citationCreated,
        },
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm trích dẫn' }));
    await choose(/Điều được trích dẫn/, 'Sự kiện: Khoa bảng: Cử nhân');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm nguồn mới' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Tên nguồn/ }), 'Đăng khoa lục');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu nguồn mới' }));
    expect(await screen.findByText(MESSAGES.sourceCreated)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Hoặc ghi số trang/ }), 'tr. 7');
    const form = screen.getByRole('form', { name: 'Thêm trích dẫn' });
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm trích dẫn' }));

    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/citation')).toBe(true),
    );
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/citation');
    expect(post?.body).toMatchObject({ eventId: EVENT_ID, sourceId: NEW_ID, pageId: null, page: 'tr. 7' });
    expect(post?.body).not.toHaveProperty('personId');
  }, 30_000);

  it('corrects a citation: another of the person’s facts and the quote', async () => {
    signInAs('admin');
    const calls = stub({
      [`/api/citation/${CITATION_ID}`]: () =>
        ok(sampleCitation({ fact: 'name', page: null, pageText: 'tr. 9' }), MESSAGES.citationUpdated),
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sửa trích dẫn Gia phả họ Nguyễn (bản Hán Nôm)' }),
    );
    const form = await screen.findByRole('form', { name: 'Sửa trích dẫn' });
    expect(within(form).getByRole('textbox', { name: /Trích nguyên văn/ })).toHaveProperty(
      'value',
      'Sinh năm Giáp Tý',
    );
    // A person's citation may move to another of their facts, not to one of their events.
    await userEvent.click(within(form).getByRole('combobox', { name: /Điều được trích dẫn/ }));
    expect(screen.queryByRole('option', { name: /Sự kiện/ })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Tên' }));
    await userEvent.clear(within(form).getByRole('textbox', { name: /Trích nguyên văn/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Trích nguyên văn/ }), 'Tên húy là Bình');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText(MESSAGES.citationUpdated)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT' && call.path === `/api/citation/${CITATION_ID}`);
    expect(put?.body).toEqual({
      sourceId: SOURCE_ID,
      fact: 'name',
      pageId: PAGE_ID,
      page: null,
      quote: 'Tên húy là Bình',
      note: '',
    });
    expect(put?.body).not.toHaveProperty('personId');
  }, 30_000);

  it('asks before removing a citation', async () => {
    signInAs('admin');
    const calls = stub({
      [`/api/citation/${CITATION_ID}`]: () => ({
        status: 200,
        body: { success: true, message: MESSAGES.citationDeleted },
      }),
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Gỡ trích dẫn Gia phả họ Nguyễn (bản Hán Nôm)' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Nguồn tư liệu vẫn được giữ/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gỡ trích dẫn' }));
    expect(await screen.findByText(MESSAGES.citationDeleted)).toBeTruthy();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === `/api/citation/${CITATION_ID}`),
    ).toBe(true);
  }, 15_000);
});

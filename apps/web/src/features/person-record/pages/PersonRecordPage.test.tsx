import type { PersonRecord, RecordRelative } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSetting, stubApi } from '../../../test/api-stub.ts';
import { notFound, ok, renderPublicRoutes } from '../../../test/public-pages.tsx';
import { PersonRecordPage } from './PersonRecordPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = [{ path: '/persons/:id', element: <PersonRecordPage /> }];
const ID = 'c0ffee00-0000-4000-8000-000000000001';
const PLACE = {
  id: 'pl-1',
  name: 'Hành Thiện, Xuân Trường, Nam Định',
  oldName: null,
  latitude: 20.1,
  longitude: 106.2,
};

function relative(fields: Partial<RecordRelative> & Pick<RecordRelative, 'id' | 'name'>): RecordRelative {
  return { sex: 'male', generation: null, deceased: true, birth: null, death: null, ...fields };
}

function sampleRecord(overrides: Partial<PersonRecord> = {}): PersonRecord {
  return {
    id: ID,
    name: 'Trần Văn Khoa',
    surname: 'Trần',
    nameHanNom: '陳文科',
    sex: 'male',
    generation: 2,
    ordinalNumber: 1,
    otherNames: { tenHuy: 'Khoa', tenTu: null, hieu: null, thuyHieu: 'Cương Trực', phapDanh: null },
    avatar: null,
    biography: 'Cụ dạy chữ Nho ở làng.',
    deceased: true,
    birth: { solar: { year: 1850 }, qualifier: 'about' },
    death: { solar: { year: 1920, month: 3, day: 10 } },
    birthPlace: PLACE,
    deathPlace: null,
    burialPlace: 'Đồng Mả',
    trees: [{ id: 'tree-1', name: 'Gia phả họ Trần', type: 'original' }],
    lineage: [relative({ id: 'gf', name: 'Trần Văn Tổ', generation: 1 })],
    parents: [
      relative({ id: 'gf', name: 'Trần Văn Tổ', generation: 1, birth: { solar: { year: 1820 } } }),
      relative({ id: 'gm', name: 'Lê Thị Bà', sex: 'female', generation: 1 }),
    ],
    spouses: [
      { ...relative({ id: 'w1', name: 'Phạm Thị Sống', sex: 'female', deceased: false }), marriage: null },
      {
        ...relative({ id: 'w2', name: 'Đỗ Thị Hiền', sex: 'female' }),
        marriage: { date: { solar: { year: 1875 }, qualifier: 'about' }, place: PLACE },
      },
    ],
    children: [relative({ id: 'c1', name: 'Trần Văn Trẻ', generation: 3, deceased: false })],
    timeline: [
      {
        kind: 'birth',
        eventId: null,
        type: null,
        label: null,
        value: null,
        date: { solar: { year: 1850 }, qualifier: 'about' },
        place: PLACE,
        note: null,
      },
      {
        kind: 'event',
        eventId: 'ev-degree',
        type: 'degree',
        label: null,
        value: 'Cử nhân',
        date: { solar: { year: 1880 } },
        place: null,
        note: null,
      },
      {
        kind: 'death',
        eventId: null,
        type: null,
        label: null,
        value: null,
        date: { solar: { year: 1920, month: 3, day: 10 } },
        place: null,
        note: null,
      },
      {
        kind: 'event',
        eventId: 'ev-burial',
        type: 'burial',
        label: null,
        value: null,
        date: null,
        place: null,
        note: 'Táng tại Đồng Mả',
      },
    ],
    graves: [
      {
        id: 'g1',
        personId: ID,
        cemetery: 'Nghĩa trang làng',
        place: null,
        plot: 'Hàng 3',
        latitude: 20.1,
        longitude: 106.2,
        note: null,
        photos: [],
        position: 0,
      },
    ],
    evidence: [
      {
        id: 'cit-1',
        fact: 'birth',
        eventId: null,
        source: { title: 'Trần tộc gia phả', kind: 'book' },
        page: 'tờ 12a',
        quote: 'Sinh giờ Dần',
      },
      {
        id: 'cit-2',
        fact: 'event',
        eventId: 'ev-degree',
        source: { title: 'Bia tiến sĩ', kind: 'stele' },
        page: null,
        quote: null,
      },
    ],
    ...overrides,
  };
}

describe('PersonRecordPage', () => {
  it('shows a dead person’s names, dates and places, timeline, family, line, grave and evidence', async () => {
    const calls = stubApi({
      '/api/public/setting': () => demoSetting,
      [`/api/public/person/${ID}`]: () => ok(sampleRecord()),
    });
    renderPublicRoutes(PAGE, `/persons/${ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Trần Văn Khoa' })).toBeTruthy();
    expect(calls.some((call) => call.path === `/api/public/person/${ID}`)).toBe(true);
    await waitFor(() => expect(document.title).toBe('Trần Văn Khoa · Họ Nguyễn — Làng Demo'));
    expect(screen.getByText('陳文科')).toBeTruthy();
    expect(screen.getByText('Đời thứ 2, con thứ 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gia phả họ Trần' }).getAttribute('href')).toBe(
      '/family-tree?id=tree-1',
    );

    const facts = screen.getByRole('region', { name: 'Thông tin chính' });
    expect(within(facts).getByText('Cương Trực')).toBeTruthy();
    expect(within(facts).getByText('Tên húy')).toBeTruthy();
    expect(within(facts).getByText('khoảng 1850')).toBeTruthy();
    expect(within(facts).getByText('Hành Thiện, Xuân Trường, Nam Định')).toBeTruthy();
    expect(within(facts).getByText('10/03/1920')).toBeTruthy();
    expect(within(facts).getByText('Đồng Mả')).toBeTruthy();
    expect(screen.getByText('Cụ dạy chữ Nho ở làng.')).toBeTruthy();

    // The timeline: dates on the left, in the server's order; the undated burial says so.
    const timeline = screen.getByRole('region', { name: 'Cuộc đời' });
    const lines = within(timeline).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/^khoảng 1850Sinh raHành Thiện/),
      '1880Khoa bảngCử nhân',
      '10/03/1920Qua đời',
      'Chưa rõ ngàyAn tángTáng tại Đồng Mả',
    ]);

    // The family as links; the living by name only, the marriage of the late wife.
    const family = screen.getByRole('region', { name: 'Gia đình' });
    const parents = within(family).getByRole('region', { name: 'Cha mẹ' });
    expect(within(parents).getByRole('link', { name: 'Trần Văn Tổ' }).getAttribute('href')).toBe(
      '/persons/gf',
    );
    expect(within(parents).getByText('Đời thứ 1 · 1820 – ?')).toBeTruthy();
    const spouses = within(family).getByRole('region', { name: 'Vợ, chồng' });
    expect(within(spouses).getByRole('link', { name: 'Phạm Thị Sống' })).toBeTruthy();
    expect(within(spouses).getByText('Kết hôn: khoảng 1875, Hành Thiện, Xuân Trường, Nam Định')).toBeTruthy();
    const children = within(family).getByRole('region', { name: 'Con cái' });
    expect(within(children).getByRole('link', { name: 'Trần Văn Trẻ' }).getAttribute('href')).toBe(
      '/persons/c1',
    );
    expect(within(children).getByText('Đời thứ 3')).toBeTruthy();

    const line = screen.getByRole('region', { name: 'Dòng dõi' });
    expect(
      within(line)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Trần Văn TổĐời thứ 1', 'Trần Văn Khoa']);

    const graves = screen.getByRole('region', { name: 'Mộ phần' });
    expect(within(graves).getByText('Nghĩa trang làng')).toBeTruthy();
    expect(within(graves).getByRole('link', { name: 'Mở bản đồ' }).getAttribute('href')).toBe(
      'geo:20.1,106.2?q=20.1,106.2',
    );

    const evidence = screen.getByRole('region', { name: 'Nguồn tư liệu' });
    expect(within(evidence).getByText('Ngày sinh')).toBeTruthy();
    expect(within(evidence).getByText('Gia phả, sách: Trần tộc gia phả')).toBeTruthy();
    expect(within(evidence).getByText('Trang: tờ 12a')).toBeTruthy();
    expect(within(evidence).getByText('Sinh giờ Dần')).toBeTruthy();
    expect(within(evidence).getByText('Sự kiện: Khoa bảng')).toBeTruthy();
    expect(within(evidence).getByText('Bia đá: Bia tiến sĩ')).toBeTruthy();
  });

  it('shows a living person with the note on what is kept private, and no empty sections', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      [`/api/public/person/${ID}`]: () =>
        ok(
          sampleRecord({
            name: 'Trần Văn Trẻ',
            nameHanNom: null,
            deceased: false,
            birth: { solar: { year: 1990 }, lunar: null },
            death: null,
            birthPlace: null,
            burialPlace: null,
            otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null },
            lineage: [],
            spouses: [],
            children: [],
            timeline: [],
            graves: [],
            evidence: [],
          }),
        ),
    });
    renderPublicRoutes(PAGE, `/persons/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Trần Văn Trẻ' })).toBeTruthy();
    expect(screen.getByText('Còn sống')).toBeTruthy();
    expect(screen.getByText(/trang công khai chỉ ghi tên, năm sinh/)).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Thông tin chính' });
    expect(within(facts).getByText('1990')).toBeTruthy();
    expect(within(facts).queryByText('Mất')).toBeNull();
    for (const name of ['Cuộc đời', 'Mộ phần', 'Nguồn tư liệu', 'Dòng dõi']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
    expect(screen.getByRole('region', { name: 'Gia đình' })).toBeTruthy();
  });

  it('says so when the person is not on a public tree, with the way back to the tree', async () => {
    stubApi({
      '/api/public/setting': () => demoSetting,
      [`/api/public/person/${ID}`]: () => notFound,
    });
    renderPublicRoutes(PAGE, `/persons/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy người này' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Xem gia phả' }).getAttribute('href')).toBe('/family-tree');
    await waitFor(() => expect(document.title).toBe('Không tìm thấy người này · Họ Nguyễn — Làng Demo'));
  });

  it('shows a failure with a retry', async () => {
    let failing = true;
    stubApi({
      '/api/public/setting': () => demoSetting,
      [`/api/public/person/${ID}`]: () =>
        failing ? { status: 500, body: { success: false, message: 'Lỗi máy chủ' } } : ok(sampleRecord()),
    });
    renderPublicRoutes(PAGE, `/persons/${ID}`);
    expect(await screen.findByText('Không thể tải thông tin người này')).toBeTruthy();
    failing = false;
    screen.getByRole('button', { name: 'Thử lại' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Trần Văn Khoa' })).toBeTruthy();
  });
});

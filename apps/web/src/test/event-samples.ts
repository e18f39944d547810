import type { ClanEvent, EventListItem, EventOccurrence, Person } from '@giapha/contract';

const STAMP = '2026-03-01T09:00:00.000Z';

/** One day of an event as the API answers it; tests override what they need. */
export function sampleOccurrence(overrides: Partial<EventOccurrence> = {}): EventOccurrence {
  const source = overrides.source ?? 'event';
  return {
    source,
    eventId: source === 'event' ? 'e-1' : null,
    slug: source === 'event' ? 'hop-mat-dau-xuan' : null,
    title: 'Họp mặt đầu xuân',
    calendar: 'solar',
    date: '2027-02-10',
    endDate: null,
    lunar: { day: 5, month: 1, year: 2027, leap: false },
    startTime: null,
    location: null,
    coverImage: null,
    person: source === 'gio' ? { id: 'p-1', name: 'Nguyễn Văn An' } : null,
    treeId: source === 'gio' ? 't-1' : null,
    clamped30To29: false,
    ...overrides,
  };
}

/** Tết Nguyên Đán 2027 (mùng 1 tháng Giêng), the yearly lunar day most lists start with. */
export function tetOccurrence(overrides: Partial<EventOccurrence> = {}): EventOccurrence {
  return sampleOccurrence({
    title: 'Tết Nguyên Đán',
    calendar: 'lunarYearly',
    date: '2027-02-06',
    lunar: { day: 1, month: 1, year: 2027, leap: false },
    ...overrides,
  });
}

/** An event as the admin API answers it. */
export function sampleEvent(overrides: Partial<ClanEvent> = {}): ClanEvent {
  return {
    id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
    slug: 'gio-to',
    title: 'Giỗ Tổ',
    summary: 'Con cháu các chi về nhà thờ họ dâng hương.',
    coverImage: null,
    location: 'Nhà thờ họ Nguyễn',
    calendar: 'lunarYearly',
    startDate: null,
    endDate: null,
    startTime: '08:00',
    endTime: '11:00',
    lunar: { day: 10, month: 3, year: null, leap: false },
    person: null,
    template: 'gioTo',
    next: sampleOccurrence({
      eventId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
      slug: 'gio-to',
      title: 'Giỗ Tổ',
      calendar: 'lunarYearly',
      date: '2027-04-16',
      lunar: { day: 10, month: 3, year: 2027, leap: false },
      startTime: '08:00',
      location: 'Nhà thờ họ Nguyễn',
    }),
    version: 2,
    createdAt: STAMP,
    updatedAt: STAMP,
    description: '<p>Sáng mùng 10 tháng 3 âm lịch.</p>',
    ...overrides,
  };
}

export function sampleEventListItem(overrides: Partial<EventListItem> = {}): EventListItem {
  const { description: _description, ...item } = sampleEvent();
  return { ...item, ...overrides };
}

/** A person as GET /api/person/search answers it. */
export function samplePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    name: 'Nguyễn Văn Cả',
    surname: null,
    sex: 'male',
    generation: 3,
    ordinalNumber: 1,
    biography: 'Tiểu sử chưa được viết',
    otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null },
    nameHanNom: null,
    birthPlace: null,
    deathPlace: null,
    birth: { solar: { year: 1890 }, lunar: null },
    death: {
      solar: { year: 1960, month: 4, day: 15 },
      lunar: { day: 19, month: 3, year: 1960, leap: false },
    },
    deceased: true,
    gioInCalendar: true,
    burialPlace: null,
    avatar: null,
    contact: null,
    notes: null,
    x: 0,
    y: 0,
    width: 110,
    height: 220,
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

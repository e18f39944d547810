import { DEFAULT_BIOGRAPHY, type Person } from '@giapha/contract';

/** A person as the API returns one, for component tests. */
export function samplePerson(overrides: Partial<Person> = {}): Person {
  return {
    id: '5a0f3c1e-8d2b-4c6f-9e1a-2b3c4d5e6f70',
    name: 'Nguyễn Văn An',
    surname: null,
    sex: 'male',
    generation: 3,
    ordinalNumber: 1,
    biography: DEFAULT_BIOGRAPHY,
    otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null },
    birth: null,
    death: null,
    deceased: false,
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
    createdAt: '2026-03-05T09:00:00.000Z',
    updatedAt: '2026-03-05T09:00:00.000Z',
    ...overrides,
  };
}

import type { MyPerson, PersonClaimItem } from '@giapha/contract';
import type { StubbedAnswer } from '../../test/api-stub.ts';

/** GET /api/me/person as the server answers it. */
export function myPersonAnswer(overrides: Partial<MyPerson> = {}): StubbedAnswer {
  return {
    status: 200,
    body: {
      success: true,
      data: { person: null, claim: null, kinshipRegion: null, clanKinshipRegion: 'north', ...overrides },
    },
  };
}

export function claimItem(overrides: Partial<PersonClaimItem> = {}): PersonClaimItem {
  return {
    id: 'c1',
    user: { id: 'u2', username: 'binh', name: 'Trần Thị Bình' },
    personId: 'p7',
    personName: 'Nguyễn Văn Cường',
    personGeneration: 4,
    note: 'Con ông Bình, cháu nội cụ Tổ',
    status: 'pending',
    createdAt: '2026-03-05T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A claim as the member sees it. */
export const pendingClaim = {
  id: 'c1',
  personId: 'p7',
  personName: 'Nguyễn Văn Cường',
  note: 'Con ông Bình',
  status: 'pending' as const,
  createdAt: '2026-03-05T09:00:00.000Z',
  decidedAt: null,
};

/** GET /api/person/search: one person, as the persons API answers (only what pickers read matters). */
export function personSearchAnswer(id: string, name: string, generation: number | null): StubbedAnswer {
  return {
    status: 200,
    body: {
      success: true,
      total: 1,
      data: [
        {
          id,
          name,
          surname: null,
          sex: 'male',
          generation,
          ordinalNumber: null,
          biography: '',
          otherNames: { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null },
          nameHanNom: null,
          birth: { solar: { year: 1950 }, lunar: null },
          death: null,
          birthPlace: null,
          deathPlace: null,
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
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
  };
}

import type { Grave, PublicGrave } from '@giapha/contract';

// Sample graves for the graves feature's tests.

export const PERSON_ID = '5b0c6a3e-2d1f-4c8b-9a7e-1f2e3d4c5b6a';
export const CLAN = '0d8f6a52-3b1c-4e7d-8a9f-1b2c3d4e5f60';
export const PHOTO = '7e6d5c4b-3a29-4817-8615-a4b3c2d1e0f9';
export const PLACE = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Hành Thiện, Xuân Trường, Nam Định',
  oldName: null,
  latitude: 20.25,
  longitude: 106.33,
};

export function sampleGrave(overrides: Partial<Grave> = {}): Grave {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    personId: PERSON_ID,
    cemetery: 'Nghĩa trang làng Hành Thiện',
    place: PLACE,
    plot: 'Khu B, hàng 3, mộ số 12',
    latitude: 20.2619,
    longitude: 106.3135,
    note: null,
    photos: [
      { url: `/uploads/${CLAN}/${PHOTO}.webp`, caption: null, kind: 'grave' },
      { url: 'https://example.com/bia.jpg', caption: 'Bia dựng năm 1995', kind: 'stele' },
    ],
    position: 0,
    version: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function samplePublicGrave(overrides: Partial<PublicGrave> = {}): PublicGrave {
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    person: {
      id: PERSON_ID,
      name: 'Vũ Văn Tổ',
      generation: 1,
      birth: 'khoảng 1850',
      death: '10/03/1920',
      treeId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    },
    cemetery: 'Đất nhà, xứ Đồng Cao',
    place: PLACE,
    plot: 'Gò Đống Cao',
    latitude: 20.1,
    longitude: 106.2,
    photo: { url: `/uploads/${CLAN}/${PHOTO}.webp`, caption: null, kind: 'grave' },
    ...overrides,
  };
}

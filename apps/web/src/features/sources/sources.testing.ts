import type { Citation, Source, SourceDetail, SourcePage } from '@giapha/contract';

export const SOURCE_ID = '11111111-1111-4111-8111-111111111111';
export const PAGE_ID = '22222222-2222-4222-8222-222222222222';
export const PAGE_2_ID = '33333333-3333-4333-8333-333333333333';
export const PERSON_ID = '44444444-4444-4444-8444-444444444444';
export const CITATION_ID = '55555555-5555-4555-8555-555555555555';

export function sampleSource(overrides: Partial<Source> = {}): Source {
  return {
    id: SOURCE_ID,
    title: 'Gia phả họ Nguyễn (bản Hán Nôm)',
    kind: 'book',
    author: 'Cụ Nguyễn Văn Khiêm',
    date: 'soạn năm Tự Đức thứ 5',
    repository: 'Nhà thờ họ',
    note: null,
    pageCount: 2,
    citationCount: 3,
    version: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function samplePage(overrides: Partial<SourcePage> = {}): SourcePage {
  return {
    id: PAGE_ID,
    sourceId: SOURCE_ID,
    position: 0,
    label: 'tờ 1',
    image: '/uploads/c1/66666666-6666-4666-8666-666666666666.webp',
    transcription: 'Thủy tổ húy Nguyễn Văn Tổ, sinh năm Giáp Tý',
    version: 1,
    ...overrides,
  };
}

export function sampleDetail(pages: SourcePage[] = [samplePage()]): SourceDetail {
  return { ...sampleSource({ pageCount: pages.length }), pages };
}

export function sampleCitation(overrides: Partial<Citation> = {}): Citation {
  return {
    id: CITATION_ID,
    source: { id: SOURCE_ID, title: 'Gia phả họ Nguyễn (bản Hán Nôm)', kind: 'book' },
    page: { id: PAGE_ID, label: 'tờ 1', image: null },
    pageText: null,
    personId: PERSON_ID,
    eventId: null,
    familyId: null,
    fact: 'birth',
    quote: 'Sinh năm Giáp Tý',
    note: null,
    createdAt: '2026-01-03T00:00:00.000Z',
    ...overrides,
  };
}

export const ok = (data: unknown, message?: string) => ({
  status: 200,
  body: { success: true, data, ...(message ? { message } : {}) },
});

import type { Citation, Source, SourceDetail, SourcePage } from '@giapha/contract';
import type { CitationWithSource } from './citations.repo.ts';
import type { SourcePageRow, SourceWithCounts } from './sources.repo.ts';

export function toSourceDto(row: SourceWithCounts): Source {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    author: row.author,
    date: row.date,
    repository: row.repository,
    note: row.note,
    pageCount: row.pageCount,
    citationCount: row.citationCount,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSourcePageDto(row: SourcePageRow): SourcePage {
  return {
    id: row.id,
    sourceId: row.sourceId,
    position: row.position,
    label: row.label,
    image: row.image,
    transcription: row.transcription,
    version: row.version,
  };
}

export function toSourceDetailDto(row: SourceWithCounts, pages: readonly SourcePageRow[]): SourceDetail {
  return { ...toSourceDto(row), pages: pages.map(toSourcePageDto) };
}

export function toCitationDto(row: CitationWithSource): Citation {
  return {
    id: row.id,
    source: { id: row.sourceId, title: row.sourceTitle, kind: row.sourceKind },
    page:
      row.pageId && row.pageLabel !== null
        ? { id: row.pageId, label: row.pageLabel, image: row.pageImage }
        : null,
    pageText: row.page,
    personId: row.personId,
    eventId: row.eventId,
    familyId: row.familyId,
    fact: row.fact,
    quote: row.quote,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

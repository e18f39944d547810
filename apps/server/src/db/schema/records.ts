import type { CitationFact, GravePhoto, LifeDate, LifeEventType, SourceKind } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanReference, clanRowKey } from './clan-columns.ts';
import { changeTracking, createdAt } from './columns.ts';
import { families, persons } from './genealogy.ts';
import { places } from './places.ts';

// A person's whole record beyond the name and the two life dates: places, life events, graves,
// sources and citations (issue 21). Every reference is a composite (clan_id, id) key, so no row can
// point into another clan. References to a place or a source page have no ON DELETE action: removing
// one that is still used is refused (409), since SET NULL on a composite key would null clan_id too.

/**
 * A dated fact of a life (burial, reburial, khoa bảng, chức tước, occupation…) or of a family
 * (marriage, divorce): exactly one of person_id and family_id is set.
 */
export const lifeEvents = pgTable(
  'life_events',
  {
    ...clanRowKey(),
    personId: uuid('person_id'),
    familyId: uuid('family_id'),
    type: text('type').$type<LifeEventType>().notNull(),
    /** The kind in the clan's words for a custom event (GEDCOM EVEN TYPE), or a refinement ("Tiến sĩ"). */
    label: text('label'),
    /** What the fact says: the degree, the title, the occupation, the pháp danh… */
    value: text('value'),
    date: jsonb('date').$type<LifeDate>(),
    placeId: uuid('place_id'),
    note: text('note'),
    position: integer('position').notNull().default(0),
    /** GEDCOM lines under the event that the product has no field for, written back on export. */
    gedcomExtra: text('gedcom_extra'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('life_events_clan_person_idx').on(t.clanId, t.personId),
    index('life_events_clan_family_idx').on(t.clanId, t.familyId),
    index('life_events_clan_place_idx').on(t.clanId, t.placeId),
    check('life_events_one_owner', sql`(${t.personId} is null) <> (${t.familyId} is null)`),
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
    clanReference(t.clanId, t.familyId, families).onDelete('cascade'),
    clanReference(t.clanId, t.placeId, places),
  ],
);

/** Where a deceased person rests (mộ phần): several rows when a grave was moved or a cenotaph stands. */
export const graves = pgTable(
  'graves',
  {
    ...clanRowKey(),
    personId: uuid('person_id').notNull(),
    /** The cemetery or the family's land ("Nghĩa trang làng Hành Thiện", "đất nhà, xứ Đồng Cao"). */
    cemetery: text('cemetery'),
    placeId: uuid('place_id'),
    /** Row, plot, the marker that finds it ("Khu B, hàng 3, mộ số 12"). */
    plot: text('plot'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    note: text('note'),
    /** Photos of the grave and of its stele, ordered. */
    photos: jsonb('photos').$type<GravePhoto[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('graves_clan_person_idx').on(t.clanId, t.personId),
    index('graves_clan_place_idx').on(t.clanId, t.placeId),
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
    clanReference(t.clanId, t.placeId, places),
  ],
);

/** Where the clan's knowledge comes from: the Hán-Nôm gia phả book, a stele, a register, an interview. */
export const sources = pgTable(
  'sources',
  {
    ...clanRowKey(),
    title: text('title').notNull(),
    kind: text('kind').$type<SourceKind>().notNull().default('other'),
    author: text('author'),
    /** When it was written, in the source's own words ("soạn năm Tự Đức thứ 5"). */
    date: text('date'),
    /** Where it is kept ("nhà thờ họ, chi trưởng giữ"). */
    repository: text('repository'),
    note: text('note'),
    searchText: text('search_text').notNull(),
    /** GEDCOM lines of the SOUR record the product has no field for, written back on export. */
    gedcomExtra: text('gedcom_extra'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('sources_clan_search_idx').using('gin', t.clanId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A page (tờ) of a source: its scan or photo and its transcription, in the source's order. */
export const sourcePages = pgTable(
  'source_pages',
  {
    ...clanRowKey(),
    sourceId: uuid('source_id').notNull(),
    position: integer('position').notNull().default(0),
    /** How the source numbers it ("tờ 12a", "trang 3"). */
    label: text('label').notNull(),
    image: text('image'),
    transcription: text('transcription'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('source_pages_clan_source_idx').on(t.clanId, t.sourceId, t.position),
    clanReference(t.clanId, t.sourceId, sources).onDelete('cascade'),
  ],
);

/**
 * Evidence for one fact: a source (and a page of it, or a page reference in words) cited by a
 * person's name, dates or sex, by a life event, or by a family (the relationship itself).
 */
export const citations = pgTable(
  'citations',
  {
    ...clanRowKey(),
    sourceId: uuid('source_id').notNull(),
    pageId: uuid('page_id'),
    /** The page as the citer wrote it, when it is not one of the scanned pages ("tr. 12"). */
    page: text('page'),
    personId: uuid('person_id'),
    eventId: uuid('event_id'),
    familyId: uuid('family_id'),
    /** Which fact of the person it backs; `event` and `relationship` for the other two owners. */
    fact: text('fact').$type<CitationFact>().notNull(),
    /** The words of the source that say it. */
    quote: text('quote'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('citations_clan_source_idx').on(t.clanId, t.sourceId),
    index('citations_clan_person_idx').on(t.clanId, t.personId),
    index('citations_clan_event_idx').on(t.clanId, t.eventId),
    index('citations_clan_family_idx').on(t.clanId, t.familyId),
    check('citations_one_owner', sql`num_nonnulls(${t.personId}, ${t.eventId}, ${t.familyId}) = 1`),
    clanReference(t.clanId, t.sourceId, sources).onDelete('cascade'),
    clanReference(t.clanId, t.pageId, sourcePages),
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
    clanReference(t.clanId, t.eventId, lifeEvents).onDelete('cascade'),
    clanReference(t.clanId, t.familyId, families).onDelete('cascade'),
  ],
);

export type LifeEventRow = typeof lifeEvents.$inferSelect;
export type GraveRow = typeof graves.$inferSelect;
export type SourceRow = typeof sources.$inferSelect;
export type SourcePageRow = typeof sourcePages.$inferSelect;
export type CitationRow = typeof citations.$inferSelect;

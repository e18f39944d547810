import { z } from 'zod';
import { idSchema, listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { mediaUrlSchema, optionalTextField } from './content.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { type CitationFact, citationFacts, type SourceKind, sourceKinds } from './records.ts';

// A clan's sources (nguồn tư liệu) with their scanned pages, and the citations that tie a fact of a
// person, a life event or a family to a source and a page (issue 21).

export const SOURCES_PAGE_SIZE = 20;

/** How the pages name each kind of source. */
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  book: 'Gia phả, sách',
  stele: 'Bia đá',
  register: 'Sổ sách, địa bạ',
  civil: 'Giấy tờ hộ tịch',
  interview: 'Lời kể',
  photo: 'Ảnh',
  other: 'Khác',
};

/** How the pages name the fact a citation backs. */
export const CITATION_FACT_LABELS: Record<CitationFact, string> = {
  name: 'Tên',
  sex: 'Giới tính',
  birth: 'Ngày sinh',
  death: 'Ngày mất',
  general: 'Chung',
  event: 'Sự kiện',
  relationship: 'Quan hệ gia đình',
};

/** The facts of a person's own record a citation may back (an event's is `event`, a family's `relationship`). */
export const personCitationFacts = ['name', 'sex', 'birth', 'death', 'general'] as const;
export type PersonCitationFact = (typeof personCitationFacts)[number];

export const sourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(sourceKinds),
  author: z.string().nullable(),
  /** When it was written, in the source's own words. */
  date: z.string().nullable(),
  /** Where it is kept. */
  repository: z.string().nullable(),
  note: z.string().nullable(),
  pageCount: z.number().int(),
  citationCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

export const sourcePageSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  position: z.number().int(),
  /** How the source numbers it ("tờ 12a"). */
  label: z.string(),
  image: z.string().nullable(),
  transcription: z.string().nullable(),
  version: z.number().int(),
});
export type SourcePage = z.infer<typeof sourcePageSchema>;

/** One source with its pages in order (the edit page). */
export const sourceDetailSchema = sourceSchema.extend({ pages: z.array(sourcePageSchema) });
export type SourceDetail = z.infer<typeof sourceDetailSchema>;

export const citationSchema = z.object({
  id: z.string(),
  source: z.object({ id: z.string(), title: z.string(), kind: z.enum(sourceKinds) }),
  /** The scanned page cited, when one is. */
  page: z.object({ id: z.string(), label: z.string(), image: z.string().nullable() }).nullable(),
  /** The page in the citer's words when it is not one of the scanned pages ("tr. 12"). */
  pageText: z.string().nullable(),
  personId: z.string().nullable(),
  eventId: z.string().nullable(),
  familyId: z.string().nullable(),
  fact: z.enum(citationFacts),
  quote: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

// GET /api/sources (members): search any spelling, filter by kind
export const listSourcesQuery = pageQuery(SOURCES_PAGE_SIZE).extend({
  search: z.string().trim().max(200).optional(),
  kind: z.enum(sourceKinds).optional(),
});
export type ListSourcesQuery = z.input<typeof listSourcesQuery>;
export const sourceListResponse = listResponse(sourceSchema);
export const sourceResponse = okResponse(sourceSchema);
export const sourceDetailResponse = okResponse(sourceDetailSchema);

/** The longest each field of a source and of a citation may be. */
export const SOURCE_LIMITS = {
  title: 300,
  author: 300,
  date: 200,
  repository: 500,
  note: 5000,
  citationPage: 100,
  citationQuote: 5000,
} as const;

const titleField = displayText(SOURCE_LIMITS.title, MESSAGES.sourceTitleRequired);

// POST /api/source
export const createSourceBody = z.object({
  title: titleField,
  kind: z.enum(sourceKinds).default('other'),
  author: optionalTextField(SOURCE_LIMITS.author),
  date: optionalTextField(SOURCE_LIMITS.date),
  repository: optionalTextField(SOURCE_LIMITS.repository),
  note: optionalTextField(SOURCE_LIMITS.note),
});
export type CreateSourceBody = z.input<typeof createSourceBody>;

// PUT /api/source/{id}: the fields sent change
export const updateSourceBody = z.object({
  title: titleField.optional(),
  kind: z.enum(sourceKinds).optional(),
  author: optionalTextField(SOURCE_LIMITS.author),
  date: optionalTextField(SOURCE_LIMITS.date),
  repository: optionalTextField(SOURCE_LIMITS.repository),
  note: optionalTextField(SOURCE_LIMITS.note),
  version: versionField,
});
export type UpdateSourceBody = z.input<typeof updateSourceBody>;

const pageLabelField = displayText(100, MESSAGES.sourcePageLabelRequired);

// POST /api/source/{id}/page: added last
export const createSourcePageBody = z.object({
  label: pageLabelField,
  image: mediaUrlSchema,
  transcription: optionalTextField(50_000),
});
export type CreateSourcePageBody = z.input<typeof createSourcePageBody>;
export const sourcePageResponse = okResponse(sourcePageSchema);

// PUT /api/source-page/{id}
export const updateSourcePageBody = z.object({
  label: pageLabelField.optional(),
  image: mediaUrlSchema,
  transcription: optionalTextField(50_000),
  version: versionField,
});
export type UpdateSourcePageBody = z.input<typeof updateSourcePageBody>;

// GET /api/person/{id}/citations
export const citationListResponse = okResponse(z.array(citationSchema));
export const citationResponse = okResponse(citationSchema);

const citationTextFields = {
  /** A scanned page of the source; `page` when the page is given in words. */
  pageId: idSchema.nullable().optional(),
  page: optionalTextField(SOURCE_LIMITS.citationPage),
  quote: optionalTextField(SOURCE_LIMITS.citationQuote),
  note: optionalTextField(2000),
};

// POST /api/citation: exactly one of personId, eventId, familyId; the fact must fit it
export const createCitationBody = z
  .object({
    sourceId: idSchema,
    personId: idSchema.nullable().optional(),
    eventId: idSchema.nullable().optional(),
    familyId: idSchema.nullable().optional(),
    /** A person's fact; left out for an event (`event`) or a family (`relationship`). */
    fact: z.enum(citationFacts).optional(),
    ...citationTextFields,
  })
  .superRefine((body, ctx) => {
    const owners = [body.personId, body.eventId, body.familyId].filter(Boolean).length;
    if (owners !== 1) {
      ctx.addIssue({ code: 'custom', path: ['personId'], message: MESSAGES.citationOwnerRequired });
      return;
    }
    if (body.fact !== undefined && !citationFactFits(body, body.fact)) {
      ctx.addIssue({ code: 'custom', path: ['fact'], message: MESSAGES.citationFactMismatch });
    }
  });
export type CreateCitationBody = z.input<typeof createCitationBody>;

/** What a citation backs: one of these is set. */
export interface CitationOwner {
  personId?: string | null | undefined;
  eventId?: string | null | undefined;
  familyId?: string | null | undefined;
}

/** The fact a citation of this owner backs when none is named: `general`, `event` or `relationship`. */
export function citationFactFor(owner: CitationOwner): CitationFact {
  if (owner.eventId) return 'event';
  if (owner.familyId) return 'relationship';
  return 'general';
}

/** Whether `fact` is one this owner may cite: a person's own facts, `event` for an event, `relationship` for a family. */
export function citationFactFits(owner: CitationOwner, fact: CitationFact): boolean {
  if (owner.personId) return (personCitationFacts as readonly CitationFact[]).includes(fact);
  return fact === citationFactFor(owner);
}

// PUT /api/citation/{id}: the owner stays; a person's citation may back another of its facts
export const updateCitationBody = z.object({
  sourceId: idSchema.optional(),
  fact: z.enum(citationFacts).optional(),
  ...citationTextFields,
});
export type UpdateCitationBody = z.input<typeof updateCitationBody>;

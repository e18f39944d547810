import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, idSchema, listResponse, MAX_PAGE_SIZE, okResponse, pageQuery } from './common.ts';
import { mediaUrlSchema, optionalTextField } from './content.ts';
import { lifeDateSchema } from './dates.ts';
import { displayText, optionalDisplayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { generationField, ordinalField, otherNamesSchema, sexSchema } from './persons.ts';
import { createSourceBody, SOURCE_LIMITS } from './sources.ts';
import { childRelationSchema } from './trees.ts';

// Members' suggestions (issue 24): a change proposed by a member who cannot edit, reviewed by an admin
// or the head of the branch it touches.

export const suggestionKinds = [
  'editPerson',
  'addSpouse',
  'addChild',
  'addPhoto',
  'addSource',
  'duplicate',
] as const;
export const suggestionKindSchema = z.enum(suggestionKinds);
export type SuggestionKind = z.infer<typeof suggestionKindSchema>;

export const suggestionStatuses = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const suggestionStatusSchema = z.enum(suggestionStatuses);
export type SuggestionStatus = z.infer<typeof suggestionStatusSchema>;

export const SUGGESTION_NOTE_MAX = 2000;
export const SUGGESTION_REASON_MAX = 2000;

/** A note with a proposal or a decision: blank is none. */
const noteField = optionalTextField(SUGGESTION_NOTE_MAX).transform((s) => s ?? null);

/**
 * The fields of a person a member may propose to correct (the ones members understand; places by id,
 * contacts, private notes and the canvas box stay with the editors). Only the fields sent change.
 */
export const suggestedPersonChangesSchema = z
  .object({
    name: displayText(200, MESSAGES.personNameRequired).optional(),
    nameHanNom: optionalDisplayText(200),
    sex: sexSchema.optional(),
    generation: generationField.optional(),
    ordinalNumber: ordinalField.optional(),
    biography: z.string().max(100_000).optional(),
    otherNames: otherNamesSchema.optional(),
    birth: lifeDateSchema.nullable().optional(),
    death: lifeDateSchema.nullable().optional(),
    deceased: z.boolean().optional(),
    burialPlace: optionalTextField(500),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: MESSAGES.suggestionNoChanges,
  });
export type SuggestedPersonChanges = z.output<typeof suggestedPersonChangesSchema>;

/** The person fields an edit suggestion may name, in the order a review shows them. */
export const SUGGESTED_PERSON_FIELDS = [
  'name',
  'nameHanNom',
  'sex',
  'generation',
  'ordinalNumber',
  'otherNames.tenHuy',
  'otherNames.tenTu',
  'otherNames.hieu',
  'otherNames.thuyHieu',
  'otherNames.phapDanh',
  'birth',
  'death',
  'deceased',
  'burialPlace',
  'biography',
] as const;

/** A new relative (spouse): a name, a sex, and what the member knows. */
export const suggestedRelativeSchema = z.object({
  name: displayText(200, MESSAGES.personNameRequired),
  sex: sexSchema.default('unknown'),
  birth: lifeDateSchema.nullable().optional(),
  death: lifeDateSchema.nullable().optional(),
  deceased: z.boolean().optional(),
  biography: z.string().max(100_000).optional(),
});
export type SuggestedRelative = z.output<typeof suggestedRelativeSchema>;

/** A new child: a name and a sex (the tree editor's messages). */
export const suggestedChildSchema = suggestedRelativeSchema.extend({
  name: displayText(200, MESSAGES.childNameRequired),
  sex: z.enum(['male', 'female'], { error: MESSAGES.childSexRequired }),
});

/** What each kind proposes (`payload`): sent with the proposal, edited by a reviewer before approving. */
export const suggestionPayloadSchemas = {
  editPerson: z.object({ changes: suggestedPersonChangesSchema }),
  addSpouse: z.object({ person: suggestedRelativeSchema }),
  addChild: z.object({
    person: suggestedChildSchema,
    /** The child's other parent (a spouse of the person); null or left out: the person's only family. */
    otherParentId: idSchema.nullable().optional(),
    relation: childRelationSchema.default('birth'),
  }),
  addPhoto: z.object({
    url: mediaUrlSchema.refine((url): url is string => typeof url === 'string' && url !== '', {
      message: MESSAGES.suggestionPhotoRequired,
    }),
  }),
  addSource: z.object({
    source: createSourceBody,
    page: optionalTextField(SOURCE_LIMITS.citationPage),
    quote: optionalTextField(SOURCE_LIMITS.citationQuote),
  }),
  duplicate: z.object({ otherPersonId: idSchema }),
} as const satisfies Record<SuggestionKind, z.ZodType>;

/** Who the proposal is about, and the member's note. */
const proposalFields = {
  personId: idSchema,
  /** The tree the member saw the person on (new relatives go on it); left out: the person's first tree. */
  treeId: idSchema.nullable().optional(),
  note: noteField,
};

// POST /api/suggestions: one of the kinds, each with its own fields
export const createSuggestionBody = z.discriminatedUnion('kind', [
  suggestionPayloadSchemas.editPerson.extend({ kind: z.literal('editPerson'), ...proposalFields }),
  suggestionPayloadSchemas.addSpouse.extend({ kind: z.literal('addSpouse'), ...proposalFields }),
  suggestionPayloadSchemas.addChild.extend({ kind: z.literal('addChild'), ...proposalFields }),
  suggestionPayloadSchemas.addPhoto.extend({ kind: z.literal('addPhoto'), ...proposalFields }),
  suggestionPayloadSchemas.addSource.extend({ kind: z.literal('addSource'), ...proposalFields }),
  suggestionPayloadSchemas.duplicate.extend({
    kind: z.literal('duplicate'),
    ...proposalFields,
    note: z
      .string({ error: MESSAGES.suggestionDuplicateNoteRequired })
      .trim()
      .min(1, MESSAGES.suggestionDuplicateNoteRequired)
      .max(SUGGESTION_NOTE_MAX, MESSAGES.textTooLong.replace('{max}', String(SUGGESTION_NOTE_MAX))),
  }),
]);
export type CreateSuggestionBody = z.input<typeof createSuggestionBody>;

/** Someone named by a proposal. */
const namedSchema = z.object({ id: z.string(), name: z.string() });

/**
 * One row of the side-by-side diff: a field (`name`, `otherNames.hieu`, `birth`…; labelled with
 * AUDIT_FIELD_LABELS), its value when the proposal was made, now, and the proposed one (null: empty).
 */
export const suggestionDiffRowSchema = z.object({
  field: z.string(),
  base: z.unknown(),
  current: z.unknown(),
  proposed: z.unknown(),
});
export type SuggestionDiffRow = z.infer<typeof suggestionDiffRowSchema>;

export const suggestionSchema = z.object({
  id: z.string(),
  kind: suggestionKindSchema,
  status: suggestionStatusSchema,
  person: namedSchema,
  otherPerson: namedSchema.nullable(),
  treeId: z.string().nullable(),
  author: namedSchema,
  note: z.string().nullable(),
  /** What was proposed (the kind's payload), for "Sửa rồi duyệt". */
  payload: z.record(z.string(), z.unknown()),
  diff: z.array(suggestionDiffRowSchema),
  /** The person's version the proposal was made on; changed since: approving is a 409. */
  baseVersion: z.number().int().nullable(),
  /** True when the person changed after the proposal was made (an edit would be refused). */
  stale: z.boolean(),
  reviewNote: z.string().nullable(),
  reviewer: namedSchema.nullable(),
  reviewedAt: z.string().nullable(),
  /** What approving made: `{ personId }` of a new relative, `{ sourceId, citationId }`… */
  result: z.record(z.string(), z.unknown()).nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionResponse = okResponse(suggestionSchema);
export const suggestionListResponse = listResponse(suggestionSchema);

// GET /api/me/suggestions, GET /api/suggestions (status?, limit, offset)
export const listSuggestionsQuery = pageQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE).extend({
  status: suggestionStatusSchema.optional(),
});
export type ListSuggestionsQuery = z.input<typeof listSuggestionsQuery>;

// GET /api/suggestions/summary: may the member review, and how many wait for them
export const suggestionSummarySchema = z.object({ canReview: z.boolean(), pending: z.number().int() });
export type SuggestionSummary = z.infer<typeof suggestionSummarySchema>;
export const suggestionSummaryResponse = okResponse(suggestionSummarySchema);

// PATCH /api/suggestion/{id}: approve (the payload as proposed, or as the reviewer edited it) or reject
export const reviewSuggestionBody = z
  .object({
    action: z.enum(['approve', 'reject']),
    version: z.number().int().min(1).max(2_147_483_647),
    reason: optionalTextField(SUGGESTION_REASON_MAX),
    /** The reviewer's edited payload (same shape as the kind's); left out: as proposed. */
    payload: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((body) => body.action !== 'reject' || Boolean(body.reason), {
    path: ['reason'],
    message: MESSAGES.suggestionReasonRequired,
  });
export type ReviewSuggestionBody = z.input<typeof reviewSuggestionBody>;

/** The kinds as the web and the mails name them. */
export const SUGGESTION_KIND_LABELS: Record<SuggestionKind, string> = {
  editPerson: 'Sửa thông tin',
  addSpouse: 'Thêm vợ/chồng',
  addChild: 'Thêm con',
  addPhoto: 'Thêm ảnh',
  addSource: 'Thêm nguồn',
  duplicate: 'Báo trùng người',
};

export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Bị từ chối',
  withdrawn: 'Đã rút',
};

import { z } from 'zod';
import { listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { lifeDateSchema } from './dates.ts';
import { cleanDisplayText, displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { PERSON_NOTES_MAX, sexSchema } from './persons.ts';
import { citationFacts, lifeEventTypes } from './records.ts';
import { childRelationSchema, treeSchema } from './trees.ts';

// Draft trees (spec §3 "AI draft tree": nodes, families, connections, positions): made from a GEDCOM
// file, typed gia phả text or a language model, reviewed on the canvas, then published as a real tree.
// The shapes mirror `DraftTree` in packages/genealogy/src/draft.ts, which the importers produce.

/** Most persons one draft may hold (a whole clan's book). */
export const MAX_DRAFT_NODES = 20_000;
/** Largest GEDCOM file or text accepted (bytes). */
export const MAX_DRAFT_SOURCE_BYTES = 20 * 1024 * 1024;

export const draftSources = ['gedcom', 'text', 'model'] as const;
export const draftSourceSchema = z.enum(draftSources);
export type DraftSource = z.infer<typeof draftSourceSchema>;
export const draftStatuses = ['draft', 'published'] as const;
export const draftStatusSchema = z.enum(draftStatuses);
export type DraftStatus = z.infer<typeof draftStatusSchema>;

/** Limits of a draft's fields; importers' output is brought within them (with a warning) before it is stored. */
export const DRAFT_LIMITS = {
  id: 100,
  name: 200,
  surname: 100,
  /** A date phrase or a place. */
  text: 500,
  otherNames: 20,
  otherName: 200,
  notes: PERSON_NOTES_MAX,
  generation: 500,
  ordinal: 1000,
  children: MAX_DRAFT_NODES,
  /** Life events of one person or family. */
  events: 200,
  /** Citations of one person, event or family. */
  citations: 50,
  /** Graves of one person. */
  graves: 20,
  /** Photos of one grave. */
  gravePhotos: 20,
  /** Source records of one draft. */
  sources: 5_000,
  /** A citation's quote. */
  quote: 5_000,
  /** GEDCOM lines kept for one record (written back on export). */
  gedcomExtra: 100_000,
} as const;

const shortText = (max: number) => z.string().max(max);

/**
 * Birth, death or marriage of a draft: the one qualified date (dates.ts) and a place. Drafts stored
 * before qualified dates (the qualifier on the solar date, a GEDCOM range's end in the phrase) are
 * read into this shape by the server's normaliser, which runs on every read (a preprocess here could
 * not be used in responses: they are encoded through the schema).
 */
export const draftLifeDateSchema = lifeDateSchema.extend({
  place: shortText(DRAFT_LIMITS.text).nullable(),
  /** The place's coordinates (GEDCOM PLAC.MAP), when the source gives them. */
  coordinates: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .nullable()
    .optional(),
});
export type DraftLifeDateValue = z.infer<typeof draftLifeDateSchema>;

/** Evidence: a source of the imported file (its GEDCOM id), the page in words and the quote. */
export const draftCitationSchema = z.object({
  sourceId: z.string().min(1).max(DRAFT_LIMITS.id),
  page: shortText(DRAFT_LIMITS.text).nullable(),
  quote: shortText(DRAFT_LIMITS.quote).nullable(),
});
export type DraftCitationValue = z.infer<typeof draftCitationSchema>;

/** GEDCOM lines of a record the draft has no field for (levels relative to the record). */
const gedcomExtraField = shortText(DRAFT_LIMITS.gedcomExtra).nullable().optional();

/**
 * A source record of the imported file (GEDCOM SOUR: the gia phả book, a stele, a register…), under
 * the file's id; citations name it by that id. Published as one of the clan's sources.
 */
export const draftSourceRecordSchema = z.object({
  id: z.string().min(1).max(DRAFT_LIMITS.id),
  title: z.string().min(1).max(DRAFT_LIMITS.text),
  author: shortText(DRAFT_LIMITS.text).nullable(),
  /** When it was written, in its own words. */
  date: shortText(DRAFT_LIMITS.text).nullable(),
  /** Where it is kept, in words. */
  repository: shortText(DRAFT_LIMITS.text).nullable(),
  note: shortText(DRAFT_LIMITS.notes).nullable(),
  gedcomExtra: gedcomExtraField,
});
export type DraftSourceRecord = z.infer<typeof draftSourceRecordSchema>;

/** A life event of a person (burial, khoa bảng…) or of a family (divorce…). */
export const draftEventSchema = z.object({
  type: z.enum(lifeEventTypes),
  label: shortText(DRAFT_LIMITS.text).nullable(),
  value: shortText(DRAFT_LIMITS.text).nullable(),
  date: draftLifeDateSchema.nullable(),
  note: shortText(DRAFT_LIMITS.notes).nullable(),
  citations: z.array(draftCitationSchema).max(DRAFT_LIMITS.citations).optional(),
  gedcomExtra: gedcomExtraField,
});
export type DraftEventValue = z.infer<typeof draftEventSchema>;

/** Where a person of the draft rests (a BURI this product wrote for a grave): published as a grave. */
export const draftGraveSchema = z.object({
  cemetery: shortText(DRAFT_LIMITS.text).nullable(),
  plot: shortText(DRAFT_LIMITS.text).nullable(),
  place: shortText(DRAFT_LIMITS.text).nullable(),
  coordinates: draftLifeDateSchema.shape.coordinates,
  note: shortText(DRAFT_LIMITS.notes).nullable(),
  /** The photos' addresses as the file gives them; only the clan's own uploads and https ones are kept. */
  photos: z.array(z.string().max(2000)).max(DRAFT_LIMITS.gravePhotos),
});
export type DraftGraveValue = z.infer<typeof draftGraveSchema>;

/** A person of the draft, under a temporary id (`I12` from GEDCOM, `p3` from text…). */
export const draftNodeSchema = z.object({
  id: z.string().min(1).max(DRAFT_LIMITS.id),
  name: z.string().min(1).max(DRAFT_LIMITS.name),
  surname: shortText(DRAFT_LIMITS.surname).nullable(),
  sex: sexSchema,
  generation: z.number().int().min(1).max(DRAFT_LIMITS.generation).nullable(),
  ordinalNumber: z.number().int().min(0).max(DRAFT_LIMITS.ordinal).nullable(),
  birth: draftLifeDateSchema.nullable(),
  death: draftLifeDateSchema.nullable(),
  deceased: z.boolean(),
  otherNames: z
    .array(
      z.object({
        kind: z.enum(['tenHuy', 'tenTu', 'hieu', 'thuyHieu', 'phapDanh', 'other']),
        value: shortText(DRAFT_LIMITS.otherName),
      }),
    )
    .max(DRAFT_LIMITS.otherNames),
  notes: shortText(DRAFT_LIMITS.notes).nullable(),
  /** Set by the reviewer: this node is that person already in the clan (publishing links, not copies). */
  matchPersonId: z.uuid().nullable().optional(),
  /** The name in Hán-Nôm characters. */
  nameHanNom: shortText(DRAFT_LIMITS.otherName).nullable().optional(),
  events: z.array(draftEventSchema).max(DRAFT_LIMITS.events).optional(),
  citations: z
    .array(draftCitationSchema.extend({ fact: z.enum(citationFacts) }))
    .max(DRAFT_LIMITS.citations)
    .optional(),
  graves: z.array(draftGraveSchema).max(DRAFT_LIMITS.graves).optional(),
  gedcomExtra: gedcomExtraField,
});
export type DraftNode = z.infer<typeof draftNodeSchema>;
/** A node as the reviewer sends it: the name trimmed and NFC (responses carry it as stored). */
export const draftNodeInputSchema = draftNodeSchema.extend({
  name: displayText(200, MESSAGES.personNameRequired),
});

export const draftFamilySchema = z.object({
  id: z.string().min(1).max(DRAFT_LIMITS.id),
  fatherId: z.string().max(DRAFT_LIMITS.id).nullable(),
  motherId: z.string().max(DRAFT_LIMITS.id).nullable(),
  children: z
    .array(z.object({ personId: z.string().max(DRAFT_LIMITS.id), relation: childRelationSchema }))
    .max(DRAFT_LIMITS.children),
  marriage: draftLifeDateSchema.nullable(),
  events: z.array(draftEventSchema).max(DRAFT_LIMITS.events).optional(),
  citations: z.array(draftCitationSchema).max(DRAFT_LIMITS.citations).optional(),
  gedcomExtra: gedcomExtraField,
});
export type DraftFamilyValue = z.infer<typeof draftFamilySchema>;

/** An edge the canvas draws: spouse (father–mother) or parent–child, derived from the families. */
export const draftConnectionSchema = z.object({
  from: z.string().max(100),
  to: z.string().max(100),
  kind: z.enum(['spouse', 'child']),
});
export type DraftConnection = z.infer<typeof draftConnectionSchema>;

export const draftPositionSchema = z.object({
  id: z.string().max(100),
  x: z.number().finite().min(-1e7).max(1e7),
  y: z.number().finite().min(-1e7).max(1e7),
});
export type DraftPosition = z.infer<typeof draftPositionSchema>;

export const draftWarningSchema = z.object({
  line: z.number().int().nullable(),
  text: z.string(),
  message: z.string(),
});
export const fidelityEntrySchema = z.object({
  tag: z.string(),
  imported: z.number().int(),
  skipped: z.number().int(),
});

/** A draft in the list: what it came from, its size and state. */
export const draftListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: draftSourceSchema,
  /** The file's name, or null for pasted text. */
  sourceName: z.string().nullable(),
  status: draftStatusSchema,
  nodeCount: z.number().int(),
  familyCount: z.number().int(),
  warningCount: z.number().int(),
  /** The tree it became, once published. */
  treeId: z.string().nullable(),
  /** Another draft of this clan made from the very same file or text (imported twice). */
  duplicateOfId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type DraftListItem = z.infer<typeof draftListItemSchema>;

export const draftSchema = draftListItemSchema.extend({
  nodes: z.array(draftNodeSchema),
  families: z.array(draftFamilySchema),
  /** The file's source records, which the citations of nodes, events and families name. */
  sources: z.array(draftSourceRecordSchema).max(DRAFT_LIMITS.sources),
  connections: z.array(draftConnectionSchema),
  positions: z.array(draftPositionSchema),
  warnings: z.array(draftWarningSchema),
  report: z.array(fidelityEntrySchema),
});
export type Draft = z.infer<typeof draftSchema>;

// GET /api/ai-temp-trees (limit, offset, status) → { data, total }, newest first
export const draftsQuery = pageQuery().extend({ status: draftStatusSchema.optional() });
export const draftListResponse = listResponse(draftListItemSchema);
// GET /api/ai-temp-trees/{id}, GET …/{id}/visualization
export const draftResponse = okResponse(draftSchema);

// POST /api/ai-temp-trees: JSON `{ source: 'text' | 'model', text, name? }`, or multipart with a GEDCOM
// `file` (field `file`, optional field `name`).
export const createDraftBody = z.object({
  source: z.enum(['text', 'model']),
  name: z.string().overwrite(cleanDisplayText).max(200).optional(),
  text: z
    .string({ error: MESSAGES.draftTextRequired })
    .trim()
    .min(1, MESSAGES.draftTextRequired)
    .max(MAX_DRAFT_SOURCE_BYTES),
});
export type CreateDraftBody = z.input<typeof createDraftBody>;

// PATCH /api/ai-temp-trees/{id}: the reviewer's edits (any of them) with the version.
export const updateDraftBody = z.object({
  name: displayText(200).optional(),
  nodes: z.array(draftNodeInputSchema).max(MAX_DRAFT_NODES).optional(),
  families: z.array(draftFamilySchema).max(MAX_DRAFT_NODES).optional(),
  version: versionField,
});
export type UpdateDraftBody = z.input<typeof updateDraftBody>;

// PUT /api/ai-temp-trees/{id}/positions {positions}
export const draftPositionsBody = z.object({
  positions: z.array(draftPositionSchema).min(1).max(MAX_DRAFT_NODES),
});

// POST /api/ai-temp-trees/{id}/publish {name?} and …/publish-with-families {families, connections, nodes, name?}
export const publishDraftBody = z.object({ name: displayText(200).optional() });
export const publishDraftWithFamiliesBody = publishDraftBody.extend({
  nodes: z.array(draftNodeInputSchema).min(1).max(MAX_DRAFT_NODES),
  families: z.array(draftFamilySchema).max(MAX_DRAFT_NODES),
  connections: z.array(draftConnectionSchema).max(MAX_DRAFT_NODES * 4),
});
export type PublishDraftWithFamiliesBody = z.input<typeof publishDraftWithFamiliesBody>;
export const publishDraftResponse = okResponse(z.object({ draft: draftListItemSchema, tree: treeSchema }));

// GET /api/ai-temp-trees/options: what the server can make drafts from (the model only when configured).
export const draftOptionsSchema = z.object({ modelAvailable: z.boolean() });
export const draftOptionsResponse = okResponse(draftOptionsSchema);

// GET /api/ai-temp-trees/{id}/matches: persons already in the clan that may be the same as a draft node
// (same folded name, same generation when both are known, no conflicting birth/death years).
export const draftMatchCandidateSchema = z.object({
  personId: z.string(),
  name: z.string(),
  generation: z.number().int().nullable(),
  treeId: z.string().nullable(),
  treeName: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
});
export type DraftMatchCandidate = z.infer<typeof draftMatchCandidateSchema>;
export const draftMatchSchema = z.object({
  nodeId: z.string(),
  candidates: z.array(draftMatchCandidateSchema),
});
export type DraftMatch = z.infer<typeof draftMatchSchema>;
export const draftMatchesResponse = okResponse(z.array(draftMatchSchema));

import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, idSchema, listResponse, MAX_PAGE_SIZE, okResponse, pageQuery } from './common.ts';
import { kinshipAnswerSchema } from './kinship.ts';
import { MESSAGES } from './messages.ts';
import { sexSchema } from './persons.ts';

// "Me" in the tree (issue 23): a member says which person they are, an admin approves the link; the
// xưng hô register (Bắc / Nam) the clan uses and a member may change for themselves.

export const kinshipRegions = ['north', 'south'] as const;
export const kinshipRegionSchema = z.enum(kinshipRegions);
export type KinshipRegion = z.infer<typeof kinshipRegionSchema>;

export const personClaimStatuses = ['pending', 'approved', 'rejected'] as const;
export const personClaimStatusSchema = z.enum(personClaimStatuses);
export type PersonClaimStatus = z.infer<typeof personClaimStatusSchema>;

export const PERSON_CLAIM_NOTE_MAX = 500;

/** Optional note with a claim: blank is none. */
const claimNoteField = z
  .string()
  .trim()
  .max(PERSON_CLAIM_NOTE_MAX, MESSAGES.personClaimNoteTooLong)
  .nullable()
  .optional()
  .transform((s) => (s ? s : null));

/** The person an account is linked to, as the member's own card shows them. */
export const linkedPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  generation: z.number().int().nullable(),
  ordinalNumber: z.number().int().nullable(),
  sex: sexSchema,
});
export type LinkedPerson = z.infer<typeof linkedPersonSchema>;

/** A member's request as they see it. `personId` null: "chưa có trong cây". */
export const personClaimSchema = z.object({
  id: z.string(),
  personId: z.string().nullable(),
  personName: z.string().nullable(),
  note: z.string().nullable(),
  status: personClaimStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PersonClaim = z.infer<typeof personClaimSchema>;

// GET /api/me/person
export const myPersonSchema = z.object({
  person: linkedPersonSchema.nullable(),
  /** The latest request, whatever its status. */
  claim: personClaimSchema.nullable(),
  /** The member's own choice; null follows the clan's. */
  kinshipRegion: kinshipRegionSchema.nullable(),
  clanKinshipRegion: kinshipRegionSchema,
});
export type MyPerson = z.infer<typeof myPersonSchema>;
export const myPersonResponse = okResponse(myPersonSchema);

// GET /api/me/kinship/:id: xưng hô between the member's person and person `id`, over the clan's whole graph
// (a person page loads no tree). Not linked: `linked` false and an 'unrelated' answer whose message says
// so (MESSAGES.personNotLinked). An unknown person (or another clan's) is 404 personNotFound.
export const myKinshipSchema = z.object({
  linked: z.boolean(),
  /** The register used: the member's own choice, else the clan's. */
  region: kinshipRegionSchema,
  answer: kinshipAnswerSchema,
  /** Names of the persons on the answer's path (id → name). */
  names: z.record(z.string(), z.string()),
  /** A tree showing every person of the path (the oldest such), to draw it there; null when none does. */
  treeId: z.string().nullable(),
});
export type MyKinship = z.infer<typeof myKinshipSchema>;
export const myKinshipResponse = okResponse(myKinshipSchema);

// POST /api/me/person-claim
export const createPersonClaimBody = z.object({
  personId: idSchema.nullable(),
  note: claimNoteField,
});
export type CreatePersonClaimBody = z.input<typeof createPersonClaimBody>;
export const personClaimResponse = okResponse(personClaimSchema);

// PUT /api/me/kinship-region
export const setKinshipRegionBody = z.object({ region: kinshipRegionSchema.nullable() });
export const kinshipRegionResponse = okResponse(
  z.object({ kinshipRegion: kinshipRegionSchema.nullable(), clanKinshipRegion: kinshipRegionSchema }),
);

// GET /api/person-claims (admin)
export const listPersonClaimsQuery = pageQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE).extend({
  status: personClaimStatusSchema.optional(),
});
export type ListPersonClaimsQuery = z.input<typeof listPersonClaimsQuery>;

export const personClaimItemSchema = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), username: z.string(), name: z.string() }),
  personId: z.string().nullable(),
  personName: z.string().nullable(),
  personGeneration: z.number().int().nullable(),
  note: z.string().nullable(),
  status: personClaimStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PersonClaimItem = z.infer<typeof personClaimItemSchema>;
export const personClaimListResponse = listResponse(personClaimItemSchema);

// PATCH /api/person-claims/{id} (admin)
export const decidePersonClaimBody = z.object({ decision: z.enum(['approved', 'rejected']) });

// PUT /api/user/{id}/person (admin): link directly, or unlink with null
export const linkUserPersonBody = z.object({ personId: idSchema.nullable() });
export const userPersonResponse = okResponse(
  z.object({ userId: z.string(), person: linkedPersonSchema.nullable() }),
);

// GET /api/user/{id}/person (admin): the admin's edit page shows the current link
// (same answer as the PUT)

// GET /api/public/persons/search (public): persons on the clan's public trees, for "Tôi là …" at sign-up
export const publicPersonSearchQuery = pageQuery(10, 20).extend({
  q: z.string().trim().max(200).default(''),
});
export const publicPersonHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  generation: z.number().int().nullable(),
  /** The birth year only (the living-person rule of the public tree); null when unknown. */
  birthYear: z.number().int().nullable(),
});
export type PublicPersonHit = z.infer<typeof publicPersonHitSchema>;
export const publicPersonSearchResponse = okResponse(z.array(publicPersonHitSchema));

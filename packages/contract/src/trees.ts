import { z } from 'zod';
import { idSchema, listResponse, okResponse, pageQuery, versionField } from './common.ts';
import { displayText } from './display-text.ts';
import { MESSAGES } from './messages.ts';
import { personFieldsSchema, personSchema, publicPersonSchema } from './persons.ts';

export const treeTypes = ['original', 'split'] as const;
export const treeTypeSchema = z.enum(treeTypes);
export type TreeType = z.infer<typeof treeTypeSchema>;

export const childRelations = ['birth', 'adopted', 'step', 'foster'] as const;
export const childRelationSchema = z.enum(childRelations);
export type ChildRelation = z.infer<typeof childRelationSchema>;

// ---------- generation styles (spec §3, §9) ----------

export const generationStyleSchema = z.object({
  width: z.number().finite().min(1).max(10_000),
  height: z.number().finite().min(1).max(10_000),
  fontFamily: z.string().max(200),
  fontSize: z.number().finite().min(1).max(200),
  backgroundColor: z.string().max(100),
  textColor: z.string().max(100),
  borderImage: z.string().max(1000).nullable(),
  borderWidth: z.number().finite().min(0).max(100),
  borderColor: z.string().max(100),
  borderImageSize: z.number().finite().min(0).max(1000),
  fontWeight: z.union([z.string().max(20), z.number()]),
});
export type GenerationStyle = z.infer<typeof generationStyleSchema>;

export const GENERATION_STYLE_KEYS = ['1', '2', '3', '4', '5'] as const;
export const generationSizesSchema = z.object({
  '1': generationStyleSchema,
  '2': generationStyleSchema,
  '3': generationStyleSchema,
  '4': generationStyleSchema,
  '5': generationStyleSchema,
});
export type GenerationSizes = z.infer<typeof generationSizesSchema>;

/** Spec §9: font sizes 15…11, Arial, white background, black text, 1px black border, border image 25. */
export function defaultGenerationSizes(): GenerationSizes {
  const style = (fontSize: number): GenerationStyle => ({
    width: 110,
    height: 220,
    fontFamily: 'Arial',
    fontSize,
    backgroundColor: '#ffffff',
    textColor: '#000000',
    borderImage: null,
    borderWidth: 1,
    borderColor: '#000000',
    borderImageSize: 25,
    fontWeight: 'normal',
  });
  return { '1': style(15), '2': style(14), '3': style(13), '4': style(12), '5': style(11) };
}

/** Free-form decorations on the canvas (title banners, images); kept as the editor sends them. */
export const decorNodeSchema = z
  .object({
    id: z.string().min(1).max(100),
    type: z.string().min(1).max(50),
    x: z.number().finite(),
    y: z.number().finite(),
    width: z.number().finite().min(0).optional(),
    height: z.number().finite().min(0).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type DecorNode = z.infer<typeof decorNodeSchema>;

// ---------- trees ----------

export const treeSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Ids of the families the tree is made of. */
  families: z.array(z.string()),
  clanId: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hideSpouses: z.boolean(),
  isPublic: z.boolean(),
  decorNodes: z.array(decorNodeSchema),
  type: treeTypeSchema,
  sourceTreeId: z.string().nullable(),
  splitPersonId: z.string().nullable(),
  personCount: z.number().int(),
  generationCount: z.number().int(),
  version: z.number().int(),
});
export type Tree = z.infer<typeof treeSchema>;

export const publicTreeSchema = treeSchema.omit({ createdBy: true, version: true });
export type PublicTree = z.infer<typeof publicTreeSchema>;

const treeName = displayText(200, MESSAGES.treeNameRequired);
const treeDescription = z
  .string()
  .trim()
  .max(5000)
  .nullable()
  .optional()
  .transform((s) => (s ? s.normalize('NFC') : s === undefined ? undefined : null));

// GET /api/trees
export const listTreesQuery = pageQuery().extend({ search: z.string().trim().max(200).optional() });
export const treeListResponse = listResponse(treeSchema);
export const treeResponse = okResponse(treeSchema);

// POST /api/tree
export const createTreeBody = z.object({
  name: treeName,
  description: treeDescription,
  isPublic: z.boolean().default(false),
  hideSpouses: z.boolean().default(false),
});
export type CreateTreeBody = z.input<typeof createTreeBody>;

// PUT /api/tree?id, PUT /tree/{id}
export const updateTreeBody = z.object({
  name: treeName.optional(),
  description: treeDescription,
  isPublic: z.boolean().optional(),
  hideSpouses: z.boolean().optional(),
  version: versionField,
});
export type UpdateTreeBody = z.input<typeof updateTreeBody>;

/** Tree-scoped calls name their tree; a missing one is spec §5's message, not a generic 400. */
export const requiredTreeId = z.uuid({ error: MESSAGES.treeIdMissing });
export const treeIdQuery = z.object({ id: requiredTreeId });
export const treeIdParams = z.object({ id: requiredTreeId });

// ---------- families ----------

export const familyChildSchema = z.object({
  personId: z.string(),
  /** Which of the family's wives is the mother, when the family has several. */
  motherId: z.string().nullable(),
  relation: childRelationSchema,
});

export const familySchema = z.object({
  id: z.string(),
  father: z.string().nullable(),
  mother: z.string().nullable(),
  spouses: z.array(z.string()),
  children: z.array(familyChildSchema),
  version: z.number().int(),
});
export type Family = z.infer<typeof familySchema>;

/** A person placed on one tree: its own box, or the tree's position for it. */
export const treePersonSchema = personSchema;
export const treeGraphSchema = z.object({
  tree: treeSchema,
  persons: z.array(treePersonSchema),
  families: z.array(familySchema),
  generationSizes: generationSizesSchema,
  /** Persons of this tree that head a split tree of their own. */
  splitPersonIds: z.array(z.string()),
  /** Persons whose box was placed by hand on this tree: the layout keeps them where they are. */
  placedPersonIds: z.array(z.string()),
});
export type TreeGraph = z.infer<typeof treeGraphSchema>;
export const treeGraphResponse = okResponse(treeGraphSchema);

export const publicTreeGraphSchema = z.object({
  tree: publicTreeSchema,
  persons: z.array(publicPersonSchema),
  families: z.array(familySchema.omit({ version: true })),
  generationSizes: generationSizesSchema,
  placedPersonIds: z.array(z.string()),
});
export type PublicTreeGraph = z.infer<typeof publicTreeGraphSchema>;
export const publicTreeGraphResponse = okResponse(publicTreeGraphSchema);
export const publicTreeResponse = okResponse(publicTreeSchema);

// GET /api/public/trees: the trees a clan shows visitors (for /family-tree).
export const publicTreesQuery = pageQuery();
/** A tree in the visitors' list: its counts, not its family ids (bytes that grow with the tree). */
export const publicTreeSummarySchema = publicTreeSchema.omit({ families: true });
export type PublicTreeSummary = z.infer<typeof publicTreeSummarySchema>;
export const publicTreeListResponse = listResponse(publicTreeSummarySchema);
/** Every public tree of a clan fits one request (a clan shows a handful): the pages ask with this, and the server paints /family-tree from it. */
export const PUBLIC_TREES_PARAMS = { limit: 100, offset: 0 } as const;

/** The tree /family-tree opens when the address names none: the first whole tree, else the first. */
export function defaultPublicTree<T extends { type: string }>(trees: readonly T[]): T | null {
  return trees.find((tree) => tree.type === 'original') ?? trees[0] ?? null;
}

/** `clanId` may be sent (the spec's web app does); it must be the caller's clan, else it is ignored. */
const clanIdField = z.string().max(100).optional();

// POST /api/tree/add-family, /api/tree/remove-family, /api/tree/add-family-auto, /remove-family-auto
export const treeFamilyBody = z.object({
  treeId: requiredTreeId,
  familyId: idSchema,
  clanId: clanIdField,
});

/** A person to create inline, or the id of an existing one. */
const newPersonSchema = personFieldsSchema;
export const personRefSchema = z.union([idSchema, newPersonSchema]);

// POST /api/family/add-spouse {personId, treeId, clanId, spouse, createNewFamily}
export const addSpouseBody = z.object({
  personId: idSchema,
  treeId: requiredTreeId,
  clanId: clanIdField,
  spouse: personRefSchema,
  createNewFamily: z.boolean().default(false),
});
export const addSpouseResponse = okResponse(z.object({ family: familySchema, spouse: personSchema }));

// GET /api/family/spouses/{id} (treeId, clanId)
export const spousesQuery = z.object({ treeId: idSchema.optional(), clanId: clanIdField });
export const spousesResponse = okResponse(z.array(personSchema));

/** Spec §5: a child needs a name and a sex, with these exact messages. */
export const newChildSchema = personFieldsSchema.extend({
  name: displayText(200, MESSAGES.childNameRequired),
  sex: z.enum(['male', 'female'], { error: MESSAGES.childSexRequired }),
  relation: childRelationSchema.default('birth'),
});
export type NewChild = z.input<typeof newChildSchema>;

// POST /api/family/add-child {fatherId, motherId, treeId, clanId, childId} (or `child` to create one)
export const addChildBody = z
  .object({
    fatherId: idSchema.nullable().optional(),
    motherId: idSchema.nullable().optional(),
    treeId: requiredTreeId,
    clanId: clanIdField,
    childId: idSchema.optional(),
    child: newChildSchema.optional(),
    relation: childRelationSchema.default('birth'),
  })
  .refine((b) => b.fatherId || b.motherId, { message: MESSAGES.parentRequired, path: ['fatherId'] })
  .refine((b) => b.childId || b.child, { message: MESSAGES.childNameRequired, path: ['child', 'name'] });
export const addChildResponse = okResponse(z.object({ family: familySchema, child: personSchema }));

/** Where children go: their parents and tree, sent once for all or with each child. */
const childPlacementFields = {
  fatherId: idSchema.nullable().optional(),
  motherId: idSchema.nullable().optional(),
  treeId: requiredTreeId.optional(),
  clanId: clanIdField,
};

/** A child of the bulk call: the spec's client sends each with its own fatherId, motherId, treeId, clanId. */
export const bulkChildSchema = newChildSchema.extend(childPlacementFields);

/** A child's own parents, when it names either; else the ones sent at the top. */
export function childParents(
  child: { fatherId?: string | null | undefined; motherId?: string | null | undefined },
  top: { fatherId?: string | null | undefined; motherId?: string | null | undefined },
): { fatherId: string | null; motherId: string | null } {
  const own = child.fatherId !== undefined || child.motherId !== undefined;
  const from = own ? child : top;
  return { fatherId: from.fatherId ?? null, motherId: from.motherId ?? null };
}

// POST /api/family/add-multiple-children {children}: the parents and tree once at the top, or with each
// child (the spec's client), or both (a child's own win). Same messages as add-child.
export const addMultipleChildrenBody = z
  .object({
    ...childPlacementFields,
    children: z
      .array(bulkChildSchema, { error: MESSAGES.childrenRequired })
      .min(1, MESSAGES.childrenRequired)
      .max(200),
  })
  .superRefine((body, ctx) => {
    const withoutTree = body.children.flatMap((c, i) => (c.treeId || body.treeId ? [] : [i]));
    if (withoutTree.length === body.children.length) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.treeIdMissing, path: ['treeId'] });
    } else {
      for (const i of withoutTree) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.treeIdMissing, path: ['children', i, 'treeId'] });
      }
    }
    const orphans = body.children.flatMap((c, i) => {
      const { fatherId, motherId } = childParents(c, body);
      return fatherId || motherId ? [] : [i];
    });
    if (orphans.length === body.children.length) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.parentRequired, path: ['fatherId'] });
    } else {
      for (const i of orphans) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.parentRequired, path: ['children', i, 'fatherId'] });
      }
    }
  });
/**
 * `family`: the first child's family; `families`: every family the children went into, in order (this
 * server always sends it; optional so a client still reads a server that sends `family` alone).
 */
export const addMultipleChildrenResponse = okResponse(
  z.object({
    family: familySchema,
    families: z.array(familySchema).optional(),
    children: z.array(personSchema),
  }),
);

// ---------- generation sizes, decorations, spouses shown ----------

export const generationSizesResponse = okResponse(generationSizesSchema);
export const updateGenerationSizesBody = z.object({ generationSizes: generationSizesSchema.partial() });
export const decorNodesBody = z.object({ decorNodes: z.array(decorNodeSchema).max(500) });
export const hideSpousesBody = z.object({ hideSpouses: z.boolean() });

// ---------- split trees ----------

// POST /api/tree/split {sourceTreeId, splitPersonId, newTreeName?}
export const splitTreeBody = z.object({
  sourceTreeId: requiredTreeId,
  splitPersonId: idSchema,
  newTreeName: treeName.optional(),
});

export const treeTypeResponse = okResponse(
  z.object({
    type: treeTypeSchema,
    sourceTreeId: z.string().nullable(),
    splitPersonId: z.string().nullable(),
  }),
);
export const optionalTreeResponse = okResponse(treeSchema.nullable());
export const treesResponse = okResponse(z.array(treeSchema));
export const personSplitTreeSchema = z.object({
  personId: z.string(),
  treeId: z.string(),
  treeName: z.string(),
});
export const personsWithSplitTreesResponse = okResponse(z.array(personSplitTreeSchema));
export const hasSplitTreeResponse = okResponse(
  z.object({ hasSplitTree: z.boolean(), treeId: z.string().nullable() }),
);
export const personIdParams = z.object({ personId: idSchema });
export const treePersonParams = z.object({ treeId: requiredTreeId, personId: idSchema });

// POST /api/tree/create-person-family {personData, treeId}
export const createPersonFamilyBody = z.object({
  personData: personFieldsSchema,
  treeId: requiredTreeId,
});
export const createPersonFamilyResponse = okResponse(
  z.object({ person: personSchema, family: familySchema }),
);

// POST /api/tree/sync-person {personId, action (default update), treeId}
export const syncActions = ['update', 'add', 'remove'] as const;
export const syncPersonBody = z.object({
  personId: idSchema,
  action: z.enum(syncActions).default('update'),
  treeId: requiredTreeId,
});
export const syncPersonResponse = okResponse(z.object({ treeIds: z.array(z.string()) }));
export const treeFamilyResponse = okResponse(treeSchema);

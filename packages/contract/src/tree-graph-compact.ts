import { z } from 'zod';
import { okResponse } from './common.ts';
import { lifeDateSchema } from './dates.ts';
import { type PublicPerson, personSchema, sexSchema } from './persons.ts';
import { placeRefSchema } from './places.ts';
import {
  childRelationSchema,
  generationSizesSchema,
  type PublicTreeGraph,
  publicTreeSummarySchema,
} from './trees.ts';

// The visitors' tree graph shaped for the canvas (GET /api/public/tree-graph/compact): persons in columns
// (one array a field, a person an index, each key written once), families pointing at persons by index
// (a person's id written once), and no family ids (the canvas only needs them as keys, which
// `expandCompactTreeGraph` makes). At 10,000 persons it is half the bytes of `publicTreeGraphSchema`
// compressed, and checking it costs an array check per field instead of an object check per person.

const NO_OTHER_NAMES = { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null };

const nullableIndex = z.number().int().min(0).nullable();

/** One column per field of a visitor's person, all of the same length. */
export const compactPersonsSchema = z.object({
  id: z.array(z.string()),
  name: z.array(z.string()),
  surname: z.array(z.string().nullable()),
  sex: z.array(sexSchema),
  generation: z.array(z.number().int().nullable()),
  ordinalNumber: z.array(z.number().int().nullable()),
  biography: z.array(z.string()),
  otherNames: z.array(personSchema.shape.otherNames),
  nameHanNom: z.array(z.string().nullable()),
  birth: z.array(lifeDateSchema.nullable()),
  death: z.array(lifeDateSchema.nullable()),
  birthPlace: z.array(placeRefSchema.nullable()),
  deathPlace: z.array(placeRefSchema.nullable()),
  deceased: z.array(z.boolean()),
  gioInCalendar: z.array(z.boolean()),
  burialPlace: z.array(z.string().nullable()),
  avatar: z.array(z.string().nullable()),
  x: z.array(z.number()),
  y: z.array(z.number()),
  width: z.array(z.number()),
  height: z.array(z.number()),
  createdAt: z.array(z.string()),
  updatedAt: z.array(z.string()),
});
export type CompactPersons = z.infer<typeof compactPersonsSchema>;

/** A child: its person's index, its mother's index (or null) and how it belongs to the family. */
const compactChildSchema = z.tuple([z.number().int().min(0), nullableIndex, childRelationSchema]);

/** One column per field of a family, all of the same length; persons by index. */
export const compactFamiliesSchema = z.object({
  father: z.array(nullableIndex),
  mother: z.array(nullableIndex),
  spouses: z.array(z.array(z.number().int().min(0))),
  children: z.array(z.array(compactChildSchema)),
});
export type CompactFamilies = z.infer<typeof compactFamiliesSchema>;

const sameLength = (columns: Record<string, readonly unknown[]>): boolean => {
  const lengths = new Set(Object.values(columns).map((column) => column.length));
  return lengths.size <= 1;
};

export const compactPublicTreeGraphSchema = z
  .object({
    tree: publicTreeSummarySchema,
    persons: compactPersonsSchema,
    families: compactFamiliesSchema,
    generationSizes: generationSizesSchema,
    placedPersonIds: z.array(z.string()),
  })
  .refine(({ persons, families }) => sameLength(persons) && sameLength(families), {
    message: 'columns of different lengths',
  })
  .refine(
    ({ persons, families }) => {
      const count = persons.id.length;
      const inRange = (index: number | null) => index === null || index < count;
      return (
        families.father.every(inRange) &&
        families.mother.every(inRange) &&
        families.spouses.every((spouses) => spouses.every(inRange)) &&
        families.children.every((children) =>
          children.every(([person, mother]) => inRange(person) && inRange(mother)),
        )
      );
    },
    { message: 'a family points at no person' },
  );
export type CompactPublicTreeGraph = z.infer<typeof compactPublicTreeGraphSchema>;
export const compactPublicTreeGraphResponse = okResponse(compactPublicTreeGraphSchema);

/** The graph in columns (the server's answer). */
export function compactTreeGraph(graph: PublicTreeGraph): CompactPublicTreeGraph {
  const index = new Map(graph.persons.map((person, i) => [person.id, i]));
  const at = (id: string | null): number | null => (id === null ? null : (index.get(id) ?? null));
  const { families: _familyIds, ...tree } = graph.tree;
  const people = graph.persons;
  return {
    tree,
    persons: {
      id: people.map((p) => p.id),
      name: people.map((p) => p.name),
      surname: people.map((p) => p.surname),
      sex: people.map((p) => p.sex),
      generation: people.map((p) => p.generation),
      ordinalNumber: people.map((p) => p.ordinalNumber),
      biography: people.map((p) => p.biography),
      otherNames: people.map((p) => p.otherNames),
      nameHanNom: people.map((p) => p.nameHanNom),
      birth: people.map((p) => p.birth),
      death: people.map((p) => p.death),
      birthPlace: people.map((p) => p.birthPlace),
      deathPlace: people.map((p) => p.deathPlace),
      deceased: people.map((p) => p.deceased),
      gioInCalendar: people.map((p) => p.gioInCalendar),
      burialPlace: people.map((p) => p.burialPlace),
      avatar: people.map((p) => p.avatar),
      x: people.map((p) => p.x),
      y: people.map((p) => p.y),
      width: people.map((p) => p.width),
      height: people.map((p) => p.height),
      createdAt: people.map((p) => p.createdAt),
      updatedAt: people.map((p) => p.updatedAt),
    },
    families: {
      father: graph.families.map((family) => at(family.father)),
      mother: graph.families.map((family) => at(family.mother)),
      // A partner or child not among the persons (never so from the server) is left out.
      spouses: graph.families.map((family) => family.spouses.map(at).filter((i): i is number => i !== null)),
      children: graph.families.map((family) =>
        family.children.flatMap((child) => {
          const person = at(child.personId);
          return person === null ? [] : [[person, at(child.motherId), child.relation] as const];
        }),
      ),
    },
    generationSizes: graph.generationSizes,
    placedPersonIds: graph.placedPersonIds,
  };
}

/**
 * The graph as the canvas reads it, from its columns. Families get the ids `family-<n>` (their order in
 * the answer): keys for the drawing, never sent back to the server.
 */
export function expandCompactTreeGraph(compact: CompactPublicTreeGraph): PublicTreeGraph {
  const { persons: columns, families } = compact;
  // The schema checked that every column has a value at every index.
  const c = columns;
  const persons: PublicPerson[] = c.id.map((id, i) => ({
    id,
    name: c.name[i] ?? '',
    surname: c.surname[i] ?? null,
    sex: c.sex[i] ?? 'unknown',
    generation: c.generation[i] ?? null,
    ordinalNumber: c.ordinalNumber[i] ?? null,
    biography: c.biography[i] ?? '',
    otherNames: c.otherNames[i] ?? NO_OTHER_NAMES,
    nameHanNom: c.nameHanNom[i] ?? null,
    birth: c.birth[i] ?? null,
    death: c.death[i] ?? null,
    birthPlace: c.birthPlace[i] ?? null,
    deathPlace: c.deathPlace[i] ?? null,
    deceased: c.deceased[i] ?? false,
    gioInCalendar: c.gioInCalendar[i] ?? false,
    burialPlace: c.burialPlace[i] ?? null,
    avatar: c.avatar[i] ?? null,
    x: c.x[i] ?? 0,
    y: c.y[i] ?? 0,
    width: c.width[i] ?? 0,
    height: c.height[i] ?? 0,
    createdAt: c.createdAt[i] ?? '',
    updatedAt: c.updatedAt[i] ?? '',
  }));
  const idOf = (i: number | null) => (i === null ? null : (persons[i]?.id ?? null));
  const familyIds = families.father.map((_, i) => `family-${i}`);
  return {
    tree: { ...compact.tree, families: familyIds },
    persons,
    families: familyIds.map((id, i) => ({
      id,
      father: idOf(families.father[i] ?? null),
      mother: idOf(families.mother[i] ?? null),
      spouses: (families.spouses[i] ?? []).map((s) => persons[s]?.id ?? '').filter(Boolean),
      children: (families.children[i] ?? []).map(([person, mother, relation]) => ({
        personId: persons[person]?.id ?? '',
        motherId: idOf(mother),
        relation,
      })),
    })),
    generationSizes: compact.generationSizes,
    placedPersonIds: compact.placedPersonIds,
  };
}

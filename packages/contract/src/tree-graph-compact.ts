import { z } from 'zod';
import { okResponse } from './common.ts';
import { dateQualifiers, gedcomCalendars, type LifeDate, lifeDateSchema } from './dates.ts';
import { type Person, type PublicPerson, personSchema, sexes, sexSchema } from './persons.ts';
import { type PlaceRef, placeRefSchema } from './places.ts';
import {
  childRelationSchema,
  childRelations,
  generationSizesSchema,
  type PublicTreeGraph,
  publicTreeSummarySchema,
  type TreeGraph,
  treeSchema,
} from './trees.ts';

// The tree graph shaped for the canvas: persons in columns (one array a field, a person an index, each
// key written once), families pointing at persons by index (a person's id written once). Visitors
// (GET /api/public/tree-graph/compact) get no family ids (the canvas only needs them as keys, which
// `expandCompactTreeGraph` makes); members (GET /api/tree-graph/compact) get them with the versions the
// editor sends back. At 10,000 persons it is half the bytes of the plain graph compressed.
//
// The zod schemas below define the answers (the server's serialization, the API docs, tests). The web
// reads them through `compact…Checked`: a type check per value of each column in plain loops, about
// ten times cheaper than zod's pass over 10,000 persons' objects (DESIGN §9: the tree page on a phone).

const NO_OTHER_NAMES = { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null };
const hasOtherNames = (names: PublicPerson['otherNames']) =>
  Object.values(names).some((name) => name !== null);

const nullableIndex = z.number().int().min(0).nullable();

/**
 * A text column whose values repeat (the timestamps of a bulk import, the default biography): each
 * distinct value once and, per person, its index — a fifth of a 10,000-person graph's bytes otherwise.
 */
export const repeatedTextSchema = z
  .object({ values: z.array(z.string()), at: z.array(z.number().int().min(0)) })
  .refine(({ values, at }) => at.every((i) => i < values.length), { message: 'an index past the values' });
export type RepeatedText = z.infer<typeof repeatedTextSchema>;

/** The column of `texts`, each distinct text written once. */
export function repeatedText(texts: readonly string[]): RepeatedText {
  const positions = new Map<string, number>();
  const values: string[] = [];
  const at = texts.map((text) => {
    let position = positions.get(text);
    if (position === undefined) {
      position = values.length;
      positions.set(text, position);
      values.push(text);
    }
    return position;
  });
  return { values, at };
}

/** One column per field of a visitor's person, all of the same length. */
export const compactPersonsSchema = z.object({
  id: z.array(z.string()),
  name: z.array(z.string()),
  surname: z.array(z.string().nullable()),
  sex: z.array(sexSchema),
  generation: z.array(z.number().int().nullable()),
  ordinalNumber: z.array(z.number().int().nullable()),
  biography: repeatedTextSchema,
  /** Null for a person with none of them (most persons): a fifth of the bytes otherwise. */
  otherNames: z.array(personSchema.shape.otherNames.nullable()),
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
  createdAt: repeatedTextSchema,
  updatedAt: repeatedTextSchema,
});
export type CompactPersons = z.infer<typeof compactPersonsSchema>;

/** A member's person adds the contact, the notes and the version the editor sends back. */
export const compactMemberPersonsSchema = compactPersonsSchema.extend({
  contact: z.array(personSchema.shape.contact),
  notes: z.array(z.string().nullable()),
  version: z.array(z.number().int()),
});
export type CompactMemberPersons = z.infer<typeof compactMemberPersonsSchema>;

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

/** A member's families keep their ids (the tree's `families`, in this order) and versions. */
export const compactMemberFamiliesSchema = compactFamiliesSchema.extend({
  id: z.array(z.string()),
  version: z.array(z.number().int()),
});
export type CompactMemberFamilies = z.infer<typeof compactMemberFamiliesSchema>;

const sameLength = (columns: Record<string, readonly unknown[] | RepeatedText>): boolean => {
  const lengths = new Set(
    Object.values(columns).map((column) => (Array.isArray(column) ? column.length : column.at.length)),
  );
  return lengths.size <= 1;
};

const indexesInRange = ({ persons, families }: { persons: { id: string[] }; families: CompactFamilies }) => {
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
  .refine(indexesInRange, { message: 'a family points at no person' });
export type CompactPublicTreeGraph = z.infer<typeof compactPublicTreeGraphSchema>;
export const compactPublicTreeGraphResponse = okResponse(compactPublicTreeGraphSchema);

/** The members' graph: the whole tree but its family ids (the families' `id` column). */
export const compactTreeGraphSchema = z
  .object({
    tree: treeSchema.omit({ families: true }),
    persons: compactMemberPersonsSchema,
    families: compactMemberFamiliesSchema,
    generationSizes: generationSizesSchema,
    splitPersonIds: z.array(z.string()),
    placedPersonIds: z.array(z.string()),
  })
  .refine(({ persons, families }) => sameLength(persons) && sameLength(families), {
    message: 'columns of different lengths',
  })
  .refine(indexesInRange, { message: 'a family points at no person' });
export type CompactTreeGraph = z.infer<typeof compactTreeGraphSchema>;
export const compactTreeGraphResponse = okResponse(compactTreeGraphSchema);

// ---------- the cheap check the web reads the answers with ----------

type Guard<T> = (value: unknown) => value is T;

const isString: Guard<string> = (v): v is string => typeof v === 'string';
const isNumber: Guard<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
const isInteger: Guard<number> = (v): v is number => Number.isInteger(v);
const isBoolean: Guard<boolean> = (v): v is boolean => typeof v === 'boolean';
const nullable =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (v): v is T | null =>
    v === null || guard(v);
/** Absent, null or the value (zod's `.nullable().optional()`). */
const maybe =
  <T>(guard: Guard<T>): Guard<T | null | undefined> =>
  (v): v is T | null | undefined =>
    v === undefined || v === null || guard(v);
const oneOf = <const T extends string>(values: readonly T[]): Guard<T> => {
  const set = new Set<string>(values);
  return (v): v is T => typeof v === 'string' && set.has(v);
};
const isRecord = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Each named field passes its guard (other fields are let through, as zod's objects strip them). */
function objectOf<S extends Record<string, Guard<unknown>>>(
  shape: S,
): Guard<{ [K in keyof S]: S[K] extends Guard<infer T> ? T : never }> {
  const fields = Object.entries(shape);
  return (v): v is { [K in keyof S]: S[K] extends Guard<infer T> ? T : never } =>
    isRecord(v) && fields.every(([key, guard]) => guard(Reflect.get(v, key)));
}

const isSolar = objectOf({
  year: isInteger,
  month: maybe(isInteger),
  day: maybe(isInteger),
  dualYear: (v): v is boolean | undefined => v === undefined || isBoolean(v),
});
const isLunarFields = objectOf({
  day: maybe(isInteger),
  month: maybe(isInteger),
  year: maybe(isInteger),
  leap: isBoolean,
  canChi: maybe(isString),
});
type LunarFields = typeof isLunarFields extends Guard<infer T> ? T : never;
/** `leap` left out reads as false, as `lunarDateSchema`'s default makes it. */
const isLunar: Guard<LunarFields> = (v): v is LunarFields => {
  if (isRecord(v) && Reflect.get(v, 'leap') === undefined) Reflect.set(v, 'leap', false);
  return isLunarFields(v);
};
const isPoint = objectOf({ solar: maybe(isSolar), lunar: maybe(isLunar) });
const isLifeDate: Guard<LifeDate> = objectOf({
  solar: maybe(isSolar),
  lunar: maybe(isLunar),
  qualifier: maybe(oneOf(dateQualifiers)),
  end: maybe(isPoint),
  phrase: maybe(isString),
  calendar: maybe(oneOf(gedcomCalendars)),
});
const isPlace: Guard<PlaceRef> = objectOf({
  id: isString,
  name: isString,
  oldName: nullable(isString),
  latitude: nullable(isNumber),
  longitude: nullable(isNumber),
});
const isOtherNames: Guard<PublicPerson['otherNames']> = objectOf({
  tenHuy: nullable(isString),
  tenTu: nullable(isString),
  hieu: nullable(isString),
  thuyHieu: nullable(isString),
  phapDanh: nullable(isString),
});
const isContact: Guard<Person['contact']> = nullable(
  objectOf({ phone: nullable(isString), email: nullable(isString), address: nullable(isString) }),
);
const isIndex: Guard<number> = (v): v is number => Number.isInteger(v) && typeof v === 'number' && v >= 0;
const isRelation = oneOf(childRelations);
const isChild: Guard<[number, number | null, (typeof childRelations)[number]]> = (
  v,
): v is [number, number | null, (typeof childRelations)[number]] =>
  Array.isArray(v) && v.length === 3 && isIndex(v[0]) && (v[1] === null || isIndex(v[1])) && isRelation(v[2]);
const isIndexList: Guard<number[]> = (v): v is number[] => Array.isArray(v) && v.every(isIndex);
const isChildList: Guard<[number, number | null, (typeof childRelations)[number]][]> = (
  v,
): v is [number, number | null, (typeof childRelations)[number]][] => Array.isArray(v) && v.every(isChild);

/** Thrown by a column read that fails its check; the read answers null. */
class NotCompact extends Error {}

interface ColumnReader {
  <T>(key: string, guard: Guard<T>): T[];
  /** A `repeatedText` column. */
  repeated: (key: string) => RepeatedText;
}

/** Reads the columns of `columns`, each as long as its `lengthKey` column, every value checked. */
function columnReader(columns: unknown, lengthKey: string): ColumnReader {
  if (!isRecord(columns)) throw new NotCompact();
  const first: unknown = Reflect.get(columns, lengthKey);
  const length = Array.isArray(first) ? first.length : -1;
  const read = <T>(value: unknown, guard: Guard<T>, size = length): T[] => {
    if (!Array.isArray(value) || (size >= 0 && value.length !== size)) throw new NotCompact();
    const values: unknown[] = value;
    if (!values.every(guard)) throw new NotCompact();
    return values;
  };
  const column = <T>(key: string, guard: Guard<T>): T[] => read(Reflect.get(columns, key), guard);
  const repeated = (key: string): RepeatedText => {
    const value: unknown = Reflect.get(columns, key);
    if (!isRecord(value)) throw new NotCompact();
    const values = read(Reflect.get(value, 'values'), isString, -1);
    const at = read(Reflect.get(value, 'at'), isIndex);
    if (!at.every((i) => i < values.length)) throw new NotCompact();
    return { values, at };
  };
  return Object.assign(column, { repeated });
}

function readPublicPersons(get: ColumnReader): CompactPersons {
  return {
    id: get('id', isString),
    name: get('name', isString),
    surname: get('surname', nullable(isString)),
    sex: get('sex', oneOf(sexes)),
    generation: get('generation', nullable(isInteger)),
    ordinalNumber: get('ordinalNumber', nullable(isInteger)),
    biography: get.repeated('biography'),
    otherNames: get('otherNames', nullable(isOtherNames)),
    nameHanNom: get('nameHanNom', nullable(isString)),
    birth: get('birth', nullable(isLifeDate)),
    death: get('death', nullable(isLifeDate)),
    birthPlace: get('birthPlace', nullable(isPlace)),
    deathPlace: get('deathPlace', nullable(isPlace)),
    deceased: get('deceased', isBoolean),
    gioInCalendar: get('gioInCalendar', isBoolean),
    burialPlace: get('burialPlace', nullable(isString)),
    avatar: get('avatar', nullable(isString)),
    x: get('x', isNumber),
    y: get('y', isNumber),
    width: get('width', isNumber),
    height: get('height', isNumber),
    createdAt: get.repeated('createdAt'),
    updatedAt: get.repeated('updatedAt'),
  };
}

function readFamilies(get: ColumnReader): CompactFamilies {
  return {
    father: get('father', nullable(isIndex)),
    mother: get('mother', nullable(isIndex)),
    spouses: get('spouses', isIndexList),
    children: get('children', isChildList),
  };
}

/** The small parts (tree, styles, id lists) are checked by zod; the columns by the guards above. */
const publicHeadSchema = z.object({
  tree: publicTreeSummarySchema,
  generationSizes: generationSizesSchema,
  placedPersonIds: z.array(z.string()),
});
const memberHeadSchema = publicHeadSchema.extend({
  tree: treeSchema.omit({ families: true }),
  splitPersonIds: z.array(z.string()),
});

/** Runs a read of columns: null when one of them fails its check. */
function readColumns<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof NotCompact) return null;
    throw error;
  }
}

/** The visitors' compact graph checked column by column; null when any part is not of its shape. */
export function readCompactPublicTreeGraph(value: unknown): CompactPublicTreeGraph | null {
  const head = publicHeadSchema.safeParse(value);
  if (!head.success || !isRecord(value)) return null;
  return readColumns(() => {
    const persons = readPublicPersons(columnReader(Reflect.get(value, 'persons'), 'id'));
    const families = readFamilies(columnReader(Reflect.get(value, 'families'), 'father'));
    return indexesInRange({ persons, families }) ? { ...head.data, persons, families } : null;
  });
}

/** The members' compact graph checked column by column; null when any part is not of its shape. */
export function readCompactTreeGraph(value: unknown): CompactTreeGraph | null {
  const head = memberHeadSchema.safeParse(value);
  if (!head.success || !isRecord(value)) return null;
  return readColumns(() => {
    const personColumn = columnReader(Reflect.get(value, 'persons'), 'id');
    const familyColumn = columnReader(Reflect.get(value, 'families'), 'id');
    const persons: CompactMemberPersons = {
      ...readPublicPersons(personColumn),
      contact: personColumn('contact', isContact),
      notes: personColumn('notes', nullable(isString)),
      version: personColumn('version', isInteger),
    };
    const families: CompactMemberFamilies = {
      ...readFamilies(familyColumn),
      id: familyColumn('id', isString),
      version: familyColumn('version', isInteger),
    };
    return indexesInRange({ persons, families }) ? { ...head.data, persons, families } : null;
  });
}

/** A zod schema made of a cheap read: what `apiRequest` takes, without zod's pass over each value. */
function checkedBy<T>(read: (value: unknown) => T | null) {
  return z.unknown().transform((value, context): T => {
    const checked = read(value);
    if (checked === null) {
      context.addIssue({ code: 'custom', message: 'the compact graph is not of its shape' });
      return z.NEVER;
    }
    return checked;
  });
}

/** The answers as the web reads them: `{ success, data, message? }`, the data checked per column. */
export const compactPublicTreeGraphChecked = okResponse(checkedBy(readCompactPublicTreeGraph));
export const compactTreeGraphChecked = okResponse(checkedBy(readCompactTreeGraph));

// ---------- from the plain graph, and back ----------

type AnyGraphPerson = PublicPerson & Partial<Pick<Person, 'contact' | 'notes' | 'version'>>;

function publicColumns(people: readonly AnyGraphPerson[]): CompactPersons {
  return {
    id: people.map((p) => p.id),
    name: people.map((p) => p.name),
    surname: people.map((p) => p.surname),
    sex: people.map((p) => p.sex),
    generation: people.map((p) => p.generation),
    ordinalNumber: people.map((p) => p.ordinalNumber),
    biography: repeatedText(people.map((p) => p.biography)),
    otherNames: people.map((p) => (hasOtherNames(p.otherNames) ? p.otherNames : null)),
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
    createdAt: repeatedText(people.map((p) => p.createdAt)),
    updatedAt: repeatedText(people.map((p) => p.updatedAt)),
  };
}

function familyColumns(graph: Pick<PublicTreeGraph, 'persons' | 'families'>): CompactFamilies {
  const index = new Map(graph.persons.map((person, i) => [person.id, i]));
  const at = (id: string | null): number | null => (id === null ? null : (index.get(id) ?? null));
  return {
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
  };
}

/** The visitors' graph in columns (the server's answer). */
export function compactTreeGraph(graph: PublicTreeGraph): CompactPublicTreeGraph {
  const { families: _familyIds, ...tree } = graph.tree;
  return {
    tree,
    persons: publicColumns(graph.persons),
    families: familyColumns(graph),
    generationSizes: graph.generationSizes,
    placedPersonIds: graph.placedPersonIds,
  };
}

/** The members' graph in columns; the tree's `families` are the families' ids in the graph's order. */
export function compactMemberTreeGraph(graph: TreeGraph): CompactTreeGraph {
  const { families: _familyIds, ...tree } = graph.tree;
  const people = graph.persons;
  return {
    tree,
    persons: {
      ...publicColumns(people),
      contact: people.map((p) => p.contact),
      notes: people.map((p) => p.notes),
      version: people.map((p) => p.version),
    },
    families: {
      ...familyColumns(graph),
      id: graph.families.map((family) => family.id),
      version: graph.families.map((family) => family.version),
    },
    generationSizes: graph.generationSizes,
    splitPersonIds: graph.splitPersonIds,
    placedPersonIds: graph.placedPersonIds,
  };
}

const textAt = (column: RepeatedText, i: number): string => column.values[column.at[i] ?? 0] ?? '';

/** Persons from their columns: one object each, made once. */
function publicPersons(c: CompactPersons): PublicPerson[] {
  // The columns were checked to have a value at every index.
  return c.id.map((id, i) => ({
    id,
    name: c.name[i] ?? '',
    surname: c.surname[i] ?? null,
    sex: c.sex[i] ?? 'unknown',
    generation: c.generation[i] ?? null,
    ordinalNumber: c.ordinalNumber[i] ?? null,
    biography: textAt(c.biography, i),
    otherNames: c.otherNames[i] ?? { ...NO_OTHER_NAMES },
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
    createdAt: textAt(c.createdAt, i),
    updatedAt: textAt(c.updatedAt, i),
  }));
}

/** Families with person ids, from their columns; `ids` are their keys. */
function familiesOf(families: CompactFamilies, ids: readonly string[], personIds: readonly string[]) {
  const idOf = (i: number | null) => (i === null ? null : (personIds[i] ?? null));
  return ids.map((id, i) => ({
    id,
    father: idOf(families.father[i] ?? null),
    mother: idOf(families.mother[i] ?? null),
    spouses: (families.spouses[i] ?? []).map((s) => personIds[s] ?? '').filter(Boolean),
    children: (families.children[i] ?? []).map(([person, mother, relation]) => ({
      personId: personIds[person] ?? '',
      motherId: idOf(mother),
      relation,
    })),
  }));
}

/**
 * The visitors' graph as the canvas reads it, from its columns. Families get the ids `family-<n>` (their
 * order in the answer): keys for the drawing, never sent back to the server.
 */
export function expandCompactTreeGraph(compact: CompactPublicTreeGraph): PublicTreeGraph {
  const familyIds = compact.families.father.map((_, i) => `family-${i}`);
  return {
    tree: { ...compact.tree, families: familyIds },
    persons: publicPersons(compact.persons),
    families: familiesOf(compact.families, familyIds, compact.persons.id),
    generationSizes: compact.generationSizes,
    placedPersonIds: compact.placedPersonIds,
  };
}

/** The members' graph from its columns, as the editor and the canvas read it. */
export function expandCompactMemberTreeGraph(compact: CompactTreeGraph): TreeGraph {
  const { persons: c, families } = compact;
  // The visitor's fields' objects get the member's fields added: one object a person.
  const persons: Person[] = publicPersons(c).map((person, i) =>
    Object.assign(person, {
      contact: c.contact[i] ?? null,
      notes: c.notes[i] ?? null,
      version: c.version[i] ?? 0,
    }),
  );
  return {
    tree: { ...compact.tree, families: families.id },
    persons,
    families: familiesOf(families, families.id, c.id).map((family, i) =>
      Object.assign(family, { version: families.version[i] ?? 0 }),
    ),
    generationSizes: compact.generationSizes,
    splitPersonIds: compact.splitPersonIds,
    placedPersonIds: compact.placedPersonIds,
  };
}

import type { ChildRelation, DecorNode, GenerationSizes, LifeDate, Sex, TreeType } from '@giapha/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { clanPrimaryKey, clanReference, clanRowKey } from './clan-columns.ts';
import { changeTracking, clanId } from './columns.ts';
import { places } from './places.ts';

export interface OtherNames {
  tenHuy: string | null;
  tenTu: string | null;
  hieu: string | null;
  thuyHieu: string | null;
  /** Pháp danh: the Buddhist name taken at refuge or ordination. */
  phapDanh?: string | null;
}

export interface Contact {
  phone: string | null;
  email: string | null;
  address: string | null;
}

/**
 * A person is one record per clan, shared by every tree that shows them (an original tree and the
 * split tree of a branch show the same row, so an edit shows in both).
 */
export const persons = pgTable(
  'persons',
  {
    ...clanRowKey(),
    name: text('name').notNull(),
    /** The name written in Hán-Nôm characters (阮文安), as the clan's book writes it. */
    nameHanNom: text('name_han_nom'),
    /** Set for compound surnames (Tôn Thất, Nguyễn Phúc) the first-word rule gets wrong. */
    surname: text('surname'),
    /** Folded (no case, tone marks, đ) name and other names, for the trigram search index. */
    searchText: text('search_text').notNull(),
    sex: text('sex').$type<Sex>().notNull().default('unknown'),
    generation: integer('generation'),
    ordinalNumber: integer('ordinal_number'),
    biography: text('biography').notNull().default('Tiểu sử chưa được viết'),
    otherNames: jsonb('other_names')
      .$type<OtherNames>()
      .notNull()
      .default({ tenHuy: null, tenTu: null, hieu: null, thuyHieu: null }),
    birth: jsonb('birth').$type<LifeDate>(),
    death: jsonb('death').$type<LifeDate>(),
    deceased: boolean('deceased').notNull().default(false),
    /** False: the family asked that this person's giỗ not show in the public calendar. */
    gioInCalendar: boolean('gio_in_calendar').notNull().default(true),
    birthPlaceId: uuid('birth_place_id'),
    deathPlaceId: uuid('death_place_id'),
    burialPlace: text('burial_place'),
    avatar: text('avatar'),
    contact: jsonb('contact').$type<Contact>(),
    notes: text('notes'),
    /** GEDCOM lines of the INDI record the product has no field for, written back on export. */
    gedcomExtra: text('gedcom_extra'),
    x: doublePrecision('x').notNull().default(0),
    y: doublePrecision('y').notNull().default(0),
    width: doublePrecision('width').notNull().default(110),
    height: doublePrecision('height').notNull().default(220),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('persons_clan_generation_idx').on(t.clanId, t.generation),
    // clan_id first through btree_gin, so a search never reads another clan's rows.
    index('persons_clan_search_idx').using('gin', t.clanId, sql`${t.searchText} gin_trgm_ops`),
    // A place's usage count and the foreign-key check on deleting one look persons up by place.
    index('persons_clan_birth_place_idx').on(t.clanId, t.birthPlaceId),
    index('persons_clan_death_place_idx').on(t.clanId, t.deathPlaceId),
    clanReference(t.clanId, t.birthPlaceId, places),
    clanReference(t.clanId, t.deathPlaceId, places),
  ],
);

/** One household: a head couple (father, principal mother), further spouses, ordered children. */
export const families = pgTable(
  'families',
  {
    ...clanRowKey(),
    fatherId: uuid('father_id'),
    motherId: uuid('mother_id'),
    /** GEDCOM lines of the FAM record the product has no field for, written back on export. */
    gedcomExtra: text('gedcom_extra'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('families_clan_father_idx').on(t.clanId, t.fatherId),
    index('families_clan_mother_idx').on(t.clanId, t.motherId),
    clanReference(t.clanId, t.fatherId, persons),
    clanReference(t.clanId, t.motherId, persons),
  ],
);

export const familySpouses = pgTable(
  'family_spouses',
  {
    clanId: clanId(),
    familyId: uuid('family_id').notNull(),
    personId: uuid('person_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.familyId, t.personId] }),
    index('family_spouses_clan_person_idx').on(t.clanId, t.personId),
    clanReference(t.clanId, t.familyId, families).onDelete('cascade'),
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
  ],
);

export const familyChildren = pgTable(
  'family_children',
  {
    clanId: clanId(),
    familyId: uuid('family_id').notNull(),
    personId: uuid('person_id').notNull(),
    position: integer('position').notNull(),
    /** Which wife of the family is the mother, when it has several. */
    motherId: uuid('mother_id'),
    relation: text('relation').$type<ChildRelation>().notNull().default('birth'),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.familyId, t.personId] }),
    index('family_children_clan_person_idx').on(t.clanId, t.personId),
    clanReference(t.clanId, t.familyId, families).onDelete('cascade'),
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
  ],
);

export const trees = pgTable(
  'trees',
  {
    ...clanRowKey(),
    name: text('name').notNull(),
    description: text('description'),
    createdBy: uuid('created_by'),
    hideSpouses: boolean('hide_spouses').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /** Null until the clan changes them: the spec's defaults are served. */
    generationSizes: jsonb('generation_sizes').$type<GenerationSizes>(),
    decorNodes: jsonb('decor_nodes').$type<DecorNode[]>().notNull().default([]),
    type: text('type').$type<TreeType>().notNull().default('original'),
    sourceTreeId: uuid('source_tree_id'),
    splitPersonId: uuid('split_person_id'),
    ...changeTracking(),
  },
  (t) => [
    clanPrimaryKey(t),
    index('trees_clan_source_idx').on(t.clanId, t.sourceTreeId),
    index('trees_clan_split_person_idx').on(t.clanId, t.splitPersonId),
    // No foreign keys on created_by, source_tree_id, split_person_id: ON DELETE SET NULL on a composite
    // key would null clan_id too (PostgreSQL 15 cannot name the columns through drizzle). The services
    // clear them when the user, tree or person goes.
  ],
);

/** A tree is a set of families; the same family may belong to an original tree and a split one. */
export const treeFamilies = pgTable(
  'tree_families',
  {
    clanId: clanId(),
    treeId: uuid('tree_id').notNull(),
    familyId: uuid('family_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.treeId, t.familyId] }),
    index('tree_families_clan_family_idx').on(t.clanId, t.familyId),
    clanReference(t.clanId, t.treeId, trees).onDelete('cascade'),
    clanReference(t.clanId, t.familyId, families).onDelete('cascade'),
  ],
);

/** Where a person's box sits on one tree; without a row the person's own box is used. */
export const treePositions = pgTable(
  'tree_positions',
  {
    clanId: clanId(),
    treeId: uuid('tree_id').notNull(),
    personId: uuid('person_id').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: doublePrecision('width'),
    height: doublePrecision('height'),
  },
  (t) => [
    primaryKey({ columns: [t.clanId, t.treeId, t.personId] }),
    clanReference(t.clanId, t.treeId, trees).onDelete('cascade'),
    clanReference(t.clanId, t.personId, persons).onDelete('cascade'),
  ],
);

/** A person's box on one tree (a tree_positions row without its keys), when the tree has its own. */
export type TreeBox = Pick<typeof treePositions.$inferSelect, 'x' | 'y' | 'width' | 'height'>;

import {
  type createPersonBody,
  DEFAULT_NODE_SIZE,
  type listPersonsQuery,
  MESSAGES,
  type Person,
  type personsByGenerationQuery,
  type searchPersonsQuery,
  type updatePersonBody,
  type updatePositionsBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Contact, OtherNames, TreeBox } from '../../db/schema/index.ts';
import { assertInBranch, assertNotBranchRoot } from '../../lib/branch-rights.ts';
import { conflict, found, notFound } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext, EditorContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { eventsRepo } from '../events/events.repo.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { gravesRepo } from '../graves/graves.repo.ts';
import { lifeEventsRepo } from '../life-events/life-events.repo.ts';
import { type TreeRow, treesRepo } from '../trees/trees.repo.ts';
import { toPersonDto } from './persons.dto.ts';
import { type PersonPatch, type PersonRow, personsRepo } from './persons.repo.ts';

type OtherNamesInput = Partial<Record<keyof OtherNames, string | null | undefined>>;
type ContactInput = Partial<Record<keyof Contact, string | null | undefined>>;

const NO_OTHER_NAMES: OtherNames = { tenHuy: null, tenTu: null, hieu: null, thuyHieu: null, phapDanh: null };
const NO_CONTACT: Contact = { phone: null, email: null, address: null };

/** The stored names with the ones sent applied (an absent key keeps its value, null clears it). */
function mergeOtherNames(current: OtherNames, input: OtherNamesInput): OtherNames {
  return {
    tenHuy: input.tenHuy === undefined ? current.tenHuy : input.tenHuy,
    tenTu: input.tenTu === undefined ? current.tenTu : input.tenTu,
    hieu: input.hieu === undefined ? current.hieu : input.hieu,
    thuyHieu: input.thuyHieu === undefined ? current.thuyHieu : input.thuyHieu,
    phapDanh: input.phapDanh === undefined ? (current.phapDanh ?? null) : input.phapDanh,
  };
}

function mergeContact(current: Contact | null, input: ContactInput | null): Contact | null {
  if (input === null) return null;
  const base = current ?? NO_CONTACT;
  return {
    phone: input.phone === undefined ? base.phone : input.phone,
    email: input.email === undefined ? base.email : input.email,
    address: input.address === undefined ? base.address : input.address,
  };
}

const TREE_POSITIONS_PER_STATEMENT = 5000;
/** A person's box on the canvas: moves are logged as `person.positions`, not as field changes. */
const PERSON_BOX = ['x', 'y', 'width', 'height'] as const;

function hasChanges(patch: PersonPatch): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}

/**
 * Persons of a clan (spec §7 "Persons"). Every call is scoped to `clan`; ids of other clans are "not
 * found". A person is one shared record; a tree may hold its own position for them (tree_positions).
 */
export class PersonsService {
  constructor(private readonly db: Db) {}

  private async find(db: DbOrTx, clan: ClanRow, id: string, lock = false): Promise<PersonRow> {
    const repo = personsRepo(db, clan.id);
    const person = lock ? await repo.findByIdForUpdate(id) : await repo.findById(id);
    if (!person) throw notFound(MESSAGES.personNotFound);
    return person;
  }

  private async findTree(db: DbOrTx, clan: ClanRow, treeId: string): Promise<TreeRow> {
    const tree = found(await treesRepo(db, clan.id).findById(treeId), MESSAGES.treeNotFound);
    return tree;
  }

  /** Applies a change at the expected version; a row changed meanwhile is a 409, a vanished one a 404. */
  private async write(
    db: DbOrTx,
    clan: ClanRow,
    current: PersonRow,
    patch: PersonPatch,
    version?: number,
  ): Promise<PersonRow> {
    const updated = await personsRepo(db, clan.id).update(current, patch, version);
    if (updated) return updated;
    await this.find(db, clan, current.id);
    throw conflict();
  }

  /** DTOs with their birth and death places, and the tree's own positions when the list is of one tree. */
  private async toDtos(db: DbOrTx, clan: ClanRow, rows: PersonRow[], treeId?: string): Promise<Person[]> {
    const places = await lifeEventsRepo(db, clan.id).placesByIds(
      rows.flatMap((r) => [r.birthPlaceId, r.deathPlaceId]),
    );
    if (!treeId) return rows.map((row) => toPersonDto(row, undefined, places));
    const boxes = await personsRepo(db, clan.id).treeBoxes(
      treeId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toPersonDto(row, boxes.get(row.id), places));
  }

  /** One person's DTO with its places. */
  private async toDto(db: DbOrTx, clan: ClanRow, row: PersonRow, box?: TreeBox): Promise<Person> {
    const places = await lifeEventsRepo(db, clan.id).placesByIds([row.birthPlaceId, row.deathPlaceId]);
    return toPersonDto(row, box, places);
  }

  /** Birth and death places must be the clan's: another clan's id (or none) is never stored. */
  private async checkPlaces(
    db: DbOrTx,
    clan: ClanRow,
    fields: { birthPlaceId?: string | null | undefined; deathPlaceId?: string | null | undefined },
  ): Promise<void> {
    const ids = [fields.birthPlaceId ?? null, fields.deathPlaceId ?? null];
    const found = await lifeEventsRepo(db, clan.id).placesByIds(ids);
    if (ids.some((id) => id !== null && !found.has(id))) throw notFound(MESSAGES.lifeEventPlaceNotFound);
  }

  async list({ clan }: ClanContext, query: z.output<typeof listPersonsQuery>) {
    if (query.treeId) await this.findTree(this.db, clan, query.treeId);
    const { rows, total } = await personsRepo(this.db, clan.id).list(query);
    return { data: await this.toDtos(this.db, clan, rows, query.treeId), total };
  }

  async search({ clan }: ClanContext, query: z.output<typeof searchPersonsQuery>) {
    if (query.treeId) await this.findTree(this.db, clan, query.treeId);
    const { rows, total } = await personsRepo(this.db, clan.id).search(query);
    return { data: await this.toDtos(this.db, clan, rows, query.treeId), total };
  }

  async byGeneration(
    context: ClanContext,
    generation: number,
    query: z.output<typeof personsByGenerationQuery>,
  ) {
    return this.list(context, { ...query, generation });
  }

  async get({ clan }: ClanContext, id: string) {
    return this.toDto(this.db, clan, await this.find(this.db, clan, id));
  }

  async create({ actor, clan }: ActorContext, input: z.output<typeof createPersonBody>) {
    const { treeId, otherNames, contact, x, y, width, height, ...fields } = input;
    checkImageSources(clan.id, { avatar: fields.avatar });
    return this.db.transaction(async (tx) => {
      if (treeId) await this.findTree(tx, clan, treeId);
      await this.checkPlaces(tx, clan, fields);
      const person = await personsRepo(tx, clan.id).insert({
        ...fields,
        otherNames: mergeOtherNames(NO_OTHER_NAMES, otherNames ?? {}),
        contact: contact ? mergeContact(null, contact) : null,
        x: x ?? 0,
        y: y ?? 0,
        width: width ?? DEFAULT_NODE_SIZE.width,
        height: height ?? DEFAULT_NODE_SIZE.height,
      });
      let box: TreeBox | undefined;
      if (treeId && (x !== undefined || y !== undefined)) {
        box = { x: person.x, y: person.y, width: width ?? null, height: height ?? null };
        await treesRepo(tx, clan.id).upsertPositions(treeId, [{ personId: person.id, ...box }]);
      }
      await recordAction(tx, { actor, clan }, 'person.create', {
        id: person.id,
        name: person.name,
        detail: treeId ? { treeId } : {},
      });
      return this.toDto(tx, clan, person, box);
    });
  }

  /**
   * Changes the fields sent. With `treeId` the box (x, y, width, height) is that tree's position for
   * the person and the person's own box stays; the other fields change the shared record.
   */
  async update(
    context: EditorContext,
    id: string,
    treeId: string | undefined,
    input: z.output<typeof updatePersonBody>,
  ) {
    const { actor, clan } = context;
    const { version, otherNames, contact, x, y, width, height, ...fields } = input;
    checkImageSources(clan.id, { avatar: fields.avatar });
    return this.db.transaction(async (tx) => {
      if (treeId) await this.findTree(tx, clan, treeId);
      const current = await this.find(tx, clan, id, true);
      assertInBranch(context, [id]);
      await this.checkPlaces(tx, clan, fields);
      // Only the deceased have graves: a person with one is not marked living (delete the graves first).
      if (fields.deceased === false && current.deceased) {
        const graves = await gravesRepo(tx, clan.id).countOfPerson(id);
        if (graves > 0) throw conflict(MESSAGES.personHasGraves.replace('{count}', String(graves)));
      }
      if (treeId && !(await treesRepo(tx, clan.id).hasPerson(treeId, id))) {
        throw notFound(MESSAGES.personNotInTree);
      }

      const patch: PersonPatch = { ...fields };
      if (otherNames) patch.otherNames = mergeOtherNames(current.otherNames, otherNames);
      if (contact !== undefined) patch.contact = mergeContact(current.contact, contact);
      if (!treeId) Object.assign(patch, { x, y, width, height });

      let person = current;
      if (hasChanges(patch)) person = await this.write(tx, clan, current, patch, version);
      else if (version !== undefined && version !== current.version) throw conflict();

      let box: TreeBox | undefined;
      if (treeId) {
        const saved = (await personsRepo(tx, clan.id).treeBoxes(treeId, [id])).get(id);
        if ([x, y, width, height].some((v) => v !== undefined)) {
          box = {
            x: x ?? saved?.x ?? current.x,
            y: y ?? saved?.y ?? current.y,
            width: width ?? saved?.width ?? null,
            height: height ?? saved?.height ?? null,
          };
          await treesRepo(tx, clan.id).upsertPositions(treeId, [{ personId: id, ...box }]);
        } else {
          box = saved;
        }
      }
      await recordAction(tx, { actor, clan }, 'person.update', {
        id,
        name: person.name,
        detail: {
          changes: diffRows(current, person, { skip: PERSON_BOX }),
          ...(treeId ? { treeId } : {}),
        },
      });
      return this.toDto(tx, clan, person, box);
    });
  }

  /**
   * Deletes a person: out of every family first, then the families left with nobody, and split trees
   * headed by them no longer name a head. Tree positions, spouse and child links go by cascade.
   */
  async remove(context: EditorContext, id: string) {
    const { actor, clan } = context;
    await this.db.transaction(async (tx) => {
      const person = await this.find(tx, clan, id, true);
      // A keeper deletes inside their branch, never the person it is rooted at.
      assertInBranch(context, [id]);
      assertNotBranchRoot(context, id);
      const families = familiesRepo(tx, clan.id);
      // One after the other: a transaction is one connection.
      const asPartner = await families.idsAsPartner(id);
      const asChild = await families.idsAsChild(id);
      const familyIds = [...new Set([...asPartner, ...asChild])];
      await families.detachPerson(id);
      await personsRepo(tx, clan.id).delete(id);
      const emptied = new Set(await families.deleteEmpty(familyIds));
      // The families that lost a spouse or a child changed too: an edit made on the old version is stale.
      for (const familyId of familyIds) {
        if (!emptied.has(familyId)) await families.touch(familyId);
      }
      await treesRepo(tx, clan.id).clearSplitPerson(id);
      // Their giỗ events stay, as plain yearly events.
      await eventsRepo(tx, clan.id).clearPerson(id);
      await recordAction(tx, { actor, clan }, 'person.delete', {
        id,
        name: person.name,
        detail: { name: person.name, familiesDeleted: [...emptied] },
      });
    });
  }

  /**
   * Saves a canvas: with `treeId` the tree's positions, else the persons' own boxes, in one statement
   * either way. Every id must be a person of the clan; otherwise nothing is written.
   */
  async updatePositions(context: EditorContext, input: z.output<typeof updatePositionsBody>) {
    const { actor, clan } = context;
    // The same id twice: the last one wins (one statement cannot write a row twice). Rows are written in
    // id order, so two saves of overlapping boxes lock them in the same order and never deadlock.
    const positions = [...new Map(input.positions.map((p) => [p.id, p])).values()].sort((a, b) =>
      a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
    const ids = positions.map((p) => p.id);
    const { treeId } = input;
    await this.db.transaction(async (tx) => {
      // A keeper moves only the boxes of persons inside their branches; one outside refuses the whole save.
      assertInBranch(context, ids);
      let treeName: string | null = null;
      if (treeId) {
        treeName = (await this.findTree(tx, clan, treeId)).name;
        const existing = await personsRepo(tx, clan.id).existingIds(ids);
        if (existing.length !== ids.length) throw notFound(MESSAGES.personNotFound);
        const boxes = positions.map((p) => ({
          personId: p.id,
          x: p.x,
          y: p.y,
          width: p.width ?? null,
          height: p.height ?? null,
        }));
        // Seven parameters a row: a whole canvas (up to the contract's 10,000) would pass PostgreSQL's
        // 65,535, so very large saves go in a few statements of the same transaction.
        for (let i = 0; i < boxes.length; i += TREE_POSITIONS_PER_STATEMENT) {
          await treesRepo(tx, clan.id).upsertPositions(
            treeId,
            boxes.slice(i, i + TREE_POSITIONS_PER_STATEMENT),
          );
        }
      } else {
        const updated = await personsRepo(tx, clan.id).updateBoxes(positions);
        // Throwing rolls the statement back: an unknown id writes nothing.
        if (updated.length !== ids.length) throw notFound(MESSAGES.personNotFound);
      }
      await recordAction(tx, { actor, clan }, 'person.positions', {
        id: treeId ?? null,
        name: treeName,
        type: treeId ? 'tree' : 'person',
        detail: { count: ids.length },
      });
    });
    return { updated: ids.length };
  }
}

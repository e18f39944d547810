import {
  type createPlaceBody,
  type listPlacesQuery,
  MESSAGES,
  type MergePlacesBody,
  type Place,
  type updatePlaceBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, errorCode, fieldConflict, found, notFound, uniqueViolation } from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { toPlaceDto } from './places.dto.ts';
import { type PlacePatch, type PlaceReferences, type PlaceRow, placesRepo } from './places.repo.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/** Whether `error` (or what it wraps) is PostgreSQL's foreign_key_violation. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = e instanceof Error ? e.cause : undefined) {
    if (errorCode(e) === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

const nameTaken = (name: string) => fieldConflict('name', MESSAGES.placeNameTaken.replace('{name}', name));
const inUse = (count: number) => conflict(MESSAGES.placeInUse.replace('{count}', String(count)));

function referenceCount(references: PlaceReferences): number {
  return references.births + references.deaths + references.events + references.graves;
}

/** A place made, or the one already named so. */
export interface FoundOrCreated {
  place: Place;
  created: boolean;
}

/** The clan's places (issue 21): members read them, admins write, merge and delete them. */
export class PlacesService {
  constructor(private readonly db: Db) {}

  private async find(db: DbOrTx, clanId: string, id: string, lock = false): Promise<PlaceRow> {
    const row = found(await placesRepo(db, clanId).findById(id, lock), MESSAGES.placeNotFound);
    return row;
  }

  private async dto(db: DbOrTx, clanId: string, id: string): Promise<Place> {
    const row = found(await placesRepo(db, clanId).findWithUsage(id), MESSAGES.placeNotFound);
    return toPlaceDto(row);
  }

  async list({ clan }: ClanContext, query: z.output<typeof listPlacesQuery>) {
    const { rows, total } = await placesRepo(this.db, clan.id).list(query);
    return { data: rows.map(toPlaceDto), total };
  }

  async get({ clan }: ClanContext, id: string): Promise<Place> {
    return this.dto(this.db, clan.id, id);
  }

  /**
   * Find-or-create, for the picker that makes places on the fly: a place already named so (letter case
   * aside) is answered as it is; otherwise a new one is made.
   */
  async create(
    { actor, clan }: ActorContext,
    input: z.output<typeof createPlaceBody>,
  ): Promise<FoundOrCreated> {
    const existing = await placesRepo(this.db, clan.id).findByName(input.name);
    if (existing) return { place: await this.dto(this.db, clan.id, existing.id), created: false };
    try {
      const place = await this.db.transaction(async (tx) => {
        const row = await placesRepo(tx, clan.id).insert({
          name: input.name,
          oldName: input.oldName ?? null,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          note: input.note ?? null,
        });
        await recordAction(tx, { actor, clan }, 'place.create', {
          id: row.id,
          name: row.name,
          detail: { name: row.name, oldName: row.oldName },
        });
        return this.dto(tx, clan.id, row.id);
      });
      return { place, created: true };
    } catch (error) {
      // Made meanwhile by another request with the same name: that one is the answer.
      if (uniqueViolation(error) !== 'places_clan_name_key') throw error;
      const made = await placesRepo(this.db, clan.id).findByName(input.name);
      if (!made) throw error;
      return { place: await this.dto(this.db, clan.id, made.id), created: false };
    }
  }

  /** Changes the fields sent; a name another place has is 409, offering a merge instead. */
  async update({ actor, clan }: ActorContext, id: string, input: z.output<typeof updatePlaceBody>) {
    const { version, ...fields } = input;
    try {
      return await this.db.transaction(async (tx) => {
        const repo = placesRepo(tx, clan.id);
        const current = await this.find(tx, clan.id, id, true);
        if (version !== undefined && version !== current.version) throw conflict();
        if (fields.name !== undefined && fields.name !== current.name) {
          const other = await repo.findByName(fields.name, id);
          if (other) throw nameTaken(other.name);
        }
        const patch: PlacePatch = {};
        for (const key of ['name', 'oldName', 'latitude', 'longitude', 'note'] as const) {
          const value = fields[key];
          if (value !== undefined && value !== current[key]) Object.assign(patch, { [key]: value });
        }
        if (Object.keys(patch).length > 0) {
          const row = await repo.update(current, patch, version);
          if (!row) throw conflict();
          await recordAction(tx, { actor, clan }, 'place.update', {
            id,
            name: row.name,
            detail: { changes: diffRows(current, row) },
          });
        }
        return this.dto(tx, clan.id, id);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'places_clan_name_key' && fields.name) throw nameTaken(fields.name);
      throw error;
    }
  }

  /** Deletes a place nothing names; one still named is 409 with how many rows name it. */
  async remove({ actor, clan }: ActorContext, id: string): Promise<void> {
    try {
      await this.db.transaction(async (tx) => {
        const repo = placesRepo(tx, clan.id);
        const place = await this.find(tx, clan.id, id, true);
        const references = await repo.references(id);
        const count = references ? referenceCount(references) : 0;
        if (count > 0) throw inUse(count);
        await repo.delete(id);
        await recordAction(tx, { actor, clan }, 'place.delete', {
          id,
          name: place.name,
          detail: { name: place.name, oldName: place.oldName },
        });
      });
    } catch (error) {
      // Named meanwhile by a person, event or grave saved after the count.
      if (!isForeignKeyViolation(error)) throw error;
      const references = await placesRepo(this.db, clan.id).references(id);
      throw inUse(references ? Math.max(referenceCount(references), 1) : 1);
    }
  }

  /**
   * Merges `fromId` into `intoId`: every birth, death, life event and grave naming `fromId` names
   * `intoId`, what `intoId` lacks (old name, coordinates, note) is taken from `fromId`, and `fromId`
   * goes — in one transaction, with one audit entry. Answers the place kept.
   */
  async merge({ actor, clan }: ActorContext, { fromId, intoId }: MergePlacesBody): Promise<Place> {
    return this.db.transaction(async (tx) => {
      const repo = placesRepo(tx, clan.id);
      // Locked in id order, so two merges of the same pair cannot wait on each other.
      const [first, second] = fromId < intoId ? [fromId, intoId] : [intoId, fromId];
      const locked = new Map<string, PlaceRow>();
      for (const id of [first, second]) locked.set(id, await this.find(tx, clan.id, id, true));
      const from = locked.get(fromId);
      const into = locked.get(intoId);
      if (!from || !into) throw notFound(MESSAGES.placeNotFound);

      const moved = (await repo.references(fromId)) ?? { births: 0, deaths: 0, events: 0, graves: 0 };
      await repo.repoint(fromId, intoId);
      const patch: PlacePatch = {};
      if (into.oldName === null && from.oldName !== null) patch.oldName = from.oldName;
      if (into.latitude === null && into.longitude === null && from.latitude !== null) {
        patch.latitude = from.latitude;
        patch.longitude = from.longitude;
      }
      if (into.note === null && from.note !== null) patch.note = from.note;
      if (Object.keys(patch).length > 0) await repo.update(into, patch);
      await repo.delete(fromId);
      await recordAction(tx, { actor, clan }, 'place.merge', {
        id: intoId,
        name: into.name,
        detail: {
          mergedFrom: from.name,
          movedBirths: moved.births,
          movedDeaths: moved.deaths,
          movedEvents: moved.events,
          movedGraves: moved.graves,
          // What the kept place took from the other, named as the audit page names changed fields.
          fields: Object.keys(patch),
        },
      });
      return this.dto(tx, clan.id, intoId);
    });
  }
}

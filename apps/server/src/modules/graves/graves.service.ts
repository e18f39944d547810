import {
  type createGraveBody,
  type GravePhoto,
  MESSAGES,
  type PublicGraveArea,
  type updateGraveBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assertInBranch } from '../../lib/branch-rights.ts';
import { badRequest, conflict, found, notFound } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ClanContext, EditorContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { type PersonRow, personsRepo } from '../persons/persons.repo.ts';
import { toGraveDto, toPublicGraveAreas, toPublicPersonGraveDto } from './graves.dto.ts';
import { type GravePatch, type GraveRow, gravesRepo } from './graves.repo.ts';

/** The photos' URLs by their field names (`photos.2.url`), for the image-source check. */
function photoFields(photos: readonly GravePhoto[] | undefined): Record<string, string> {
  return Object.fromEntries((photos ?? []).map((photo, index) => [`photos.${index}.url`, photo.url]));
}

/**
 * Graves (mộ phần) of a clan's persons. Only a deceased person has one; members read, admins write;
 * visitors see the graves of deceased persons shown on a public tree, nobody else's.
 */
export class GravesService {
  constructor(private readonly db: Db) {}

  private async findPerson(db: DbOrTx, clan: ClanRow, id: string, lock = false): Promise<PersonRow> {
    const repo = personsRepo(db, clan.id);
    const person = lock ? await repo.findByIdForUpdate(id) : await repo.findById(id);
    if (!person) throw notFound(MESSAGES.personNotFound);
    return person;
  }

  private async findGrave(db: DbOrTx, clan: ClanRow, id: string): Promise<GraveRow> {
    const grave = found(await gravesRepo(db, clan.id).findById(id), MESSAGES.graveNotFound);
    return grave;
  }

  private async checkPlace(db: DbOrTx, clan: ClanRow, placeId: string | null | undefined): Promise<void> {
    if (!placeId) return;
    const known = await gravesRepo(db, clan.id).placesByIds([placeId]);
    if (!known.has(placeId)) throw notFound(MESSAGES.gravePlaceNotFound);
  }

  private async toDto(db: DbOrTx, clan: ClanRow, row: GraveRow) {
    const places = await gravesRepo(db, clan.id).placesByIds([row.placeId]);
    return toGraveDto(row, row.placeId ? places.get(row.placeId) : undefined);
  }

  async listOfPerson({ clan }: ClanContext, personId: string) {
    await this.findPerson(this.db, clan, personId);
    const repo = gravesRepo(this.db, clan.id);
    const rows = await repo.listOfPerson(personId);
    const places = await repo.placesByIds(rows.map((row) => row.placeId));
    const data = rows.map((row) => toGraveDto(row, row.placeId ? places.get(row.placeId) : undefined));
    return { data, total: data.length };
  }

  async create(context: EditorContext, personId: string, input: z.output<typeof createGraveBody>) {
    const { actor, clan } = context;
    checkImageSources(clan.id, photoFields(input.photos));
    return this.db.transaction(async (tx) => {
      // Locked: marking the person living meanwhile waits for this grave, then sees it.
      const person = await this.findPerson(tx, clan, personId, true);
      assertInBranch(context, [personId]);
      if (!person.deceased) throw badRequest(MESSAGES.graveLivingPerson);
      await this.checkPlace(tx, clan, input.placeId);
      const grave = await gravesRepo(tx, clan.id).insert({
        personId,
        cemetery: input.cemetery ?? null,
        placeId: input.placeId ?? null,
        plot: input.plot ?? null,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        note: input.note ?? null,
        photos: input.photos ?? [],
      });
      await recordAction(tx, { actor, clan }, 'grave.create', {
        id: grave.id,
        name: person.name,
        detail: { personId },
      });
      return this.toDto(tx, clan, grave);
    });
  }

  async update(context: EditorContext, id: string, input: z.output<typeof updateGraveBody>) {
    const { actor, clan } = context;
    const { version, ...fields } = input;
    checkImageSources(clan.id, photoFields(fields.photos));
    return this.db.transaction(async (tx) => {
      const current = await this.findGrave(tx, clan, id);
      assertInBranch(context, [current.personId]);
      await this.checkPlace(tx, clan, fields.placeId);
      const patch: GravePatch = fields;
      const repo = gravesRepo(tx, clan.id);
      const grave = await repo.update(id, patch, version);
      if (!grave) {
        await this.findGrave(tx, clan, id);
        throw conflict();
      }
      const person = await this.findPerson(tx, clan, grave.personId);
      await recordAction(tx, { actor, clan }, 'grave.update', {
        id,
        name: person.name,
        detail: { personId: grave.personId, changes: diffRows(current, grave) },
      });
      return this.toDto(tx, clan, grave);
    });
  }

  async remove(context: EditorContext, id: string) {
    const { actor, clan } = context;
    await this.db.transaction(async (tx) => {
      const grave = await this.findGrave(tx, clan, id);
      assertInBranch(context, [grave.personId]);
      const person = await this.findPerson(tx, clan, grave.personId);
      await gravesRepo(tx, clan.id).delete(id);
      await recordAction(tx, { actor, clan }, 'grave.delete', {
        id,
        name: person.name,
        detail: { personId: grave.personId },
      });
    });
  }

  /** The graves visitors may see, by area. */
  async listPublic({ clan }: ClanContext): Promise<{ areas: PublicGraveArea[]; total: number }> {
    const repo = gravesRepo(this.db, clan.id);
    const rows = await repo.listPublic();
    const places = await repo.placesByIds(rows.map((row) => row.grave.placeId));
    return { areas: toPublicGraveAreas(rows, places), total: rows.length };
  }

  /** A person's graves for their public page; 404 when visitors may not see the person. */
  async listOfPublicPerson({ clan }: ClanContext, personId: string) {
    const repo = gravesRepo(this.db, clan.id);
    if (!(await repo.isPublicPerson(personId))) throw notFound(MESSAGES.personNotFound);
    const rows = (await repo.listPublic(personId)).map((row) => row.grave);
    const places = await repo.placesByIds(rows.map((row) => row.placeId));
    const data = rows.map((row) =>
      toPublicPersonGraveDto(row, row.placeId ? places.get(row.placeId) : undefined),
    );
    return { data, total: data.length };
  }
}

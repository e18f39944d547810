import {
  type createFamilyEventBody,
  type createPersonEventBody,
  LIFE_EVENT_LABELS,
  type LifeEvent,
  lifeEventTypeFits,
  MESSAGES,
  type PersonFamilyEvents,
  type reorderLifeEventsBody,
  type updateLifeEventBody,
} from '@giapha/contract';
import { lifeDateSortKey } from '@giapha/genealogy';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assertFamilyInBranch, assertInBranch } from '../../lib/branch-rights.ts';
import { badRequest, conflict, found, notFound } from '../../lib/errors.ts';
import type { ActorContext, ClanContext, EditorContext } from '../../lib/request-context.ts';
import { auditRepo } from '../audit/audit.repo.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { type FamilyRecord, familiesRepo } from '../families/families.repo.ts';
import { personsRepo } from '../persons/persons.repo.ts';
import { toLifeEventDto } from './life-events.dto.ts';
import { type LifeEventPatch, type LifeEventRow, lifeEventsRepo } from './life-events.repo.ts';

type EventInput = z.output<typeof createPersonEventBody> | z.output<typeof createFamilyEventBody>;

/** Who holds an event: a person or a family, with the name an audit entry gives it. */
interface EventOwner {
  kind: 'person' | 'family';
  id: string;
  name: string;
  /** The person, or the family's partners: a keeper writes the events of those inside their branch. */
  partners: { fatherId: string | null; motherId: string | null; spouseIds: readonly string[] };
}

/** Refuses a keeper's write on the events of a person or family outside their branches (issue 24). */
function assertOwnerInBranch(context: EditorContext, owner: EventOwner): void {
  if (owner.kind === 'person') assertInBranch(context, [owner.id]);
  else assertFamilyInBranch(context, owner.partners);
}

/**
 * Dated events first, in time (`lifeDateSortKey`); then the ones that cannot be placed in time, in the
 * order the clan gave them. Sorting is stable, so equal dates keep that order too.
 */
export function inLifeOrder<T extends { date: LifeEventRow['date'] }>(events: readonly T[]): T[] {
  const keyed = events.map((event) => ({ event, key: lifeDateSortKey(event.date) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === null ? (b.key === null ? 0 : 1) : -1;
    return a.key - b.key;
  });
  return keyed.map((k) => k.event);
}

/** Whether an event can be placed in time; the others are ordered by hand. */
function isUndated(event: { date: LifeEventRow['date'] }): boolean {
  return lifeDateSortKey(event.date) === null;
}

/**
 * Life events of a clan's persons and families (issue 21): members read, admins write. Every call is
 * scoped to the context's clan; ids of other clans are "not found".
 */
export class LifeEventsService {
  constructor(private readonly db: Db) {}

  private async person(db: DbOrTx, clanId: string, id: string): Promise<EventOwner> {
    const person = found(await personsRepo(db, clanId).findById(id), MESSAGES.personNotFound);
    return {
      kind: 'person',
      id,
      name: person.name,
      partners: { fatherId: id, motherId: null, spouseIds: [] },
    };
  }

  private async family(db: DbOrTx, clanId: string, id: string): Promise<EventOwner> {
    const family = found(await familiesRepo(db, clanId).findById(id), MESSAGES.familyNotFound);
    return {
      kind: 'family',
      id,
      name: await this.familyName(db, clanId, family),
      partners: { fatherId: family.fatherId, motherId: family.motherId, spouseIds: family.spouseIds },
    };
  }

  /** A family as the audit log names it: its partners' names. */
  private async familyName(db: DbOrTx, clanId: string, family: FamilyRecord): Promise<string> {
    const ids = partnerIds(family);
    const names = new Map((await personsRepo(db, clanId).findByIds(ids)).map((p) => [p.id, p.name]));
    return ids.map((id) => names.get(id) ?? '?').join(' – ');
  }

  private async ownerOf(db: DbOrTx, clanId: string, event: LifeEventRow): Promise<EventOwner> {
    if (event.personId) return this.person(db, clanId, event.personId);
    return this.family(db, clanId, event.familyId ?? '');
  }

  private async findEvent(db: DbOrTx, clanId: string, id: string): Promise<LifeEventRow> {
    const event = found(await lifeEventsRepo(db, clanId).findById(id), MESSAGES.lifeEventNotFound);
    return event;
  }

  /** A place must be one of the clan's: another clan's id (or none) is never stored. */
  private async checkPlace(db: DbOrTx, clanId: string, placeId: string | null | undefined): Promise<void> {
    if (!placeId) return;
    const known = await lifeEventsRepo(db, clanId).placesByIds([placeId]);
    if (!known.has(placeId)) throw notFound(MESSAGES.lifeEventPlaceNotFound);
  }

  private async toDtos(db: DbOrTx, clanId: string, rows: readonly LifeEventRow[]): Promise<LifeEvent[]> {
    const places = await lifeEventsRepo(db, clanId).placesByIds(rows.map((r) => r.placeId));
    return inLifeOrder(rows).map((row) => toLifeEventDto(row, places));
  }

  private async audit(
    db: DbOrTx,
    { actor, clan }: ActorContext,
    action: string,
    event: LifeEventRow,
    owner: EventOwner,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await auditRepo(db, clan.id).record({
      actorId: actor.id,
      action,
      targetType: 'lifeEvent',
      targetId: event.id,
      targetName: `${LIFE_EVENT_LABELS[event.type]}: ${owner.name}`,
      // The owner is named in targetName; ids in the detail would be shown under other fields' labels.
      detail,
    });
  }

  /** A person's events: dated ones in time, then the others in the clan's order. */
  async listOfPerson({ clan }: ClanContext, personId: string): Promise<LifeEvent[]> {
    await this.person(this.db, clan.id, personId);
    return this.toDtos(this.db, clan.id, await lifeEventsRepo(this.db, clan.id).listOfPerson(personId));
  }

  async listOfFamily({ clan }: ClanContext, familyId: string): Promise<LifeEvent[]> {
    await this.family(this.db, clan.id, familyId);
    return this.toDtos(this.db, clan.id, await lifeEventsRepo(this.db, clan.id).listOfFamilies([familyId]));
  }

  /** The families a person is a partner in (father, mother or further spouse), with the other partners and the family's events. */
  async familiesOfPerson({ clan }: ClanContext, personId: string): Promise<PersonFamilyEvents[]> {
    await this.person(this.db, clan.id, personId);
    const families = familiesRepo(this.db, clan.id);
    const records = await families.findByIds(await families.idsAsPartner(personId));
    const others = new Map(records.map((f) => [f.id, partnerIds(f).filter((id) => id !== personId)]));
    const persons = await personsRepo(this.db, clan.id).findByIds([...new Set([...others.values()].flat())]);
    const names = new Map(persons.map((p) => [p.id, p.name]));
    const events = await this.toDtos(
      this.db,
      clan.id,
      await lifeEventsRepo(this.db, clan.id).listOfFamilies(records.map((f) => f.id)),
    );
    const result = records.map((family) => ({
      familyId: family.id,
      spouses: (others.get(family.id) ?? []).map((id) => ({ id, name: names.get(id) ?? '' })),
      events: events.filter((e) => e.familyId === family.id),
    }));
    // The earliest marriage first; families without a dated event keep their order after them.
    const firstDate = (f: PersonFamilyEvents) => f.events.find((e) => !isUndated(e))?.date ?? null;
    return inLifeOrder(result.map((f) => ({ ...f, date: firstDate(f) }))).map(({ date: _date, ...f }) => f);
  }

  async createForPerson(
    context: EditorContext,
    personId: string,
    input: z.output<typeof createPersonEventBody>,
  ): Promise<LifeEvent> {
    return this.create(context, (db) => this.person(db, context.clan.id, personId), input);
  }

  async createForFamily(
    context: EditorContext,
    familyId: string,
    input: z.output<typeof createFamilyEventBody>,
  ): Promise<LifeEvent> {
    return this.create(context, (db) => this.family(db, context.clan.id, familyId), input);
  }

  private async create(
    context: EditorContext,
    findOwner: (db: DbOrTx) => Promise<EventOwner>,
    input: EventInput,
  ): Promise<LifeEvent> {
    const clanId = context.clan.id;
    return this.db.transaction(async (tx) => {
      const owner = await findOwner(tx);
      assertOwnerInBranch(context, owner);
      await this.checkPlace(tx, clanId, input.placeId);
      const event = await lifeEventsRepo(tx, clanId).insert({
        personId: owner.kind === 'person' ? owner.id : null,
        familyId: owner.kind === 'family' ? owner.id : null,
        type: input.type,
        label: input.label ?? null,
        value: input.value ?? null,
        date: input.date ?? null,
        placeId: input.placeId ?? null,
        note: input.note ?? null,
      });
      await this.audit(tx, context, 'lifeEvent.create', event, owner, {});
      return (await this.toDtos(tx, clanId, [event]))[0] ?? toLifeEventDto(event, new Map());
    });
  }

  /** Changes the fields sent; the type must still fit the owner (a person's, or a family's). */
  async update(
    context: EditorContext,
    id: string,
    input: z.output<typeof updateLifeEventBody>,
  ): Promise<LifeEvent> {
    const clanId = context.clan.id;
    const { version, ...fields } = input;
    return this.db.transaction(async (tx) => {
      const current = await this.findEvent(tx, clanId, id);
      const owner = await this.ownerOf(tx, clanId, current);
      assertOwnerInBranch(context, owner);
      if (fields.type !== undefined && !lifeEventTypeFits(owner.kind, fields.type)) {
        const message =
          owner.kind === 'person' ? MESSAGES.lifeEventTypeNotForPerson : MESSAGES.lifeEventTypeNotForFamily;
        throw badRequest(MESSAGES.invalidInput, [{ field: 'type', message }]);
      }
      await this.checkPlace(tx, clanId, fields.placeId);
      const patch: LifeEventPatch = { ...fields };
      const updated = await lifeEventsRepo(tx, clanId).update(id, patch, version);
      if (!updated) throw conflict();
      await this.audit(tx, context, 'lifeEvent.update', updated, owner, {
        changes: diffRows(current, updated, { skip: ['position', 'gedcomExtra'] }),
      });
      return (await this.toDtos(tx, clanId, [updated]))[0] ?? toLifeEventDto(updated, new Map());
    });
  }

  async remove(context: EditorContext, id: string): Promise<void> {
    const clanId = context.clan.id;
    await this.db.transaction(async (tx) => {
      const event = await this.findEvent(tx, clanId, id);
      const owner = await this.ownerOf(tx, clanId, event);
      assertOwnerInBranch(context, owner);
      await lifeEventsRepo(tx, clanId).delete(id);
      await this.audit(tx, context, 'lifeEvent.delete', event, owner, {});
    });
  }

  /**
   * Orders a person's undated events (the dated ones are ordered by their dates): `ids` must be exactly
   * those events.
   */
  async reorderOfPerson(
    context: EditorContext,
    personId: string,
    input: z.output<typeof reorderLifeEventsBody>,
  ): Promise<LifeEvent[]> {
    const clanId = context.clan.id;
    return this.db.transaction(async (tx) => {
      const owner = await this.person(tx, clanId, personId);
      assertOwnerInBranch(context, owner);
      const repo = lifeEventsRepo(tx, clanId);
      const undated = (await repo.listOfPerson(personId)).filter(isUndated).map((e) => e.id);
      const sent = new Set(input.ids);
      if (
        sent.size !== input.ids.length ||
        sent.size !== undated.length ||
        undated.some((id) => !sent.has(id))
      ) {
        throw badRequest(MESSAGES.lifeEventOrderInvalid, [
          { field: 'ids', message: MESSAGES.lifeEventOrderInvalid },
        ]);
      }
      await repo.setPositions(input.ids);
      await auditRepo(tx, clanId).record({
        actorId: context.actor.id,
        action: 'lifeEvent.reorder',
        targetType: 'person',
        targetId: personId,
        targetName: owner.name,
        detail: {},
      });
      return this.toDtos(tx, clanId, await repo.listOfPerson(personId));
    });
  }
}

/** The partners of a family: father, mother, then further spouses. */
function partnerIds(family: FamilyRecord): string[] {
  return [family.fatherId, family.motherId, ...family.spouseIds].filter((id): id is string => id !== null);
}

import { MESSAGES, type PersonRecord, type RecordSpouse, type TimelineEntry } from '@giapha/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ClanContext } from '../../lib/request-context.ts';
import { type FamilyRecord, familiesRepo } from '../families/families.repo.ts';
import { GravesService } from '../graves/graves.service.ts';
import { LifeEventsService } from '../life-events/life-events.service.ts';
import { type PersonRow, personsRepo } from '../persons/persons.repo.ts';
import { PersonsService } from '../persons/persons.service.ts';
import { CitationsService } from '../sources/citations.service.ts';
import { buildTimeline, publicBirth, toEvidence, toRelative } from './person-record.dto.ts';
import { personRecordRepo } from './person-record.repo.ts';

/** The partners of a family: father, mother, then further spouses. */
function partnersOf(family: FamilyRecord): string[] {
  return [family.fatherId, family.motherId, ...family.spouseIds].filter((id): id is string => id !== null);
}

function byOrder<T extends { id: string }>(items: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

/**
 * A person's public page (issue 21): the person as the public tree shows them, their family through
 * the public trees' families, and — for the dead only — places, timeline, graves and evidence, read
 * through the modules that own them. Anyone not on one of the clan's public trees is not found.
 */
export class PersonRecordService {
  private readonly persons: PersonsService;
  private readonly lifeEvents: LifeEventsService;
  private readonly graves: GravesService;
  private readonly citations: CitationsService;

  constructor(private readonly db: Db) {
    this.persons = new PersonsService(db);
    this.lifeEvents = new LifeEventsService(db);
    this.graves = new GravesService(db);
    this.citations = new CitationsService(db);
  }

  /** The record, or undefined where `get` answers 404 (the server-rendered page's title and preview). */
  async find(context: ClanContext, id: string): Promise<PersonRecord | undefined> {
    try {
      return await this.get(context, id);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    }
  }

  async get(context: ClanContext, id: string): Promise<PersonRecord> {
    const { clan } = context;
    const repo = personRecordRepo(this.db, clan.id);
    const trees = await repo.publicTreesOf(id);
    if (trees.length === 0) throw notFound(MESSAGES.personNotFound);
    const person = await this.persons.get(context, id);
    const dead = person.deceased;

    // The families visitors see: those on a public tree.
    const families = familiesRepo(this.db, clan.id);
    const [partnerIds, childIds] = await Promise.all([families.idsAsPartner(id), families.idsAsChild(id)]);
    const shown = await repo.publicFamilyIds([...partnerIds, ...childIds]);
    const [asPartner, asChild] = await Promise.all([
      families.findByIds(partnerIds.filter((f) => shown.has(f))),
      families.findByIds(childIds.filter((f) => shown.has(f))),
    ]);
    const partnerFamilies = byOrder(asPartner, partnerIds);
    // The family they were born into first, then adoptive and other families.
    const childFamilies = byOrder(asChild, childIds).sort(
      (a, b) =>
        Number(a.children.find((c) => c.personId === id)?.relation !== 'birth') -
        Number(b.children.find((c) => c.personId === id)?.relation !== 'birth'),
    );
    const lineage = await repo.lineage(id);

    const relativeIds = new Set<string>(lineage);
    for (const family of childFamilies) for (const p of partnersOf(family)) relativeIds.add(p);
    for (const family of partnerFamilies) {
      for (const p of partnersOf(family)) relativeIds.add(p);
      for (const c of family.children) relativeIds.add(c.personId);
    }
    relativeIds.delete(id);
    const relatives = new Map<string, PersonRow>(
      (await personsRepo(this.db, clan.id).findByIds([...relativeIds])).map((row) => [row.id, row]),
    );
    const linksOf = (ids: Iterable<string>) => {
      const seen = new Set<string>();
      return [...ids].flatMap((pid) => {
        const row = relatives.get(pid);
        if (!row || seen.has(pid)) return [];
        seen.add(pid);
        return [toRelative(row)];
      });
    };

    // A couple's events belong to both partners: public only when both have died.
    const familyEvents = dead ? await this.lifeEvents.familiesOfPerson(context, id) : [];
    const publicCouples = new Set<string>();
    const spouses: RecordSpouse[] = [];
    for (const family of partnerFamilies) {
      for (const partner of linksOf(partnersOf(family).filter((p) => p !== id))) {
        const bothDead = dead && partner.deceased;
        if (bothDead) publicCouples.add(family.id);
        if (spouses.some((s) => s.id === partner.id)) continue;
        const marriage = bothDead
          ? familyEvents.find((f) => f.familyId === family.id)?.events.find((e) => e.type === 'marriage')
          : undefined;
        spouses.push({
          ...partner,
          marriage: marriage ? { date: marriage.date, place: marriage.place } : null,
        });
      }
    }

    let timeline: TimelineEntry[] = [];
    const birth = publicBirth(person.birth, dead);
    const birthPlace = dead ? person.birthPlace : null;
    const birthEntry: TimelineEntry | null =
      birth || birthPlace
        ? {
            kind: 'birth',
            eventId: null,
            type: null,
            label: null,
            value: null,
            date: birth,
            place: birthPlace,
            note: null,
          }
        : null;
    if (!dead) {
      timeline = birthEntry ? [birthEntry] : [];
    } else {
      const deathEntry: TimelineEntry = {
        kind: 'death',
        eventId: null,
        type: null,
        label: null,
        value: null,
        date: person.death,
        place: person.deathPlace,
        note: null,
      };
      timeline = buildTimeline(birthEntry, await this.lifeEvents.listOfPerson(context, id), deathEntry);
    }

    const [graves, citations] = dead
      ? await Promise.all([
          this.graves.listOfPublicPerson(context, id).then((page) => page.data),
          this.citations.ofPerson(context, id),
        ])
      : [[], []];
    // A family's citations speak of the couple: shown where the couple's events are.
    const evidence = citations
      .filter((c) => c.familyId === null || publicCouples.has(c.familyId))
      .map(toEvidence);

    return {
      id: person.id,
      name: person.name,
      surname: person.surname,
      nameHanNom: person.nameHanNom,
      sex: person.sex,
      generation: person.generation,
      ordinalNumber: person.ordinalNumber,
      otherNames: person.otherNames,
      avatar: person.avatar,
      biography: person.biography,
      deceased: dead,
      birth,
      death: person.death,
      birthPlace,
      deathPlace: dead ? person.deathPlace : null,
      burialPlace: dead ? person.burialPlace : null,
      trees,
      lineage: linksOf(lineage),
      parents: linksOf(childFamilies.flatMap(partnersOf)),
      spouses,
      children: linksOf(partnerFamilies.flatMap((f) => f.children.map((c) => c.personId))),
      timeline,
      graves,
      evidence,
    };
  }
}

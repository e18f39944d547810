import {
  type addChildBody,
  type addMultipleChildrenBody,
  type addSpouseBody,
  BULK_CHILD_NODE_SIZE,
  type ChildRelation,
  childParents,
  type createPersonFamilyBody,
  DEFAULT_NODE_SIZE,
  type Family,
  MESSAGES,
  type Person,
  type Sex,
  type spousesQuery,
  type Tree,
  type treeFamilyBody,
} from '@giapha/contract';
import {
  buildKinshipIndex,
  childGeneration,
  familyPartners,
  spouseGeneration,
  wouldCreateCycle,
  wouldPartnerCreateCycle,
} from '@giapha/genealogy';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assertInBranch } from '../../lib/branch-rights.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext, EditorContext } from '../../lib/request-context.ts';
import { lifeEventsRepo } from '../life-events/life-events.repo.ts';
import { toPersonDto } from '../persons/persons.dto.ts';
import { type PersonRow, personsRepo } from '../persons/persons.repo.ts';
import { loadTreeDto } from '../trees/trees.dto.ts';
import { type TreeRow, treesRepo } from '../trees/trees.repo.ts';
import { type FamilyRecord, familiesRepo, toFamilyDto, toFamilyLinks } from './families.repo.ts';
import { coupleHeads, newPersonValues, oppositeSex } from './new-family.ts';
import {
  assertOwnClan,
  assertPersonInTree,
  auditStructure,
  findFamily,
  findPerson,
  findTree,
} from './structure.ts';

/**
 * Bumps the family's version before changing it, at the version it was read: this locks the row, and a
 * family changed meanwhile through another tree (another tree lock) is a 409, not a decision on stale data.
 */
async function lockFamily(db: DbOrTx, clanId: string, family: FamilyRecord): Promise<void> {
  if (!(await familiesRepo(db, clanId).touch(family.id, family.version))) throw conflict();
}

/**
 * Who a person is married to within one family. The heads are each other's spouses; a further spouse
 * belongs to the head of the other sex (a second wife to the father, a second husband to a mother who
 * heads the family); unknown sexes match anyone.
 */
function partnersWithin(family: FamilyRecord, personId: string, sexOf: (id: string) => Sex): string[] {
  const compatible = (id: string) => {
    const a = sexOf(personId);
    const b = sexOf(id);
    return a === 'unknown' || b === 'unknown' || a !== b;
  };
  const heads = [family.fatherId, family.motherId].filter((id): id is string => id !== null);
  if (heads.includes(personId)) {
    return [
      ...heads.filter((id) => id !== personId),
      ...family.spouseIds.filter((id) => id !== personId && compatible(id)),
    ];
  }
  const matching = heads.filter(compatible);
  return matching.length > 0 ? matching : heads.slice(0, 1);
}

/** Family structure of a clan: tree membership, spouses, children, a first person with a family. */
export class FamiliesService {
  constructor(private readonly db: Db) {}

  // ---------- POST /api/tree/add-family, /api/tree/remove-family ----------

  async addFamily({ actor, clan }: ActorContext, input: z.output<typeof treeFamilyBody>): Promise<Tree> {
    assertOwnClan(clan, input.clanId, MESSAGES.treeNotFound);
    return this.db.transaction(async (tx) => {
      const tree = await findTree(tx, clan.id, input.treeId, true);
      await findFamily(tx, clan.id, input.familyId);
      await treesRepo(tx, clan.id).addFamilies(tree.id, [input.familyId]);
      await auditStructure(tx, { actor, clan }, 'tree.add-family', tree.id, { familyId: input.familyId });
      return loadTreeDto(tx, tree);
    });
  }

  async removeFamily({ actor, clan }: ActorContext, input: z.output<typeof treeFamilyBody>): Promise<Tree> {
    assertOwnClan(clan, input.clanId, MESSAGES.treeNotFound);
    return this.db.transaction(async (tx) => {
      const tree = await findTree(tx, clan.id, input.treeId, true);
      await findFamily(tx, clan.id, input.familyId);
      const trees = treesRepo(tx, clan.id);
      if (!(await trees.hasFamily(tree.id, input.familyId))) {
        throw notFound(MESSAGES.familyNotInTree);
      }
      await trees.removeFamilies(tree.id, [input.familyId]);
      await auditStructure(tx, { actor, clan }, 'tree.remove-family', tree.id, { familyId: input.familyId });
      return loadTreeDto(tx, tree);
    });
  }

  // ---------- POST /api/family/add-spouse ----------

  async addSpouse(
    context: EditorContext,
    input: z.output<typeof addSpouseBody>,
  ): Promise<{ family: Family; spouse: Person }> {
    const { actor, clan } = context;
    assertOwnClan(clan, input.clanId, MESSAGES.treeNotFound);
    return this.db.transaction(async (tx) => {
      const tree = await findTree(tx, clan.id, input.treeId, true);
      const person = await findPerson(tx, clan.id, input.personId);
      await assertPersonInTree(tx, clan.id, tree.id, person.id);
      // A keeper marries a person inside their branch; the new spouse is then inside too.
      assertInBranch(context, [person.id]);
      const families = familiesRepo(tx, clan.id);

      let spouse: PersonRow;
      if (typeof input.spouse === 'string') {
        if (input.spouse === person.id) throw badRequest(MESSAGES.selfSpouse);
        spouse = await findPerson(tx, clan.id, input.spouse);
        // An existing person is linked only when the keeper may edit them too.
        assertInBranch(context, [spouse.id]);
      } else {
        checkImageSources(clan.id, { 'spouse.avatar': input.spouse.avatar });
        spouse = await personsRepo(tx, clan.id).insert(
          newPersonValues(input.spouse, {
            generation: spouseGeneration(person.generation),
            sex: oppositeSex(person.sex),
            box: DEFAULT_NODE_SIZE,
          }),
        );
      }

      const links = await families.allLinks();
      const married = links.some((f) => {
        const partners = familyPartners(f);
        return partners.includes(person.id) && partners.includes(spouse.id);
      });
      if (married) throw conflict(MESSAGES.alreadySpouse);

      let familyId: string;
      const inTree = new Set(await treesRepo(tx, clan.id).familyIds(tree.id));
      const headed = input.createNewFamily
        ? undefined
        : (await families.findHeadedBy(person.id)).find((f) => inTree.has(f.id));
      if (headed) {
        if (wouldPartnerCreateCycle(buildKinshipIndex(links), headed.id, spouse.id)) {
          throw conflict(MESSAGES.ownAncestor);
        }
        await lockFamily(tx, clan.id, headed);
        if (headed.fatherId === person.id && headed.motherId === null) {
          await families.setHeads(headed.id, { motherId: spouse.id });
        } else if (headed.motherId === person.id && headed.fatherId === null) {
          await families.setHeads(headed.id, { fatherId: spouse.id });
        } else {
          await families.addSpouse(headed.id, spouse.id);
        }
        familyId = headed.id;
      } else {
        // A family of its own for this union (createNewFamily, or the person heads none in this tree).
        const created = await families.insert(coupleHeads(person, spouse));
        await treesRepo(tx, clan.id).addFamilies(tree.id, [created.id]);
        familyId = created.id;
      }
      await auditStructure(tx, { actor, clan }, 'family.add-spouse', familyId, {
        treeId: tree.id,
        personId: person.id,
        spouseId: spouse.id,
        newFamily: !headed,
      });
      const family = await findFamily(tx, clan.id, familyId);
      return { family: toFamilyDto(family), spouse: toPersonDto(spouse) };
    });
  }

  // ---------- GET /api/family/spouses/{id} ----------

  async spouses(
    { clan }: ClanContext,
    personId: string,
    query: z.output<typeof spousesQuery>,
  ): Promise<Person[]> {
    assertOwnClan(clan, query.clanId, MESSAGES.personNotFound);
    const person = await findPerson(this.db, clan.id, personId);
    const families = familiesRepo(this.db, clan.id);
    const headed = await families.findHeadedBy(person.id);
    const headedIds = new Set(headed.map((f) => f.id));
    const others = (await families.idsAsPartner(person.id)).filter((id) => !headedIds.has(id));
    let all = [...headed, ...(await families.findByIds(others))];
    if (query.treeId) {
      const tree = await findTree(this.db, clan.id, query.treeId);
      const inTree = new Set(await treesRepo(this.db, clan.id).familyIds(tree.id));
      all = all.filter((f) => inTree.has(f.id));
    }
    const candidates = new Set(all.flatMap((f) => familyPartners(toFamilyLinks(f))));
    candidates.delete(person.id);
    const rows = new Map(
      (await personsRepo(this.db, clan.id).findByIds([...candidates])).map((p) => [p.id, p]),
    );
    const sexOf = (id: string): Sex => (id === person.id ? person.sex : (rows.get(id)?.sex ?? 'unknown'));
    const places = await lifeEventsRepo(this.db, clan.id).placesByIds(
      [...rows.values()].flatMap((r) => [r.birthPlaceId, r.deathPlaceId]),
    );
    const seen = new Set<string>();
    const spouses: Person[] = [];
    for (const family of all) {
      for (const id of partnersWithin(family, person.id, sexOf)) {
        const row = rows.get(id);
        if (!row || seen.has(id)) continue;
        seen.add(id);
        spouses.push(toPersonDto(row, undefined, places));
      }
    }
    return spouses;
  }

  // ---------- POST /api/family/add-child, /api/family/add-multiple-children ----------

  /** Father and mother as sent: each must exist and be on the tree; at least one is given (the contract checks). */
  private async parents(
    tx: DbOrTx,
    clanId: string,
    treeId: string,
    fatherId: string | null | undefined,
    motherId: string | null | undefined,
  ) {
    if (fatherId && fatherId === motherId) throw badRequest(MESSAGES.selfSpouse);
    const load = async (id: string | null | undefined) => {
      if (!id) return null;
      const person = await findPerson(tx, clanId, id);
      await assertPersonInTree(tx, clanId, treeId, person.id);
      return person;
    };
    return { father: await load(fatherId), mother: await load(motherId) };
  }

  /**
   * The couple's family in this tree: the one they head together, else the father's family where the
   * mother is a further wife, else the mother's where the father is a further husband.
   */
  private async coupleFamily(
    tx: DbOrTx,
    clanId: string,
    treeId: string,
    father: PersonRow | null,
    mother: PersonRow | null,
  ): Promise<FamilyRecord | undefined> {
    const families = familiesRepo(tx, clanId);
    const inTree = new Set(await treesRepo(tx, clanId).familyIds(treeId));
    const candidates = [
      ...(father ? await families.findHeadedBy(father.id) : []),
      ...(mother ? await families.findHeadedBy(mother.id) : []),
    ].filter((f) => inTree.has(f.id));
    const fatherId = father?.id ?? null;
    const motherId = mother?.id ?? null;
    return (
      candidates.find((f) => f.fatherId === fatherId && f.motherId === motherId) ??
      (fatherId && motherId
        ? (candidates.find((f) => f.fatherId === fatherId && f.spouseIds.includes(motherId)) ??
          candidates.find((f) => f.motherId === motherId && f.spouseIds.includes(fatherId)))
        : undefined)
    );
  }

  /** The couple's family, made (and put on the tree) when they have none there yet; locked for the change. */
  private async familyForChildren(
    tx: DbOrTx,
    clanId: string,
    treeId: string,
    father: PersonRow | null,
    mother: PersonRow | null,
    existing: FamilyRecord | undefined,
  ): Promise<string> {
    const families = familiesRepo(tx, clanId);
    if (existing) {
      await lockFamily(tx, clanId, existing);
      return existing.id;
    }
    const created = await families.insert({
      fatherId: father?.id ?? null,
      motherId: mother?.id ?? null,
    });
    await treesRepo(tx, clanId).addFamilies(treeId, [created.id]);
    return created.id;
  }

  async addChild(
    context: EditorContext,
    input: z.output<typeof addChildBody>,
  ): Promise<{ family: Family; child: Person }> {
    const { actor, clan } = context;
    assertOwnClan(clan, input.clanId, MESSAGES.treeNotFound);
    return this.db.transaction(async (tx) => {
      const tree = await findTree(tx, clan.id, input.treeId, true);
      const { father, mother } = await this.parents(tx, clan.id, tree.id, input.fatherId, input.motherId);
      // A keeper adds a child to parents inside their branch (a new child of theirs is then inside); a new
      // parent of the branch's root, or of anyone outside, is refused.
      assertInBranch(context, [father?.id, mother?.id, input.childId]);
      const families = familiesRepo(tx, clan.id);
      const existing = await this.coupleFamily(tx, clan.id, tree.id, father, mother);

      let child: PersonRow;
      let relation: ChildRelation = input.relation;
      if (input.childId) {
        child = await findPerson(tx, clan.id, input.childId);
        if (existing?.children.some((c) => c.personId === child.id)) throw conflict(MESSAGES.alreadyChild);
        const parentIds = [
          ...new Set([
            ...(existing ? familyPartners(toFamilyLinks(existing)) : []),
            ...[father?.id, mother?.id].filter((id): id is string => Boolean(id)),
          ]),
        ];
        const index = buildKinshipIndex(await families.allLinks());
        if (wouldCreateCycle(index, { parentIds, childId: child.id })) throw conflict(MESSAGES.ownAncestor);
      } else if (input.child) {
        if (relation === 'birth') relation = input.child.relation;
        checkImageSources(clan.id, { 'child.avatar': input.child.avatar });
        child = await personsRepo(tx, clan.id).insert(
          newPersonValues(input.child, {
            generation: childGeneration([father?.generation, mother?.generation]),
            box: DEFAULT_NODE_SIZE,
          }),
        );
      } else {
        // The contract refuses a body with neither; kept for the type checker.
        throw badRequest(MESSAGES.childNameRequired);
      }

      const familyId = await this.familyForChildren(tx, clan.id, tree.id, father, mother, existing);
      await families.addChildren(familyId, [{ personId: child.id, motherId: mother?.id ?? null, relation }]);
      await auditStructure(tx, { actor, clan }, 'family.add-child', familyId, {
        treeId: tree.id,
        childId: child.id,
        created: !input.childId,
      });
      const family = await findFamily(tx, clan.id, familyId);
      return { family: toFamilyDto(family), child: toPersonDto(child) };
    });
  }

  /**
   * Children in bulk. Each child goes under its own parents and tree when it names them (the spec's
   * client), else under the ones sent at the top; children sharing parents and tree share one family.
   * All or nothing, in one transaction; the children come back in the order sent.
   */
  async addMultipleChildren(
    context: EditorContext,
    input: z.output<typeof addMultipleChildrenBody>,
  ): Promise<{ family: Family; families: Family[]; children: Person[] }> {
    const { actor, clan } = context;
    assertOwnClan(clan, input.clanId, MESSAGES.treeNotFound);
    for (const child of input.children) assertOwnClan(clan, child.clanId, MESSAGES.treeNotFound);
    const placed = input.children.map((child) => {
      const treeId = child.treeId ?? input.treeId;
      // The contract refuses a child with no tree anywhere; kept for the type checker.
      if (!treeId) throw badRequest(MESSAGES.treeIdMissing);
      return { child, treeId, ...childParents(child, input) };
    });
    const groups = new Map<string, number[]>();
    placed.forEach((p, i) => {
      const key = `${p.treeId}|${p.fatherId ?? ''}|${p.motherId ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });

    return this.db.transaction(async (tx) => {
      // Every tree locked first, in one order, so two bulk calls over the same trees cannot deadlock.
      const trees = new Map<string, TreeRow>();
      for (const treeId of [...new Set(placed.map((p) => p.treeId))].sort()) {
        trees.set(treeId, await findTree(tx, clan.id, treeId, true));
      }
      const children: PersonRow[] = new Array(placed.length);
      const familyIds: string[] = [];
      for (const indexes of groups.values()) {
        const first = placed[indexes[0] ?? 0];
        const tree = first ? trees.get(first.treeId) : undefined;
        if (!first || !tree) continue;
        const { father, mother } = await this.parents(tx, clan.id, tree.id, first.fatherId, first.motherId);
        if (!father && !mother) throw badRequest(MESSAGES.parentRequired);
        assertInBranch(context, [father?.id, mother?.id]);
        const existing = await this.coupleFamily(tx, clan.id, tree.id, father, mother);
        const generation = childGeneration([father?.generation, mother?.generation]);
        // One insert each: the children keep the order they were sent in (RETURNING promises no order).
        const rows: PersonRow[] = [];
        const relations: ChildRelation[] = [];
        for (const i of indexes) {
          const fields = placed[i]?.child;
          if (!fields) continue;
          checkImageSources(clan.id, { [`children.${i}.avatar`]: fields.avatar });
          const row = await personsRepo(tx, clan.id).insert(
            newPersonValues(fields, { generation, box: BULK_CHILD_NODE_SIZE }),
          );
          children[i] = row;
          rows.push(row);
          relations.push(fields.relation);
        }
        const familyId = await this.familyForChildren(tx, clan.id, tree.id, father, mother, existing);
        await familiesRepo(tx, clan.id).addChildren(
          familyId,
          rows.map((c, k) => ({
            personId: c.id,
            motherId: mother?.id ?? null,
            relation: relations[k] ?? 'birth',
          })),
        );
        await auditStructure(tx, { actor, clan }, 'family.add-children', familyId, {
          treeId: tree.id,
          childIds: rows.map((c) => c.id),
        });
        if (!familyIds.includes(familyId)) familyIds.push(familyId);
      }
      const families: Family[] = [];
      for (const familyId of familyIds) families.push(toFamilyDto(await findFamily(tx, clan.id, familyId)));
      const [family] = families;
      if (!family) throw badRequest(MESSAGES.childrenRequired);
      return { family, families, children: children.map((c) => toPersonDto(c)) };
    });
  }

  // ---------- POST /api/tree/create-person-family ----------

  async createPersonFamily(
    { actor, clan }: ActorContext,
    input: z.output<typeof createPersonFamilyBody>,
  ): Promise<{ person: Person; family: Family }> {
    return this.db.transaction(async (tx) => {
      const tree = await findTree(tx, clan.id, input.treeId, true);
      checkImageSources(clan.id, { 'personData.avatar': input.personData.avatar });
      const person = await personsRepo(tx, clan.id).insert(
        newPersonValues(input.personData, {
          generation: input.personData.generation ?? null,
          box: DEFAULT_NODE_SIZE,
        }),
      );
      const family = await familiesRepo(tx, clan.id).insert(coupleHeads(person, null));
      await treesRepo(tx, clan.id).addFamilies(tree.id, [family.id]);
      await auditStructure(tx, { actor, clan }, 'tree.create-person-family', tree.id, {
        personId: person.id,
        familyId: family.id,
      });
      return { person: toPersonDto(person), family: toFamilyDto(family) };
    });
  }
}

import {
  MESSAGES,
  type splitTreeBody,
  type syncPersonBody,
  type Tree,
  type treeFamilyBody,
} from '@giapha/contract';
import { buildKinshipIndex, descendantFamiliesOf, familyWithDescendantFamilies } from '@giapha/genealogy';
import type { z } from 'zod';
import type { BulkWrites } from '../../db/bulk-writes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { familiesRepo } from '../families/families.repo.ts';
import { coupleHeads } from '../families/new-family.ts';
import {
  assertOwnClan,
  assertPersonInTree,
  auditStructure,
  findFamily,
  findPerson,
  findTree,
  inChunks,
} from '../families/structure.ts';
import { loadTreeDto, loadTreeDtos } from './trees.dto.ts';
import { type TreeRow, treesRepo } from './trees.repo.ts';

export interface PersonSplitTree {
  personId: string;
  treeId: string;
  treeName: string;
}

/**
 * The trees kept consistent with `tree`: for a split tree its original and the original's other split
 * trees; for an original, its split trees.
 */
async function relatedTrees(db: DbOrTx, tree: TreeRow): Promise<TreeRow[]> {
  const repo = treesRepo(db, tree.clanId);
  if (tree.type !== 'split') return repo.splitTreesOf(tree.id);
  if (!tree.sourceTreeId) return [];
  const source = await repo.findById(tree.sourceTreeId);
  if (!source) return [];
  const siblings = await repo.splitTreesOf(source.id);
  return [source, ...siblings.filter((t) => t.id !== tree.id)];
}

async function containsAny(db: DbOrTx, tree: TreeRow, personIds: readonly string[]): Promise<boolean> {
  for (const id of personIds) {
    if (await treesRepo(db, tree.clanId).hasPerson(tree.id, id)) return true;
  }
  return false;
}

/** Splitting a branch into its own tree, the lookups between original and split trees, and keeping them in step. */
export class SplitService {
  constructor(
    private readonly db: Db,
    private readonly bulkWrites: BulkWrites,
  ) {}

  private async treeDtos(rows: TreeRow[]): Promise<Tree[]> {
    const [first] = rows;
    return first ? loadTreeDtos(this.db, first.clanId, rows) : [];
  }

  // ---------- POST /api/tree/split ----------

  /**
   * A bulk write (db/bulk-writes.ts): the reads of a large clan in steps of their own, then every row of the
   * new tree in one last step, so the embedded database is never held for the whole of it.
   */
  async split({ actor, clan }: ActorContext, input: z.output<typeof splitTreeBody>): Promise<Tree> {
    return this.bulkWrites.run(clan.id, async (step, pause) => {
      const { source, person } = await step(async (tx) => {
        // Locking the source makes a second split at the same person wait, then see the first one.
        const source = await findTree(tx, clan.id, input.sourceTreeId, true);
        const person = await findPerson(tx, clan.id, input.splitPersonId);
        await assertPersonInTree(tx, clan.id, source.id, person.id);
        if (source.type === 'split') throw conflict(MESSAGES.splitSourceNotOriginal);
        if ((await treesRepo(tx, clan.id).splitTreesOfPerson(person.id, source.id)).length > 0) {
          throw conflict(MESSAGES.splitTreeOfSplit);
        }
        return { source, person };
      });
      const links = await step((tx) => familiesRepo(tx, clan.id).allLinks());
      await pause();
      const index = buildKinshipIndex(links);
      const inSource = new Set(await step((tx) => treesRepo(tx, clan.id).familyIds(source.id)));
      const positions = await step((tx) => treesRepo(tx, clan.id).positions(source.id));
      await pause();
      const branch = descendantFamiliesOf(index, person.id).filter((id) => inSource.has(id));
      await pause();

      return step(async (tx) => {
        const trees = treesRepo(tx, clan.id);
        const tree = await trees.insert({
          name: input.newTreeName ?? `Chi ${person.name}`,
          description: null,
          createdBy: actor.id,
          type: 'split',
          sourceTreeId: source.id,
          splitPersonId: person.id,
          hideSpouses: source.hideSpouses,
          generationSizes: source.generationSizes,
        });
        let familyIds = branch;
        if (familyIds.length === 0) {
          // A person with no family of their own yet: the branch starts with them alone.
          const own = await familiesRepo(tx, clan.id).insert(coupleHeads(person, null));
          familyIds = [own.id];
        }
        await trees.insertFamilies(tree.id, familyIds);

        // The same canvas as the source: its positions for the persons of the branch (persons are shared rows).
        const boxes = (await trees.personIds(tree.id)).flatMap((personId) => {
          const box = positions.get(personId);
          return box ? [{ personId, ...box }] : [];
        });
        await trees.insertPositions(tree.id, boxes);
        await auditStructure(tx, { actor, clan }, 'tree.split', tree.id, {
          sourceTreeId: source.id,
          splitPersonId: person.id,
          families: familyIds.length,
        });
        return loadTreeDto(tx, tree);
      });
    });
  }

  // ---------- lookups ----------

  async type({ clan }: ClanContext, id: string) {
    const tree = await findTree(this.db, clan.id, id);
    return { type: tree.type, sourceTreeId: tree.sourceTreeId, splitPersonId: tree.splitPersonId };
  }

  /** The tree itself when it is an original; a split tree's source, or null when that is gone. */
  async original({ clan }: ClanContext, id: string): Promise<Tree | null> {
    const tree = await findTree(this.db, clan.id, id);
    if (tree.type !== 'split') return loadTreeDto(this.db, tree);
    if (!tree.sourceTreeId) return null;
    const source = await treesRepo(this.db, clan.id).findById(tree.sourceTreeId);
    return source ? loadTreeDto(this.db, source) : null;
  }

  async splitTrees({ clan }: ClanContext, id: string): Promise<Tree[]> {
    const tree = await findTree(this.db, clan.id, id);
    return this.treeDtos(await treesRepo(this.db, clan.id).splitTreesOf(tree.id));
  }

  async personsWithSplitTrees({ clan }: ClanContext, id: string): Promise<PersonSplitTree[]> {
    const tree = await findTree(this.db, clan.id, id);
    const repo = treesRepo(this.db, clan.id);
    const splits = await repo.splitTreesOf(tree.id);
    if (splits.length === 0) return [];
    const persons = new Set(await repo.personIds(tree.id));
    return splits.flatMap((s) =>
      s.splitPersonId && persons.has(s.splitPersonId)
        ? [{ personId: s.splitPersonId, treeId: s.id, treeName: s.name }]
        : [],
    );
  }

  /** The newest split tree headed by the person (of `treeId` only, when given), or null. */
  async splitTreeOfPerson({ clan }: ClanContext, personId: string, treeId?: string): Promise<Tree | null> {
    const newest = await this.newestSplitTree(clan, personId, treeId);
    return newest ? loadTreeDto(this.db, newest) : null;
  }

  async hasSplitTree({ clan }: ClanContext, personId: string, treeId?: string) {
    const newest = await this.newestSplitTree(clan, personId, treeId);
    return { hasSplitTree: newest !== undefined, treeId: newest?.id ?? null };
  }

  private async newestSplitTree(clan: ClanRow, personId: string, treeId?: string) {
    if (treeId) await findTree(this.db, clan.id, treeId);
    await findPerson(this.db, clan.id, personId);
    const [newest] = await treesRepo(this.db, clan.id).splitTreesOfPerson(personId, treeId);
    return newest;
  }

  // ---------- POST /api/tree/add-family-auto, /api/tree/remove-family-auto ----------

  /**
   * The family and every descendant family join (or leave) the tree, and the same change is made in
   * the related trees that show one of the family's heads.
   */
  async changeFamilyAuto(
    { actor, clan }: ActorContext,
    input: z.output<typeof treeFamilyBody>,
    action: 'add' | 'remove',
  ): Promise<Tree> {
    assertOwnClan(clan, input.clanId, MESSAGES.treeNotFound);
    return this.db.transaction(async (tx) => {
      const tree = await findTree(tx, clan.id, input.treeId, true);
      const family = await findFamily(tx, clan.id, input.familyId);
      const trees = treesRepo(tx, clan.id);
      if (action === 'remove' && !(await trees.hasFamily(tree.id, family.id))) {
        throw notFound(MESSAGES.familyNotInTree);
      }
      const index = buildKinshipIndex(await familiesRepo(tx, clan.id).allLinks());
      const familyIds = familyWithDescendantFamilies(index, family.id);
      const heads = [family.fatherId, family.motherId].filter((id): id is string => id !== null);
      const targets = [tree];
      for (const related of await relatedTrees(tx, tree)) {
        if (await containsAny(tx, related, heads)) targets.push(related);
      }
      for (const target of targets) {
        await inChunks(familyIds, (chunk) =>
          action === 'add' ? trees.addFamilies(target.id, chunk) : trees.removeFamilies(target.id, chunk),
        );
      }
      await auditStructure(tx, { actor, clan }, `tree.${action}-family-auto`, tree.id, {
        familyIds,
        treeIds: targets.map((x) => x.id),
      });
      return loadTreeDto(tx, tree);
    });
  }

  // ---------- POST /api/tree/sync-person ----------

  /**
   * Brings the related trees that show the person in line with `treeId` for the person's branch:
   * `update`/`add` give them the person's descendant families this tree has; `remove` takes away those
   * this tree does not have. Answers the ids of the trees that changed.
   */
  async syncPerson(
    { actor, clan }: ActorContext,
    input: z.output<typeof syncPersonBody>,
  ): Promise<{ treeIds: string[] }> {
    return this.db.transaction(async (tx) => {
      const tree = await findTree(tx, clan.id, input.treeId, true);
      const person = await findPerson(tx, clan.id, input.personId);
      if (input.action !== 'remove') await assertPersonInTree(tx, clan.id, tree.id, person.id);
      const trees = treesRepo(tx, clan.id);
      const index = buildKinshipIndex(await familiesRepo(tx, clan.id).allLinks());
      const branch = descendantFamiliesOf(index, person.id);
      const inTree = new Set(await trees.familyIds(tree.id));
      const treeIds: string[] = [];
      for (const related of await relatedTrees(tx, tree)) {
        if (!(await trees.hasPerson(related.id, person.id))) continue;
        const inRelated = new Set(await trees.familyIds(related.id));
        if (input.action === 'remove') {
          const gone = branch.filter((id) => !inTree.has(id) && inRelated.has(id));
          if (gone.length === 0) continue;
          await inChunks(gone, (chunk) => trees.removeFamilies(related.id, chunk));
        } else {
          const missing = branch.filter((id) => inTree.has(id) && !inRelated.has(id));
          if (missing.length === 0) continue;
          await inChunks(missing, (chunk) => trees.addFamilies(related.id, chunk));
        }
        treeIds.push(related.id);
      }
      await auditStructure(tx, { actor, clan }, 'tree.sync-person', tree.id, {
        personId: person.id,
        action: input.action,
        treeIds,
      });
      return { treeIds };
    });
  }
}

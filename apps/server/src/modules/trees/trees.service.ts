import {
  type CompactPublicTreeGraph,
  compactTreeGraph,
  type createTreeBody,
  type DecorNode,
  defaultGenerationSizes,
  type GenerationSizes,
  type listTreesQuery,
  MESSAGES,
  type PublicTreeGraph,
  publicTreeGraphResponse,
  type Tree,
  type updateGenerationSizesBody,
  type updateTreeBody,
} from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, found, notFound } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { eventsRepo } from '../events/events.repo.ts';
import { familiesRepo, familyMemberIds } from '../families/families.repo.ts';
import { personsRepo } from '../persons/persons.repo.ts';
import {
  loadPublicTreeSummaries,
  loadTreeDto,
  loadTreeDtos,
  toPublicTreeDto,
  toTreeDto,
} from './trees.dto.ts';
import { type TreePatch, type TreeRow, treesRepo } from './trees.repo.ts';

/** Stored styles over the spec's defaults, generation by generation (spec §9). */
export function withDefaultSizes(stored: Partial<GenerationSizes> | null): GenerationSizes {
  const defaults = defaultGenerationSizes();
  if (!stored) return defaults;
  return {
    '1': { ...defaults['1'], ...stored['1'] },
    '2': { ...defaults['2'], ...stored['2'] },
    '3': { ...defaults['3'], ...stored['3'] },
    '4': { ...defaults['4'], ...stored['4'] },
    '5': { ...defaults['5'], ...stored['5'] },
  };
}

/** Trees of a clan: CRUD, the whole graph for the canvas, styles, decorations, and the public view. */
/** `{ success: true, data: {…} }` from members that are JSON text already. */
function responseBody(data: Record<string, string>): string {
  const members = Object.entries(data).map(([key, json]) => `${JSON.stringify(key)}:${json}`);
  return `{"success":true,"data":{${members.join(',')}}}`;
}

export class TreesService {
  constructor(private readonly db: Db) {}

  private async find(db: DbOrTx, clan: ClanRow, id: string): Promise<TreeRow> {
    const tree = found(await treesRepo(db, clan.id).findById(id), MESSAGES.treeNotFound);
    return tree;
  }

  /** Only trees the clan made public exist for visitors. */
  private async findPublic(clan: ClanRow, id: string): Promise<TreeRow> {
    const tree = await treesRepo(this.db, clan.id).findById(id);
    if (!tree?.isPublic) throw notFound(MESSAGES.treeNotFound);
    return tree;
  }

  /** Applies a change at the expected version; a tree changed meanwhile is a 409, a vanished one a 404. */
  private async write(db: DbOrTx, clan: ClanRow, id: string, patch: TreePatch, version?: number) {
    const updated = await treesRepo(db, clan.id).update(id, patch, version);
    if (updated) return updated;
    await this.find(db, clan, id);
    throw conflict();
  }

  async list({ clan }: ClanContext, query: z.output<typeof listTreesQuery>) {
    const repo = treesRepo(this.db, clan.id);
    const search = query.search ? foldVietnamese(query.search) : undefined;
    const { rows, total } = await repo.list({ ...query, search });
    return {
      data: await loadTreeDtos(this.db, clan.id, rows),
      total,
    };
  }

  async get({ clan }: ClanContext, id: string): Promise<Tree> {
    return loadTreeDto(this.db, await this.find(this.db, clan, id));
  }

  async create({ actor, clan }: ActorContext, input: z.output<typeof createTreeBody>): Promise<Tree> {
    return this.db.transaction(async (tx) => {
      const tree = await treesRepo(tx, clan.id).insert({
        name: input.name,
        description: input.description ?? null,
        isPublic: input.isPublic,
        hideSpouses: input.hideSpouses,
        createdBy: actor.id,
        type: 'original',
      });
      await recordAction(tx, { actor, clan }, 'tree.create', {
        id: tree.id,
        name: tree.name,
        detail: { name: tree.name, isPublic: tree.isPublic },
      });
      return toTreeDto(tree, [], { personCount: 0, generationCount: 0 });
    });
  }

  async update(
    { actor, clan }: ActorContext,
    id: string,
    input: z.output<typeof updateTreeBody>,
  ): Promise<Tree> {
    const { version, ...fields } = input;
    const patch: TreePatch = {};
    if (fields.name !== undefined) patch.name = fields.name;
    if (fields.description !== undefined) patch.description = fields.description;
    if (fields.isPublic !== undefined) patch.isPublic = fields.isPublic;
    if (fields.hideSpouses !== undefined) patch.hideSpouses = fields.hideSpouses;
    return this.db.transaction(async (tx) => {
      const before = await this.find(tx, clan, id);
      const updated = await this.write(tx, clan, id, patch, version);
      await recordAction(tx, { actor, clan }, 'tree.update', {
        id,
        name: updated.name,
        detail: { changes: diffRows(before, updated) },
      });
      return loadTreeDto(tx, updated);
    });
  }

  /**
   * Deletes a tree. Families and persons shared with another tree stay; those only this tree showed
   * go with it. Split trees made from it become trees of their own.
   */
  async remove({ actor, clan }: ActorContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const trees = treesRepo(tx, clan.id);
      const families = familiesRepo(tx, clan.id);
      const tree = await this.find(tx, clan, id);
      const familyIds = await trees.familyIds(id);
      const memberIds = new Set(
        (await families.findByIds(familyIds)).flatMap((family) => familyMemberIds(family)),
      );
      await trees.detachSplitTrees(id);
      await trees.delete(id);
      const orphanFamilies = await trees.familiesInNoTree(familyIds);
      // Families go first: the persons they named are then free to go too.
      await families.deleteMany(orphanFamilies);
      const leftoverPersons = await families.personsInNoFamily([...memberIds]);
      await personsRepo(tx, clan.id).deleteMany(leftoverPersons);
      await eventsRepo(tx, clan.id).clearPersons(leftoverPersons);
      await recordAction(tx, { actor, clan }, 'tree.delete', {
        id,
        name: tree.name,
        detail: {
          before: { name: tree.name, type: tree.type, isPublic: tree.isPublic },
          familiesDeleted: orphanFamilies.length,
          personsDeleted: leftoverPersons.length,
        },
      });
    });
  }

  /**
   * `GET /api/tree-graph`'s whole response body as JSON text: the tree, every person at this tree's
   * positions, its families, its styles and who heads a split tree. The large arrays come from the
   * database as JSON already (see `treesRepo.graphJson`); the rest is small and serialised here.
   */
  async graphBody({ clan }: ClanContext, id: string): Promise<string> {
    const tree = await this.find(this.db, clan, id);
    const repo = treesRepo(this.db, clan.id);
    const [graph, splitTrees] = await Promise.all([repo.graphJson(id, 'member'), repo.splitTreesOf(id)]);
    const splitPersonIds = [
      ...new Set(splitTrees.map((t) => t.splitPersonId).filter((p): p is string => p !== null)),
    ];
    return responseBody({
      tree: JSON.stringify(toTreeDto(tree, graph.familyIds, graph)),
      persons: graph.persons,
      families: graph.families,
      generationSizes: JSON.stringify(withDefaultSizes(tree.generationSizes)),
      splitPersonIds: JSON.stringify(splitPersonIds),
      placedPersonIds: graph.placedPersonIds,
    });
  }

  async generationSizes({ clan }: ClanContext, id: string): Promise<GenerationSizes> {
    return withDefaultSizes((await this.find(this.db, clan, id)).generationSizes);
  }

  async setGenerationSizes(
    { clan }: ActorContext,
    id: string,
    input: z.output<typeof updateGenerationSizesBody>,
  ): Promise<GenerationSizes> {
    checkImageSources(
      clan.id,
      Object.fromEntries(
        Object.entries(input.generationSizes).map(([key, style]) => [
          `generationSizes.${key}.borderImage`,
          style?.borderImage,
        ]),
      ),
    );
    return this.db.transaction(async (tx) => {
      const tree = await this.find(tx, clan, id);
      const merged = withDefaultSizes({
        ...withDefaultSizes(tree.generationSizes),
        ...input.generationSizes,
      });
      await this.write(tx, clan, id, { generationSizes: merged }, tree.version);
      return merged;
    });
  }

  async setDecorNodes({ clan }: ActorContext, id: string, decorNodes: DecorNode[]): Promise<Tree> {
    // A picture on the canvas is one of the clan's images, like every other image field.
    checkImageSources(
      clan.id,
      Object.fromEntries(
        decorNodes.map((node, index) => {
          const url = node.type === 'image' ? node.data?.url : undefined;
          return [`decorNodes.${index}.data.url`, typeof url === 'string' ? url : null];
        }),
      ),
    );
    return this.db.transaction(async (tx) => loadTreeDto(tx, await this.write(tx, clan, id, { decorNodes })));
  }

  async setHideSpouses({ clan }: ActorContext, id: string, hideSpouses: boolean): Promise<Tree> {
    return this.db.transaction(async (tx) =>
      loadTreeDto(tx, await this.write(tx, clan, id, { hideSpouses })),
    );
  }

  // ---------- public (visitors) ----------

  async publicTree({ clan }: ClanContext, id: string) {
    return toPublicTreeDto(await loadTreeDto(this.db, await this.findPublic(clan, id)));
  }

  async publicGenerationSizes({ clan }: ClanContext, id: string): Promise<GenerationSizes> {
    return withDefaultSizes((await this.findPublic(clan, id)).generationSizes);
  }

  /** `GET /api/public/tree-graph`'s body: no contacts, notes or exact birth dates of the living. */
  async publicGraphBody({ clan }: ClanContext, id: string): Promise<string> {
    const tree = await this.findPublic(clan, id);
    const graph = await treesRepo(this.db, clan.id).graphJson(id, 'public');
    return responseBody({
      tree: JSON.stringify(toPublicTreeDto(toTreeDto(tree, graph.familyIds, graph))),
      persons: graph.persons,
      families: graph.families,
      generationSizes: JSON.stringify(withDefaultSizes(tree.generationSizes)),
      placedPersonIds: graph.placedPersonIds,
    });
  }

  /** The visitors' graph, read from the JSON above. */
  async publicGraph(context: ClanContext, id: string): Promise<PublicTreeGraph> {
    return publicTreeGraphResponse.parse(JSON.parse(await this.publicGraphBody(context, id))).data;
  }

  /** The visitors' graph in columns for the canvas, once per version (stored). */
  async publicGraphCompact(context: ClanContext, id: string): Promise<CompactPublicTreeGraph> {
    return compactTreeGraph(await this.publicGraph(context, id));
  }

  /** The trees the clan shows visitors, newest first. */
  async publicList({ clan }: ClanContext, page: { limit: number; offset: number }) {
    const { rows, total } = await treesRepo(this.db, clan.id).list({ ...page, publicOnly: true });
    return { data: await loadPublicTreeSummaries(this.db, clan.id, rows), total };
  }
}

import {
  type createCategoryBody,
  type listCategoriesQuery,
  MESSAGES,
  type publicCategoriesQuery,
  type ReorderBody,
  type updateCategoryBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  badRequest,
  conflict,
  fieldConflict,
  found,
  notFound,
  translateUniqueViolation,
} from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { slugRules, slugScopeOf } from '../../lib/slugs.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { toCategoryDto } from './categories.dto.ts';
import { type CategoryPatch, type CategoryRow, categoriesRepo } from './categories.repo.ts';

/** A blank slug is made from the name; this when the name has no letter or digit to make it from. */
const FALLBACK_SLUG = 'danh-muc';

const slugTaken = () => fieldConflict('slug', MESSAGES.categorySlugTaken);

/** A unique-slug hit from a concurrent write, said as the slug error; anything else as it is. */
const translateUnique = (error: unknown) =>
  translateUniqueViolation(error, { categories_clan_slug_key: slugTaken });

const slugs = slugRules(FALLBACK_SLUG, slugTaken, (db: DbOrTx, clanId: string, exceptId?: string) =>
  slugScopeOf(categoriesRepo(db, clanId), exceptId),
);

/**
 * Adds a category after the clan's last one; a blank slug is made from the name. Shared by the API and
 * the demo seed so both follow the same slug rules.
 */
export async function insertCategory(
  db: DbOrTx,
  clanId: string,
  input: z.output<typeof createCategoryBody>,
): Promise<CategoryRow> {
  const slug = await slugs.forNew(db, clanId, input.slug, input.name);
  return categoriesRepo(db, clanId).insert({
    name: input.name,
    slug,
    description: input.description ?? null,
  });
}

/** Categories of a clan's posts (spec §7): visitors and members read, admins write. */
export class CategoriesService {
  constructor(private readonly db: Db) {}

  private async find(db: DbOrTx, clan: ClanRow, id: string, lock = false): Promise<CategoryRow> {
    const repo = categoriesRepo(db, clan.id);
    const row = lock ? await repo.findByIdForUpdate(id) : await repo.findById(id);
    if (!row) throw notFound(MESSAGES.categoryNotFound);
    return row;
  }

  private async dto(db: DbOrTx, clan: ClanRow, id: string) {
    const row = found(await categoriesRepo(db, clan.id).findWithCount(id), MESSAGES.categoryNotFound);
    return toCategoryDto(row);
  }

  /** For visitors: each category with the posts they can see in it. */
  async listPublic({ clan }: ClanContext, query: z.output<typeof publicCategoriesQuery>) {
    const { rows, total } = await categoriesRepo(this.db, clan.id).list({ ...query, publicCount: true });
    return { data: rows.map(toCategoryDto), total };
  }

  /** For members: each category with all its posts, drafts and scheduled ones included. */
  async list({ clan }: ClanContext, query: z.output<typeof listCategoriesQuery>) {
    const { rows, total } = await categoriesRepo(this.db, clan.id).list({ ...query, publicCount: false });
    return { data: rows.map(toCategoryDto), total };
  }

  async get({ clan }: ClanContext, id: string) {
    return this.dto(this.db, clan, id);
  }

  async create({ actor, clan }: ActorContext, input: z.output<typeof createCategoryBody>) {
    try {
      const created = await this.db.transaction(async (tx) => {
        const row = await insertCategory(tx, clan.id, input);
        await recordAction(tx, { actor, clan }, 'category.create', {
          id: row.id,
          name: row.name,
          detail: { name: row.name, slug: row.slug },
        });
        return this.dto(tx, clan, row.id);
      });
      return created;
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /** Changes the fields sent; a blank slug is made again from the (new) name. */
  async update({ actor, clan }: ActorContext, id: string, input: z.output<typeof updateCategoryBody>) {
    const { version, ...fields } = input;
    try {
      const updated = await this.db.transaction(async (tx) => {
        const current = await this.find(tx, clan, id, true);
        if (version !== undefined && version !== current.version) throw conflict();
        const patch: CategoryPatch = {};
        if (fields.name !== undefined) patch.name = fields.name;
        if (fields.description !== undefined) patch.description = fields.description;
        const nextSlug = await slugs.forEdit(tx, clan.id, current, fields.slug, fields.name ?? current.name);
        if (nextSlug) patch.slug = nextSlug;
        const changed = Object.keys(patch);
        if (changed.length > 0) {
          const row = await categoriesRepo(tx, clan.id).update(id, patch, version);
          if (!row) throw conflict();
          await recordAction(tx, { actor, clan }, 'category.update', {
            id,
            name: row.name,
            detail: { changes: diffRows(current, row, { skip: ['position'] }) },
          });
        }
        return this.dto(tx, clan, id);
      });
      return updated;
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /** Deletes a category; its posts and home-page sections stay, uncategorised. */
  async remove({ actor, clan }: ActorContext, id: string) {
    await this.db.transaction(async (tx) => {
      const category = await this.find(tx, clan, id, true);
      const repo = categoriesRepo(tx, clan.id);
      await repo.detachReferences(id);
      await repo.delete(id);
      await recordAction(tx, { actor, clan }, 'category.delete', {
        id,
        name: category.name,
        detail: { name: category.name, slug: category.slug },
      });
    });
  }

  /** The order after a drag: every id must be one of the clan's categories, else nothing changes. */
  async reorder({ actor, clan }: ActorContext, input: ReorderBody) {
    // The same id twice: the last one wins (one statement cannot write a row twice).
    const items = [...new Map(input.items.map((item) => [item.id, item])).values()];
    await this.db.transaction(async (tx) => {
      const repo = categoriesRepo(tx, clan.id);
      const existing = await repo.existingIds(items.map((item) => item.id));
      if (existing.length !== items.length) throw badRequest(MESSAGES.reorderMismatch);
      await repo.setPositions(items);
      await recordAction(tx, { actor, clan }, 'category.reorder', { detail: { count: items.length } });
    });
  }
}

import {
  type createBlogBody,
  type listBlogsQuery,
  MESSAGES,
  type publicBlogsQuery,
  type updateBlogBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, fieldConflict, found, notFound, translateUniqueViolation } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { slugRules, slugScopeOf } from '../../lib/slugs.ts';
import { diffPatch, writesAnything } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { categoriesRepo } from '../categories/categories.repo.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { fileIdsIn, releaseUnreferencedFiles } from '../uploads/file-references.ts';
import type { FileStorage } from '../uploads/storage/file-storage.ts';
import { toBlogDto, toBlogListItemDto, toPublicBlogDto, toPublicBlogListItemDto } from './blogs.dto.ts';
import { type BlogPatch, type BlogRow, blogsRepo } from './blogs.repo.ts';

/** A blank slug is made from the title; this when the title has no letter or digit to make it from. */
const FALLBACK_SLUG = 'bai-viet';

const slugTaken = () => fieldConflict('slug', MESSAGES.blogSlugTaken);

/** A unique-slug hit from a concurrent write, said as the slug error; anything else as it is. */
const translateUnique = (error: unknown) =>
  translateUniqueViolation(error, { blogs_clan_slug_key: slugTaken });

const slugs = slugRules(FALLBACK_SLUG, slugTaken, (db: DbOrTx, clanId: string, exceptId?: string) =>
  slugScopeOf(blogsRepo(db, clanId), exceptId),
);

/** A category sent with a post must be one of the clan's. */
async function assertCategory(db: DbOrTx, clanId: string, categoryId: string | null | undefined) {
  if (!categoryId) return;
  if (!(await categoriesRepo(db, clanId).findById(categoryId))) throw notFound(MESSAGES.categoryNotFound);
}

function toDate(iso: string | null | undefined): Date | null | undefined {
  if (iso === undefined) return undefined;
  return iso === null ? null : new Date(iso);
}

/**
 * Writes a new post by the rules of the API: slug made from the title when blank, content sanitized,
 * category checked, a published post without a date published now (a future date schedules it). Shared
 * by the API and the demo seed.
 */
export async function insertBlog(
  db: DbOrTx,
  clanId: string,
  authorId: string | null,
  input: z.output<typeof createBlogBody>,
): Promise<BlogRow> {
  checkImageSources(clanId, { coverImage: input.coverImage });
  await assertCategory(db, clanId, input.categoryId);
  const slug = await slugs.forNew(db, clanId, input.slug, input.title);
  const status = input.status ?? 'draft';
  const publishedAt = toDate(input.publishedAt) ?? (status === 'published' ? new Date() : null);
  return blogsRepo(db, clanId).insert({
    slug,
    title: input.title,
    summary: input.summary ?? null,
    coverImage: input.coverImage ?? null,
    categoryId: input.categoryId ?? null,
    content: sanitizeRichText(input.content ?? '', clanId),
    status,
    publishedAt,
    authorId,
  });
}

/** Blog posts of a clan (spec §7): visitors read published and due posts, admins manage all. */
export class BlogsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** Lets go of uploaded images a post stopped showing, once the change has committed. */
  private async releaseFiles(clanId: string, fileIds: string[]) {
    if (fileIds.length === 0) return;
    try {
      await releaseUnreferencedFiles(this.db, this.storage, clanId, fileIds);
    } catch {
      // The post is saved either way; an image left behind goes with `npm run uploads:cleanup`.
    }
  }

  private async detail(db: DbOrTx, clan: ClanRow, id: string) {
    const row = found(await blogsRepo(db, clan.id).findDetailById(id), MESSAGES.blogNotFound);
    return row;
  }

  /** The public list: published and due posts, newest first (the route stores its answers). */
  async listPublic({ clan }: ClanContext, query: z.output<typeof publicBlogsQuery>) {
    const { rows, total } = await blogsRepo(this.db, clan.id).listPublic(query);
    return { data: rows.map(toPublicBlogListItemDto), total };
  }

  /** A post visitors can see, counting the visit; anything else is the public "Not Found". */
  async getPublic({ clan }: ClanContext, slug: string) {
    const repo = blogsRepo(this.db, clan.id);
    const id = await repo.countPublicView(slug);
    const row = id ? await repo.findDetailById(id) : undefined;
    if (!row) throw notFound(MESSAGES.notFound);
    return toPublicBlogDto(row);
  }

  async list({ clan }: ClanContext, query: z.output<typeof listBlogsQuery>) {
    const { rows, total } = await blogsRepo(this.db, clan.id).listAdmin(query);
    return { data: rows.map(toBlogListItemDto), total };
  }

  async get({ clan }: ClanContext, id: string) {
    return toBlogDto(await this.detail(this.db, clan, id));
  }

  async getBySlug({ clan }: ClanContext, slug: string) {
    const row = found(await blogsRepo(this.db, clan.id).findDetailBySlug(slug), MESSAGES.blogNotFound);
    return toBlogDto(row);
  }

  async create({ actor, clan }: ActorContext, input: z.output<typeof createBlogBody>) {
    try {
      const created = await this.db.transaction(async (tx) => {
        const row = await insertBlog(tx, clan.id, actor.id, input);
        await recordAction(tx, { actor, clan }, 'blog.create', {
          id: row.id,
          name: row.title,
          detail: { title: row.title, slug: row.slug, status: row.status },
        });
        return toBlogDto(await this.detail(tx, clan, row.id));
      });
      return created;
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /**
   * Changes the fields sent, by the same rules as creating: a blank slug is made again from the (new)
   * title, content is sanitized, a post becoming published without a date is published now.
   */
  async update({ actor, clan }: ActorContext, id: string, input: z.output<typeof updateBlogBody>) {
    const { version, slug, content, publishedAt, categoryId, ...fields } = input;
    checkImageSources(clan.id, { coverImage: fields.coverImage });
    let shownBefore: string[] = [];
    try {
      const updated = await this.db.transaction(async (tx) => {
        const current = found(await blogsRepo(tx, clan.id).findByIdForUpdate(id), MESSAGES.blogNotFound);
        if (version !== undefined && version !== current.version) throw conflict();
        if (fields.coverImage !== undefined || content !== undefined) {
          shownBefore = fileIdsIn(current.coverImage, current.content);
        }

        const patch: BlogPatch = { ...fields };
        if (categoryId !== undefined) {
          await assertCategory(tx, clan.id, categoryId);
          patch.categoryId = categoryId;
        }
        if (content !== undefined) patch.content = sanitizeRichText(content, clan.id);
        const nextSlug = await slugs.forEdit(tx, clan.id, current, slug, fields.title ?? current.title);
        if (nextSlug) patch.slug = nextSlug;
        const nextPublishedAt = toDate(publishedAt);
        if (nextPublishedAt !== undefined) patch.publishedAt = nextPublishedAt;
        const status = patch.status ?? current.status;
        const date = nextPublishedAt === undefined ? current.publishedAt : nextPublishedAt;
        if (status === 'published' && date === null) patch.publishedAt = new Date();

        if (writesAnything(patch)) {
          if (!(await blogsRepo(tx, clan.id).update(current, patch, version))) throw conflict();
          await recordAction(tx, { actor, clan }, 'blog.update', {
            id,
            name: patch.title ?? current.title,
            detail: { changes: diffPatch(current, patch, { longText: ['content'] }) },
          });
        }
        return toBlogDto(await this.detail(tx, clan, id));
      });
      await this.releaseFiles(clan.id, shownBefore);
      return updated;
    } catch (error) {
      throw translateUnique(error);
    }
  }

  async remove({ actor, clan }: ActorContext, id: string) {
    const shown = await this.db.transaction(async (tx) => {
      const current = found(await blogsRepo(tx, clan.id).findByIdForUpdate(id), MESSAGES.blogNotFound);
      await blogsRepo(tx, clan.id).delete(id);
      await recordAction(tx, { actor, clan }, 'blog.delete', {
        id,
        name: current.title,
        detail: { title: current.title, slug: current.slug },
      });
      return fileIdsIn(current.coverImage, current.content);
    });
    await this.releaseFiles(clan.id, shown);
  }
}

import {
  type createSectionBody,
  MESSAGES,
  type ReorderBody,
  type Section,
  type SectionType,
  type updateSectionBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, found, notFound } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { sanitizeRichText } from '../../lib/sanitize-html.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { type SectionListRow, type SectionPatch, type SectionRow, sectionsRepo } from './sections.repo.ts';

type SectionsRepo = ReturnType<typeof sectionsRepo>;
type CreateSectionInput = z.output<typeof createSectionBody>;
type UpdateSectionInput = z.output<typeof updateSectionBody>;

/** How many items a new block shows: a row of six posts fills the featured grid, three elsewhere. */
export function defaultItemLimit(type: SectionType): number {
  return type === 'featuredPosts' ? 6 : 3;
}

/** Stored HTML is sanitized; an editor's empty paragraph is no content. */
function cleanContent(html: string | null | undefined, clanId: string): string | null | undefined {
  if (html === undefined || html === null) return html;
  return sanitizeRichText(html, clanId) || null;
}

function toSection(row: SectionRow): Section {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    subtitle: row.subtitle,
    content: row.content,
    imageUrl: row.imageUrl,
    linkLabel: row.linkLabel,
    linkUrl: row.linkUrl,
    itemLimit: row.itemLimit,
    categoryId: row.categoryId,
    treeId: row.treeId,
    visible: row.visible,
    position: row.position,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A deleted category or tree reads as none. Visitors see only public trees: a teaser of a private one
 * falls back to the clan's first public tree, as for no tree.
 */
function toListedSection({ section, categoryExists, treeIsPublic }: SectionListRow, forVisitors: boolean) {
  const treeShown = forVisitors ? treeIsPublic === true : treeIsPublic !== null;
  return {
    ...toSection(section),
    categoryId: categoryExists ? section.categoryId : null,
    treeId: treeShown ? section.treeId : null,
  };
}

const ALL_SECTIONS = { limit: 1000, offset: 0 } as const;

/**
 * A new clan's home page before its admin edits it: a greeting, its latest posts and its public tree,
 * so the site shows something real from the first day (and news appear there as soon as posted).
 */
export async function createStarterSections(db: DbOrTx, clanId: string): Promise<void> {
  const starter = [
    {
      type: 'hero',
      title: null,
      subtitle: 'Nơi con cháu cùng lưu giữ cây gia phả, ngày giỗ, tin tức và những đóng góp cho dòng họ.',
      linkLabel: 'Xem cây gia phả',
      linkUrl: '/family-tree',
    },
    { type: 'featuredPosts', title: 'Tin tức mới' },
    { type: 'treeTeaser', title: 'Cây gia phả' },
  ] as const;
  const sections = sectionsRepo(db, clanId);
  for (const [position, block] of starter.entries()) {
    await sections.insert({ ...block, itemLimit: defaultItemLimit(block.type), position });
  }
}

/** The home page's blocks: ordered, shown or hidden, edited by the clan's admins. */
export class SectionsService {
  constructor(private readonly db: Db) {}

  private async find(repo: SectionsRepo, id: string): Promise<SectionRow> {
    const section = found(await repo.findById(id), MESSAGES.sectionNotFound);
    return section;
  }

  /** A block may only point at this clan's category and tree. */
  private async assertReferences(
    repo: SectionsRepo,
    input: { categoryId?: string | null | undefined; treeId?: string | null | undefined },
  ): Promise<void> {
    if (input.categoryId && !(await repo.categoryExists(input.categoryId))) {
      throw notFound(MESSAGES.categoryNotFound);
    }
    if (input.treeId && !(await repo.treeExists(input.treeId))) {
      throw notFound(MESSAGES.treeNotFound);
    }
  }

  private async list(
    db: DbOrTx,
    clan: ClanRow,
    page: { limit: number; offset: number },
    visibleOnly: boolean,
  ) {
    const { rows, total } = await sectionsRepo(db, clan.id).list({ ...page, visibleOnly });
    return { data: rows.map((row) => toListedSection(row, visibleOnly)), total };
  }

  /** The visible blocks, for the home page. */
  async publicList({ clan }: ClanContext, page: { limit: number; offset: number }) {
    return this.list(this.db, clan, page, true);
  }

  /** Every block, hidden ones too, for the admin's editor. */
  async adminList({ clan }: ClanContext, page: { limit: number; offset: number }) {
    return this.list(this.db, clan, page, false);
  }

  async create({ actor, clan }: ActorContext, input: CreateSectionInput): Promise<Section> {
    checkImageSources(clan.id, { imageUrl: input.imageUrl });
    return this.db.transaction(async (tx) => {
      const repo = sectionsRepo(tx, clan.id);
      await this.assertReferences(repo, input);
      const section = await repo.insert({
        type: input.type,
        title: input.title ?? null,
        subtitle: input.subtitle ?? null,
        content: cleanContent(input.content, clan.id) ?? null,
        imageUrl: input.imageUrl ?? null,
        linkLabel: input.linkLabel ?? null,
        linkUrl: input.linkUrl ?? null,
        itemLimit: input.itemLimit ?? defaultItemLimit(input.type),
        categoryId: input.categoryId ?? null,
        treeId: input.treeId ?? null,
        visible: input.visible ?? true,
        position: await repo.nextPosition(),
      });
      await recordAction(tx, { actor, clan }, 'section.create', {
        id: section.id,
        name: section.title,
        detail: { type: section.type },
      });
      return toSection(section);
    });
  }

  async update({ actor, clan }: ActorContext, id: string, input: UpdateSectionInput): Promise<Section> {
    const { version, content, ...fields } = input;
    checkImageSources(clan.id, { imageUrl: fields.imageUrl });
    const patch: SectionPatch = { ...fields, content: cleanContent(content, clan.id) };
    return this.db.transaction(async (tx) => {
      const repo = sectionsRepo(tx, clan.id);
      const current = await this.find(repo, id);
      await this.assertReferences(repo, fields);
      const updated = await repo.update(id, patch, version);
      if (!updated) throw conflict();
      await recordAction(tx, { actor, clan }, 'section.update', {
        id,
        name: updated.title,
        detail: { changes: diffRows(current, updated, { skip: ['position'], longText: ['content'] }) },
      });
      return toSection(updated);
    });
  }

  async remove({ actor, clan }: ActorContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = sectionsRepo(tx, clan.id);
      const section = await this.find(repo, id);
      await repo.delete(id);
      await recordAction(tx, { actor, clan }, 'section.delete', {
        id,
        name: section.title,
        detail: { type: section.type, title: section.title },
      });
    });
  }

  /** Sets the positions after a drag in one transaction; every id must be this clan's. Returns all blocks. */
  async reorder({ actor, clan }: ActorContext, input: ReorderBody) {
    return this.db.transaction(async (tx) => {
      const repo = sectionsRepo(tx, clan.id);
      const ids = input.items.map((item) => item.id);
      const distinct = new Set(ids);
      const existing = await repo.existingIds([...distinct]);
      if (distinct.size !== ids.length || existing.length !== ids.length) {
        throw badRequest(MESSAGES.reorderMismatch);
      }
      await repo.place(input.items);
      await recordAction(tx, { actor, clan }, 'section.reorder', { detail: { items: input.items.length } });
      return this.list(tx, clan, ALL_SECTIONS, false);
    });
  }
}

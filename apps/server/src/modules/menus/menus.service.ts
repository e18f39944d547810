import {
  type createMenuBody,
  DEFAULT_MENU_LINKS,
  MENU_MAX_CHILDREN,
  MESSAGES,
  type MenuChild,
  type MenuItem,
  type PublicMenuItem,
  type reorderMenusBody,
  type updateMenuBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, found } from '../../lib/errors.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { diffRows } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { type MenuItemPatch, type MenuItemRow, menusRepo } from './menus.repo.ts';

type MenusRepo = ReturnType<typeof menusRepo>;
interface Page {
  limit: number;
  offset: number;
}

const tooManyChildren = () =>
  badRequest(MESSAGES.menuTooManyChildren.replace('{max}', String(MENU_MAX_CHILDREN)));

function toMenuChild(row: MenuItemRow): MenuChild {
  return {
    id: row.id,
    label: row.label,
    url: row.url,
    openInNewTab: row.openInNewTab,
    parentId: row.parentId,
    position: row.position,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPublicLink(row: MenuItemRow) {
  return { id: row.id, label: row.label, url: row.url, openInNewTab: row.openInNewTab };
}

/** Each parent's sub-items, in the order given. */
function childrenByParent(children: readonly MenuItemRow[]): Map<string, MenuItemRow[]> {
  const byParent = new Map<string, MenuItemRow[]>();
  for (const child of children) {
    if (child.parentId === null) continue;
    const siblings = byParent.get(child.parentId);
    if (siblings) siblings.push(child);
    else byParent.set(child.parentId, [child]);
  }
  return byParent;
}

function adminTree(topLevel: readonly MenuItemRow[], children: readonly MenuItemRow[]): MenuItem[] {
  const byParent = childrenByParent(children);
  return topLevel.map((item) => ({
    ...toMenuChild(item),
    children: (byParent.get(item.id) ?? []).map(toMenuChild),
  }));
}

/** The clan's menu: top-level items and their sub-items, never deeper. */
export class MenusService {
  constructor(private readonly db: Db) {}

  private async find(repo: MenusRepo, id: string): Promise<MenuItemRow> {
    const item = found(await repo.findById(id), MESSAGES.menuNotFound);
    return item;
  }

  /** `parentId` must be a top-level item of this clan with room for one more sub-item. */
  private async assertCanTakeChild(repo: MenusRepo, parentId: string): Promise<void> {
    const parent = await this.find(repo, parentId);
    if (parent.parentId !== null) throw badRequest(MESSAGES.menuTooDeep);
    if ((await repo.countChildren(parentId)) >= MENU_MAX_CHILDREN) throw tooManyChildren();
  }

  async publicTree({ clan }: ClanContext, page: Page): Promise<{ data: PublicMenuItem[]; total: number }> {
    const repo = menusRepo(this.db, clan.id);
    const { rows, total } = await repo.listTopLevel(page);
    const byParent = childrenByParent(await repo.listChildren(rows.map((r) => r.id)));
    const data = rows.map((item) => ({
      ...toPublicLink(item),
      children: (byParent.get(item.id) ?? []).map(toPublicLink),
    }));
    return { data, total };
  }

  async tree({ clan }: ClanContext, page: Page): Promise<{ data: MenuItem[]; total: number }> {
    const repo = menusRepo(this.db, clan.id);
    const { rows, total } = await repo.listTopLevel(page);
    const children = await repo.listChildren(rows.map((r) => r.id));
    return { data: adminTree(rows, children), total };
  }

  async create({ actor, clan }: ActorContext, input: z.output<typeof createMenuBody>): Promise<MenuChild> {
    return this.db.transaction(async (tx) => {
      const repo = menusRepo(tx, clan.id);
      const parentId = input.parentId ?? null;
      if (parentId !== null) await this.assertCanTakeChild(repo, parentId);
      const item = await repo.insert({
        label: input.label,
        url: input.url,
        openInNewTab: input.openInNewTab,
        parentId,
        position: await repo.nextPosition(parentId),
      });
      await recordAction(tx, { actor, clan }, 'menu.create', {
        id: item.id,
        name: item.label,
        detail: { label: item.label, url: item.url },
      });
      return toMenuChild(item);
    });
  }

  async update(
    { actor, clan }: ActorContext,
    id: string,
    input: z.output<typeof updateMenuBody>,
  ): Promise<MenuChild> {
    const { version, parentId, ...fields } = input;
    return this.db.transaction(async (tx) => {
      const repo = menusRepo(tx, clan.id);
      const item = await this.find(repo, id);
      const patch: MenuItemPatch = { ...fields };
      if (parentId !== undefined && parentId !== item.parentId) {
        if (parentId === id) throw badRequest(MESSAGES.menuTooDeep);
        if (parentId !== null) {
          // An item with sub-items under another would make a third level.
          if ((await repo.countChildren(id)) > 0) throw badRequest(MESSAGES.menuTooDeep);
          await this.assertCanTakeChild(repo, parentId);
        }
        patch.parentId = parentId;
        patch.position = await repo.nextPosition(parentId);
      }
      const updated = await repo.update(id, patch, version);
      if (!updated) throw conflict();
      await recordAction(tx, { actor, clan }, 'menu.update', {
        id,
        name: updated.label,
        detail: { changes: diffRows(item, updated, { skip: ['position'] }) },
      });
      return toMenuChild(updated);
    });
  }

  async remove({ actor, clan }: ActorContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = menusRepo(tx, clan.id);
      const item = await this.find(repo, id);
      await repo.delete(id);
      await recordAction(tx, { actor, clan }, 'menu.delete', {
        id,
        name: item.label,
        detail: { label: item.label, url: item.url },
      });
    });
  }

  /**
   * Sets the parent and position of the items listed (after a drag) in one transaction. Every id must
   * be this clan's and the menu must stay two levels deep; returns the whole new tree.
   */
  async reorder(
    { actor, clan }: ActorContext,
    input: z.output<typeof reorderMenusBody>,
  ): Promise<{ data: MenuItem[]; total: number }> {
    return this.db.transaction(async (tx) => {
      const repo = menusRepo(tx, clan.id);
      const rows = await repo.listAll();
      const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
      const listed = new Set<string>();
      for (const item of input.items) {
        const known = parentOf.has(item.id) && (item.parentId === null || parentOf.has(item.parentId));
        if (!known || listed.has(item.id)) throw badRequest(MESSAGES.reorderMismatch);
        listed.add(item.id);
      }
      for (const item of input.items) parentOf.set(item.id, item.parentId);
      const childCount = new Map<string, number>();
      for (const [id, parentId] of parentOf) {
        if (parentId === null) continue;
        if (parentId === id || parentOf.get(parentId) !== null) throw badRequest(MESSAGES.menuTooDeep);
        childCount.set(parentId, (childCount.get(parentId) ?? 0) + 1);
      }
      if ([...childCount.values()].some((n) => n > MENU_MAX_CHILDREN)) throw tooManyChildren();

      await repo.place(input.items);
      await recordAction(tx, { actor, clan }, 'menu.reorder', { detail: { items: input.items.length } });
      const after = await repo.listAll();
      const topLevel = after.filter((r) => r.parentId === null);
      return { data: adminTree(topLevel, after), total: topLevel.length };
    });
  }
}

/** A new clan's menu: the site's main pages, ready for its admin to rename, reorder or remove. */
export async function createStarterMenu(db: DbOrTx, clanId: string): Promise<void> {
  const menus = menusRepo(db, clanId);
  for (const [position, link] of DEFAULT_MENU_LINKS.entries()) {
    await menus.insert({ ...link, parentId: null, openInNewTab: false, position });
  }
}

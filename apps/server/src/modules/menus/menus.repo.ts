import { asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clanBound, nextVersion } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertedRow } from '../../db/inserted-row.ts';
import { menuItems } from '../../db/schema/index.ts';

export type MenuItemRow = typeof menuItems.$inferSelect;
type NewMenuItem = Pick<MenuItemRow, 'label' | 'url' | 'openInNewTab' | 'parentId' | 'position'>;
export type MenuItemPatch = Partial<NewMenuItem>;

/** Where an item goes in a reorder: its parent (null: top level) and its place among its siblings. */
export interface MenuPlacement {
  id: string;
  parentId: string | null;
  position: number;
}

/** Siblings in the admin's order; ties (never made by the app) in creation order. */
const ORDER = [asc(menuItems.position), asc(menuItems.createdAt), asc(menuItems.id)];

export function menusRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);
  return {
    async findById(id: string): Promise<MenuItemRow | undefined> {
      const [row] = await db.select().from(menuItems).where(clan.byId(menuItems, id)).limit(1);
      return row;
    },

    /** A page of top-level items, and how many there are in all. */
    async listTopLevel(page: {
      limit: number;
      offset: number;
    }): Promise<{ rows: MenuItemRow[]; total: number }> {
      const where = clan.where(menuItems, isNull(menuItems.parentId));
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(menuItems)
          .where(where)
          .orderBy(...ORDER)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(menuItems).where(where),
      ]);
      return { rows, total: totalRow?.total ?? 0 };
    },

    /** The sub-items of these items, each parent's in order. */
    async listChildren(parentIds: readonly string[]): Promise<MenuItemRow[]> {
      if (parentIds.length === 0) return [];
      return db
        .select()
        .from(menuItems)
        .where(clan.where(menuItems, inArray(menuItems.parentId, [...parentIds])))
        .orderBy(...ORDER);
    },

    /** Every item of the clan, in order (a menu is small: tens of items). */
    async listAll(): Promise<MenuItemRow[]> {
      return db
        .select()
        .from(menuItems)
        .where(clan.where(menuItems))
        .orderBy(...ORDER);
    },

    async countChildren(parentId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(menuItems)
        .where(clan.where(menuItems, eq(menuItems.parentId, parentId)));
      return row?.total ?? 0;
    },

    /** The position after the last of the siblings under `parentId` (null: the top level). */
    async nextPosition(parentId: string | null): Promise<number> {
      const [row] = await db
        .select({ next: sql<number>`coalesce(max(${menuItems.position}), -1)::int + 1` })
        .from(menuItems)
        .where(
          clan.where(
            menuItems,
            parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
          ),
        );
      return row?.next ?? 0;
    },

    async insert(values: NewMenuItem): Promise<MenuItemRow> {
      return insertedRow('menu_items', await db.insert(menuItems).values(clan.row(values)).returning());
    },

    /** Updates when the row is still at `expectedVersion` (when given); undefined when nothing matched. */
    async update(
      id: string,
      patch: MenuItemPatch,
      expectedVersion?: number,
    ): Promise<MenuItemRow | undefined> {
      const [row] = await db
        .update(menuItems)
        .set({ ...patch, updatedAt: new Date(), version: nextVersion(menuItems) })
        .where(clan.atVersion(menuItems, id, expectedVersion))
        .returning();
      return row;
    },

    /** Deletes the item; its sub-items go with it (ON DELETE CASCADE). */
    async delete(id: string): Promise<boolean> {
      return clan.deleteById(menuItems, id);
    },

    /** Moves the items in one statement; only rows whose parent or position changes get a new version. */
    async place(placements: readonly MenuPlacement[]): Promise<void> {
      if (placements.length === 0) return;
      const values = sql.join(
        placements.map((p) => sql`(${p.id}::uuid, ${p.parentId}::uuid, ${p.position}::int)`),
        sql`, `,
      );
      await db
        .update(menuItems)
        .set({
          parentId: sql`v.parent_id`,
          position: sql`v.position`,
          updatedAt: new Date(),
          version: nextVersion(menuItems),
        })
        .from(sql`(values ${values}) as v(id, parent_id, position)`)
        .where(
          clan.where(
            menuItems,
            sql`${menuItems.id} = v.id`,
            sql`(${menuItems.parentId} is distinct from v.parent_id or ${menuItems.position} <> v.position)`,
          ),
        );
    },
  };
}

import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { clanBound } from '../../db/clan-bound.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  albums,
  blogs,
  campaigns,
  events,
  files,
  graves,
  menuItems,
  persons,
  sections,
  siteSettings,
  sourcePages,
  trees,
} from '../../db/schema/index.ts';

// Ids are written lower-case by the server; a URL with an upper-case id is not one it serves either.
export const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const deletedRows = z.object({
  rows: z.array(z.object({ id: z.string(), storage_key: z.string(), total_size: z.coerce.number() })),
});
const unreferencedRows = z.object({
  rows: z.array(
    z.object({
      id: z.string(),
      storage_key: z.string(),
      url: z.string(),
      total_size: z.coerce.number(),
      created_at: z.union([z.date(), z.string()]),
    }),
  ),
});

export interface UnreferencedFile {
  id: string;
  url: string;
  storageKey: string;
  /** Bytes of all its copies. */
  totalSize: number;
  createdAt: Date;
}

/** Which of one clan's uploaded files its content still shows: every text that may hold an image's URL. */
export function fileReferencesRepo(db: DbOrTx, clanId: string) {
  const clan = clanBound(db, clanId);

  /**
   * Every text of the clan that may hold an uploaded image's URL (or its id, as album photos do), one
   * row each in a column `t`. A file is referenced when its id appears in one of them. Content that
   * shows images gets a line here; a new table holding image URLs must be added, or its images are
   * deleted by the clean-up as unused.
   */
  function referenceTexts(): SQL {
    return sql`
    select ${albums.images}::text || ' ' || coalesce(${albums.coverImage}, '') || ' '
      || coalesce(${albums.description}, '') as t
      from ${albums} where ${albums.clanId} = ${clan.clanId}
    union all
    select coalesce(${blogs.coverImage}, '') || ' ' || ${blogs.content}
      from ${blogs} where ${blogs.clanId} = ${clan.clanId}
    union all
    select ${siteSettings}::text from ${siteSettings} where ${siteSettings.clanId} = ${clan.clanId}
    union all
    select coalesce(${events.coverImage}, '') || ' ' || ${events.description}
      from ${events} where ${events.clanId} = ${clan.clanId}
    union all
    select coalesce(${campaigns.coverImage}, '') || ' ' || ${campaigns.description}
      from ${campaigns} where ${campaigns.clanId} = ${clan.clanId}
    union all
    select ${persons.avatar} from ${persons} where ${persons.clanId} = ${clan.clanId} and ${persons.avatar} is not null
    union all
    select ${graves.photos}::text from ${graves} where ${graves.clanId} = ${clan.clanId}
    union all
    select ${sections}::text from ${sections} where ${sections.clanId} = ${clan.clanId}
    union all
    select ${menuItems.url} from ${menuItems} where ${menuItems.clanId} = ${clan.clanId}
    union all
    select ${sourcePages.image} from ${sourcePages} where ${sourcePages.clanId} = ${clan.clanId} and ${sourcePages.image} is not null
    union all
    select coalesce(${trees.generationSizes}::text, '') || ' ' || ${trees.decorNodes}::text
      from ${trees} where ${trees.clanId} = ${clan.clanId}`;
  }

  return {
    /**
     * Of the given files (well-formed ids), deletes the rows of those nothing of the clan shows any
     * more and answers them. The check and the delete are one statement, so a file referenced
     * meanwhile stays.
     */
    async deleteUnreferenced(
      ids: readonly string[],
    ): Promise<{ id: string; storageKey: string; totalSize: number }[]> {
      if (ids.length === 0) return [];
      const result = await db.execute(sql`
    delete from ${files}
    where ${files.clanId} = ${clan.clanId}
      and ${files.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and not exists (
        select 1 from (${referenceTexts()}) refs where position(${files.id}::text in refs.t) > 0
      )
    returning ${files.id} as id, ${files.storageKey} as storage_key, ${files.totalSize} as total_size`);
      return deletedRows
        .parse(result)
        .rows.map((row) => ({ id: row.id, storageKey: row.storage_key, totalSize: row.total_size }));
    },

    /** The clan's files uploaded before `before` that nothing of the clan shows, oldest first. */
    async findUnreferenced(before: Date): Promise<UnreferencedFile[]> {
      // Every id in the clan's texts, found in one pass, rather than each file searched for in every text.
      const result = await db.execute(sql`
    with referenced as (
      select distinct found[1] as id
      from (${referenceTexts()}) refs
      cross join lateral regexp_matches(refs.t, ${UUID_PATTERN}, 'g') as found
    )
    select ${files.id} as id, ${files.storageKey} as storage_key, ${files.url} as url,
      ${files.totalSize} as total_size, ${files.createdAt} as created_at
    from ${files}
    where ${files.clanId} = ${clan.clanId}
      and ${files.createdAt} < ${before.toISOString()}::timestamptz
      and not exists (select 1 from referenced where referenced.id = ${files.id}::text)
    order by ${files.createdAt}`);
      return unreferencedRows.parse(result).rows.map((row) => ({
        id: row.id,
        url: row.url,
        storageKey: row.storage_key,
        totalSize: row.total_size,
        createdAt: new Date(row.created_at),
      }));
    },
  };
}

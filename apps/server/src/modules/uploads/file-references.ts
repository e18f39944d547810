import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  albums,
  blogs,
  campaigns,
  events,
  files,
  menuItems,
  persons,
  sections,
  siteSettings,
  trees,
} from '../../db/schema/index.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { allKeysOf } from './upload-keys.ts';

/**
 * Every text of a clan that may hold an uploaded image's URL (or its id, as album photos do), one
 * row each in a column `t`. A file is referenced when its id appears in one of them. Content that
 * shows images gets a line here; a new table holding image URLs must be added, or its images are
 * deleted by the clean-up as unused.
 */
function referenceTexts(clanId: string): SQL {
  return sql`
    select ${albums.images}::text || ' ' || coalesce(${albums.coverImage}, '') || ' '
      || coalesce(${albums.description}, '') as t
      from ${albums} where ${albums.clanId} = ${clanId}
    union all
    select coalesce(${blogs.coverImage}, '') || ' ' || ${blogs.content}
      from ${blogs} where ${blogs.clanId} = ${clanId}
    union all
    select ${siteSettings}::text from ${siteSettings} where ${siteSettings.clanId} = ${clanId}
    union all
    select coalesce(${events.coverImage}, '') || ' ' || ${events.description}
      from ${events} where ${events.clanId} = ${clanId}
    union all
    select coalesce(${campaigns.coverImage}, '') || ' ' || ${campaigns.description}
      from ${campaigns} where ${campaigns.clanId} = ${clanId}
    union all
    select ${persons.avatar} from ${persons} where ${persons.clanId} = ${clanId} and ${persons.avatar} is not null
    union all
    select ${sections}::text from ${sections} where ${sections.clanId} = ${clanId}
    union all
    select ${menuItems.url} from ${menuItems} where ${menuItems.clanId} = ${clanId}
    union all
    select coalesce(${trees.generationSizes}::text, '') || ' ' || ${trees.decorNodes}::text
      from ${trees} where ${trees.clanId} = ${clanId}`;
}

// Ids are written lower-case by the server; a URL with an upper-case id is not one it serves either.
const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_URL = new RegExp(`/uploads/${UUID_PATTERN}/(${UUID_PATTERN})(?:-[a-z0-9]+)?\\.webp`, 'g');

/** The ids of uploaded files whose URLs appear in these texts (a cover URL, a post's HTML…). */
export function fileIdsIn(...texts: readonly (string | null | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(UPLOAD_URL)) if (match[1]) ids.add(match[1]);
  }
  return [...ids];
}

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

async function deleteStored(storage: FileStorage, storageKeys: readonly string[]): Promise<void> {
  // The rows are gone already: a copy that fails to go stays as a stray object, never as a broken image.
  await Promise.allSettled(storageKeys.flatMap(allKeysOf).map((key) => storage.delete(key)));
}

/**
 * Of the given files of the clan, deletes (row, then stored copies) those nothing of the clan shows
 * any more; returns how many went. Called after a write that stopped using them has committed.
 * The check and the delete are one statement, so a file referenced meanwhile stays.
 */
export async function releaseUnreferencedFiles(
  db: DbOrTx,
  storage: FileStorage,
  clanId: string,
  fileIds: readonly string[],
): Promise<number> {
  const ids = [...new Set(fileIds)].filter((id) => new RegExp(`^${UUID_PATTERN}$`).test(id));
  if (ids.length === 0) return 0;
  const result = await db.execute(sql`
    delete from ${files}
    where ${files.clanId} = ${clanId}
      and ${files.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and not exists (
        select 1 from (${referenceTexts(clanId)}) refs where position(${files.id}::text in refs.t) > 0
      )
    returning ${files.id} as id, ${files.storageKey} as storage_key, ${files.totalSize} as total_size`);
  const deleted = deletedRows.parse(result).rows;
  await deleteStored(
    storage,
    deleted.map((row) => row.storage_key),
  );
  return deleted.length;
}

export interface UnreferencedFile {
  id: string;
  url: string;
  storageKey: string;
  /** Bytes of all its copies. */
  totalSize: number;
  createdAt: Date;
}

/** The clan's files uploaded before `before` that nothing of the clan shows (uploaded, never saved). */
export async function findUnreferencedFiles(
  db: DbOrTx,
  clanId: string,
  before: Date,
): Promise<UnreferencedFile[]> {
  // Every id in the clan's texts, found in one pass, rather than each file searched for in every text.
  const result = await db.execute(sql`
    with referenced as (
      select distinct found[1] as id
      from (${referenceTexts(clanId)}) refs
      cross join lateral regexp_matches(refs.t, ${UUID_PATTERN}, 'g') as found
    )
    select ${files.id} as id, ${files.storageKey} as storage_key, ${files.url} as url,
      ${files.totalSize} as total_size, ${files.createdAt} as created_at
    from ${files}
    where ${files.clanId} = ${clanId}
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
}

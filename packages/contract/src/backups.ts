import { z } from 'zod';

/** `GET /api/clan-export` (admins): the clan's data, trees and media in one .tar.gz. */
export const CLAN_EXPORT_PATH = '/api/clan-export';

/** `giapha-{domain}-{YYYYMMDD}.tar.gz` */
export function clanExportFileName(domain: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `giapha-${domain}-${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}.tar.gz`;
}

/**
 * `manifest.json` at the top of a clan export. Beside it: `data/{table}.json` (the clan's rows of each
 * table, as arrays; secrets such as password hashes left out), `gedcom/{tree}.ged` (each tree in
 * GEDCOM 5.5.1) and `media/{file}` (every uploaded image of the clan).
 */
export const clanExportManifestSchema = z.object({
  format: z.literal('giapha-clan-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  clan: z.object({ id: z.string(), domain: z.string(), clanName: z.string() }),
  tables: z.array(z.object({ name: z.string(), file: z.string(), rows: z.number().int() })),
  trees: z.array(z.object({ id: z.string(), name: z.string(), file: z.string() })),
  media: z.object({ files: z.number().int() }),
  /** Columns left out of the data files, as `table.column`, and tables left out whole. */
  omitted: z.array(z.string()),
});
export type ClanExportManifest = z.infer<typeof clanExportManifestSchema>;

import type { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { type ClanExportManifest, clanExportFileName } from '@giapha/contract';
import type { Db } from '../../db/client.ts';
import { withoutOtherClansUploads } from '../../lib/image-sources.ts';
import type { ActorContext } from '../../lib/request-context.ts';
import { recordAction } from '../audit/audit-trail.ts';
import type { ClanRow } from '../clans/clans.repo.ts';
import { treeGedcom } from '../trees/gedcom.service.ts';
import type { FileStorage } from '../uploads/storage/file-storage.ts';
import { backupsRepo } from './backups.repo.ts';
import { readStored } from './instance-backup.ts';
import { describeTables, type TableInfo } from './tables.ts';
import { TarWriter } from './tar.ts';

/**
 * Sign-in secrets, visitors' addresses and the bank-notification key stay out of a clan's export, and so do
 * the data versions, which only the running servers read.
 */
const OMITTED_TABLES = new Set([
  'refresh_tokens',
  'user_tokens',
  'bank_webhook_secrets',
  'ledger_code_attempts',
  'clan_data_versions',
  'clan_data_changes',
]);
const OMITTED_COLUMNS = new Set(['users.password_hash', 'campaigns.ledger_code_hash']);

function isClanTable(table: TableInfo): boolean {
  return table.name === 'clans' || table.columns.includes('clan_id');
}

export interface ClanExport {
  fileName: string;
  /** The .tar.gz, written while it is read. */
  stream: Readable;
}

export class BackupsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /**
   * The clan's own data (every clan table's rows of this clan, as JSON), each tree as GEDCOM and its
   * uploaded media, as a .tar.gz (admins). Nothing of another clan: every query is led by the clan's id,
   * the media are the files under the clan's own prefix, and a reference to another clan's upload in a
   * row or a GEDCOM note is taken out.
   */
  async clanExport({ actor, clan }: ActorContext, log: (error: unknown) => void): Promise<ClanExport> {
    const now = new Date();
    const tables = (await describeTables(this.db)).filter(isClanTable);
    const treeList = await backupsRepo(this.db, clan.id).treeList();
    const mediaKeys = (await this.storage.list(`${clan.id}/`)).sort();
    await recordAction(this.db, { actor, clan }, 'clan.export', {
      id: clan.id,
      name: clan.clanName,
      detail: { trees: treeList.length, media: mediaKeys.length },
    });
    const gzip = createGzip();
    this.write(new TarWriter(gzip), clan, now, tables, treeList, mediaKeys).catch((error: unknown) => {
      log(error);
      gzip.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return { fileName: clanExportFileName(clan.domain, now), stream: gzip };
  }

  private async write(
    tar: TarWriter,
    clan: ClanRow,
    now: Date,
    tables: TableInfo[],
    treeList: { id: string; name: string }[],
    mediaKeys: string[],
  ): Promise<void> {
    const repo = backupsRepo(this.db, clan.id);
    const manifest: ClanExportManifest = {
      format: 'giapha-clan-export',
      version: 1,
      exportedAt: now.toISOString(),
      clan: { id: clan.id, domain: clan.domain, clanName: clan.clanName },
      tables: [],
      trees: [],
      media: { files: 0 },
      omitted: [...OMITTED_TABLES, ...OMITTED_COLUMNS].sort(),
    };
    const files: { name: string; body: Buffer }[] = [];
    for (const table of tables) {
      if (OMITTED_TABLES.has(table.name)) continue;
      const columns = table.columns.filter((column) => !OMITTED_COLUMNS.has(`${table.name}.${column}`));
      const { rows, json } = await repo.clanRowsJson(table, columns);
      const file = `data/${table.name}.json`;
      manifest.tables.push({ name: table.name, file, rows });
      // Rows saved before image fields were checked may still name another clan's upload: never exported.
      files.push({ name: file, body: Buffer.from(`${withoutOtherClansUploads(json, clan.id)}\n`) });
    }
    const used = new Set<string>();
    for (const tree of treeList) {
      const { fileName, text } = await treeGedcom(this.db, { clan }, tree.id);
      let file = `gedcom/${fileName}`;
      for (let n = 2; used.has(file); n++) file = `gedcom/${fileName.replace(/\.ged$/, '')}-${n}.ged`;
      used.add(file);
      manifest.trees.push({ id: tree.id, name: tree.name, file });
      files.push({ name: file, body: Buffer.from(withoutOtherClansUploads(text, clan.id)) });
    }
    // The manifest comes first; the media, which can be large, are then read and written one at a time.
    manifest.media.files = mediaKeys.length;
    await tar.add('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)), now);
    for (const file of files) await tar.add(file.name, file.body, now);
    for (const key of mediaKeys) {
      const body = await readStored(this.storage, key);
      if (body) await tar.add(`media/${key.slice(clan.id.length + 1)}`, body, now);
    }
    await tar.finish();
  }
}

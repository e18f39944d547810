import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { type AuditLog, clanExportFileName, clanExportManifestSchema } from '@giapha/contract';
import { generateSampleClan, parseGedcomText } from '@giapha/genealogy';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, useClanSuite } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import { expectAdminOnly, expectRequiresAuth } from '../../../test/route-checks.ts';
import { insertSampleTree } from '../../db/sample-tree.ts';
import { readTar } from './tar.ts';

const t = useClanSuite();
const sampleA = generateSampleClan({ persons: 120, generations: 6, seed: 11, loops: false });
const sampleB = generateSampleClan({ persons: 80, generations: 5, seed: 22, surname: 'Lê', loops: false });
let treeA: string;
let treeB: string;
const imageA = { id: randomUUID(), bytes: Buffer.from('RIFF----WEBPVP8 ảnh của họ A') };
const imageB = { id: randomUUID(), bytes: Buffer.from('RIFF----WEBPVP8 ảnh của họ B') };

beforeAll(async () => {
  ({ treeId: treeA } = await insertSampleTree(t.database.db, t.clan.clanId, sampleA, {
    name: 'Gia phả họ Nguyễn',
  }));
  ({ treeId: treeB } = await insertSampleTree(t.database.db, t.other.clanId, sampleB, {
    name: 'Gia phả họ Lê',
  }));
  await t.app.storage.put(`${t.clan.clanId}/${imageA.id}.webp`, imageA.bytes, 'image/webp');
  await t.app.storage.put(`${t.other.clanId}/${imageB.id}.webp`, imageB.bytes, 'image/webp');
});

async function download(fixture: ClanFixture) {
  const response = await t.app.inject({
    method: 'GET',
    url: withDomain('/api/clan-export', fixture.domain),
    headers: bearer(fixture.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const entries = new Map<string, Buffer>();
  for await (const entry of readTar(Readable.from([gunzipSync(response.rawPayload)]))) {
    entries.set(entry.name, entry.body);
  }
  return { response, entries };
}

function rowsOf(entries: Map<string, Buffer>, table: string): Record<string, unknown>[] {
  const body = entries.get(`data/${table}.json`);
  if (!body) throw new Error(`no data/${table}.json`);
  return JSON.parse(body.toString('utf8'));
}

describe('GET /api/clan-export', () => {
  const route = { method: 'GET' as const, url: '/api/clan-export' };

  it('needs an admin of the clan', async () => {
    await expectRequiresAuth(t.app, route, t.clan.domain);
    await expectAdminOnly(t.app, route, t.clan.domain, t.member.token);
    const crossed = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/clan-export', t.clan.domain),
      headers: bearer(t.other.token),
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('holds the clan’s rows, its trees as GEDCOM and its media — and nothing of another clan', async () => {
    const { response, entries } = await download(t.clan);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${clanExportFileName(t.clan.domain, new Date())}"`,
    );
    expect([...entries.keys()][0]).toBe('manifest.json');
    const manifest = clanExportManifestSchema.parse(
      JSON.parse(entries.get('manifest.json')?.toString() ?? ''),
    );
    expect(manifest.clan).toEqual({
      id: t.clan.clanId,
      domain: t.clan.domain,
      clanName: `Họ Nguyễn ${t.clan.domain}`,
    });

    // Every clan table is there, with this clan's rows only.
    const persons = rowsOf(entries, 'persons');
    expect(persons).toHaveLength(sampleA.persons.length);
    expect(new Set(persons.map((row) => row.id))).toEqual(new Set(sampleA.persons.map((p) => p.id)));
    for (const table of manifest.tables) {
      const rows = rowsOf(entries, table.name);
      expect(rows).toHaveLength(table.rows);
      for (const row of rows) expect(table.name === 'clans' ? row.id : row.clan_id).toBe(t.clan.clanId);
    }
    expect(rowsOf(entries, 'trees').map((row) => row.id)).toEqual([treeA]);
    expect(
      rowsOf(entries, 'users')
        .map((row) => row.username)
        .sort(),
    ).toEqual(['thanhvien', 'truongtoc']);

    // No secrets: password hashes and sign-in tokens stay behind.
    expect(rowsOf(entries, 'users').every((row) => !('password_hash' in row))).toBe(true);
    expect(entries.has('data/refresh_tokens.json')).toBe(false);
    expect(entries.has('data/bank_webhook_secrets.json')).toBe(false);
    expect(manifest.omitted).toContain('users.password_hash');

    // Not one id of the other clan anywhere in the archive.
    const everything = [...entries.values()].map((body) => body.toString('utf8')).join('\n');
    const bIds = [t.other.clanId, t.other.adminId, treeB, imageB.id, ...sampleB.persons.map((p) => p.id)];
    expect(sampleA.persons.some((p) => bIds.includes(p.id))).toBe(false);
    for (const id of bIds) expect(everything).not.toContain(id);
    expect(everything).not.toContain(t.other.domain);

    // The tree as GEDCOM, read back by the project's own reader.
    expect(manifest.trees).toEqual([
      { id: treeA, name: 'Gia phả họ Nguyễn', file: 'gedcom/gia-pha-ho-nguyen.ged' },
    ]);
    const gedcom = parseGedcomText(entries.get('gedcom/gia-pha-ho-nguyen.ged')?.toString('utf8') ?? '');
    expect(gedcom.persons).toHaveLength(sampleA.persons.length);
    expect(gedcom.persons.map((p) => p.name).sort()).toEqual(sampleA.persons.map((p) => p.name).sort());

    // The clan's media, byte for byte; not the other clan's.
    expect(manifest.media.files).toBe(1);
    expect(entries.get(`media/${imageA.id}.webp`)).toEqual(imageA.bytes);
    expect([...entries.keys()].filter((name) => name.startsWith('media/'))).toEqual([
      `media/${imageA.id}.webp`,
    ]);
  });

  it('is written in the clan’s audit log, and the other clan’s export is its own', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/audit-logs?action=clan.export', t.clan.domain),
      headers: bearer(t.clan.token),
    });
    const logged = json<{ data: AuditLog[] }>(page).data;
    expect(logged.length).toBeGreaterThan(0);
    expect(logged[0]).toMatchObject({ actorId: t.clan.adminId, targetType: 'clan', targetId: t.clan.clanId });

    const { entries } = await download(t.other);
    expect(rowsOf(entries, 'persons')).toHaveLength(sampleB.persons.length);
    expect(entries.get(`media/${imageB.id}.webp`)).toEqual(imageB.bytes);
    const everything = [...entries.values()].map((body) => body.toString('utf8')).join('\n');
    expect(everything).not.toContain(t.clan.clanId);
    expect(everything).not.toContain(treeA);
  });
});

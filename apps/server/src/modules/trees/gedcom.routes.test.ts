import { randomBytes } from 'node:crypto';
import { type Draft, draftResponse, type Family, type Person } from '@giapha/contract';
import { generateSampleClan, SAMPLE_CLAN_SIZES } from '@giapha/genealogy';
import { beforeAll, describe, expect, it } from 'vitest';
import { useClanSuite } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import {
  expectOtherClanGets404,
  expectRejectsBadBody,
  expectRequiresAuth,
} from '../../../test/route-checks.ts';
import { insertSampleTree } from '../../db/sample-tree.ts';

const t = useClanSuite();
let treeId: string;

beforeAll(async () => {
  const sample = generateSampleClan(SAMPLE_CLAN_SIZES.S);
  ({ treeId } = await insertSampleTree(t.database.db, t.clan.clanId, sample, {
    name: 'Gia phả họ Nguyễn mẫu',
  }));
});

function exportTree(token: string, id = treeId) {
  return t.app.inject({
    method: 'GET',
    url: withDomain(`/api/tree/${id}/gedcom`, t.clan.domain),
    headers: bearer(token),
  });
}

/** "parent > child" for every parent–child link, by name. */
function graphLinks(persons: Person[], families: Family[]): string[] {
  const name = new Map(persons.map((p) => [p.id, p.name]));
  return families.flatMap((f) =>
    f.children.flatMap((c) => {
      const mother = c.motherId ?? f.mother ?? f.spouses[0] ?? null;
      return [f.father, mother]
        .filter((p): p is string => p !== null)
        .map((p) => `${name.get(p)} > ${name.get(c.personId)}`);
    }),
  );
}

function draftLinks(draft: Draft): string[] {
  const name = new Map(draft.nodes.map((n) => [n.id, n.name]));
  return draft.families.flatMap((f) =>
    f.children.flatMap((c) =>
      [f.fatherId, f.motherId]
        .filter((p): p is string => p !== null)
        .map((p) => `${name.get(p)} > ${name.get(c.personId)}`),
    ),
  );
}

describe('GET /api/tree/{id}/gedcom', () => {
  it('needs a signed-in member of the clan', async () => {
    const route = { method: 'GET' as const, url: `/api/tree/${treeId}/gedcom` };
    await expectRequiresAuth(t.app, route, t.clan.domain);
    await expectOtherClanGets404(t.app, route, t.other, t.clan.domain);
    await expectRejectsBadBody(
      t.app,
      { method: 'GET', url: '/api/tree/khong-phai-id/gedcom' },
      t.clan.domain,
      t.clan.token,
      'id',
    );
    const unknown = await exportTree(t.clan.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Không tìm thấy cây gia phả');
    expect((await exportTree(t.member.token)).statusCode).toBe(200);
  });

  it('exports the tree and imports back with the same persons, families and links', async () => {
    const response = await exportTree(t.clan.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/x-gedcom; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="gia-pha-ho-nguyen-mau.ged"');
    expect(response.body.startsWith('0 HEAD')).toBe(true);

    const graphResponse = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/tree-graph?id=${treeId}`, t.clan.domain),
      headers: bearer(t.clan.token),
    });
    const graph = json<{ data: { persons: Person[]; families: Family[] } }>(graphResponse).data;

    const boundary = `----giapha${randomBytes(8).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gia-pha.ged"\r\n` +
          'Content-Type: text/x-gedcom\r\n\r\n',
      ),
      response.rawPayload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/ai-temp-trees', t.clan.domain),
      headers: { ...bearer(t.clan.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const draft = draftResponse.parse(imported.json()).data;

    expect(draft.nodes).toHaveLength(graph.persons.length);
    const wivesPerFamily = graph.families.map(
      (f) => new Set([f.mother, ...f.spouses].filter((w) => w !== null)).size,
    );
    expect(draft.families).toHaveLength(wivesPerFamily.reduce((n, w) => n + Math.max(1, w), 0));
    expect(draft.nodes.map((n) => n.name).sort()).toEqual(graph.persons.map((p) => p.name).sort());
    expect(draftLinks(draft).sort()).toEqual(graphLinks(graph.persons, graph.families).sort());
  });
  it('exports qualified dates as GEDCOM writes them and reads them back whole', async () => {
    const graphResponse = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/tree-graph?id=${treeId}`, t.clan.domain),
      headers: bearer(t.clan.token),
    });
    const person = json<{ data: { persons: Person[] } }>(graphResponse).data.persons.find((p) => p.deceased);
    if (!person) throw new Error('the sample tree has no deceased person');
    const birth = { solar: { year: 1850 }, qualifier: 'about' as const, phrase: 'theo bia' };
    const death = {
      solar: { year: 1900 },
      qualifier: 'between' as const,
      end: { solar: { year: 1910 } },
    };
    const updated = await t.app.inject({
      method: 'PUT',
      url: withDomain(`/api/person?id=${person.id}&treeId=${treeId}`, t.clan.domain),
      headers: bearer(t.clan.token),
      payload: { birth, death, version: person.version },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const response = await exportTree(t.clan.token);
    expect(response.body).toContain('2 DATE ABT 1850\n2 NOTE Ngày ghi trong nguồn: theo bia\n');
    expect(response.body).toContain('2 DATE BET 1900 AND 1910\n');
  });
});

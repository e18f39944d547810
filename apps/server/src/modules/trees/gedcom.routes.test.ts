import { randomBytes } from 'node:crypto';
import { type Draft, draftResponse, type Family, type Person } from '@giapha/contract';
import { type DraftTree, generateSampleClan, parseGedcomText, SAMPLE_CLAN_SIZES } from '@giapha/genealogy';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useClanSuite } from '../../../test/clans.ts';
import { bearer, createAs, json, withDomain } from '../../../test/requests.ts';
import {
  expectOtherClanGets404,
  expectRejectsBadBody,
  expectRequiresAuth,
} from '../../../test/route-checks.ts';
import { insertSampleTree } from '../../db/sample-tree.ts';
import { persons } from '../../db/schema/index.ts';
import { treesRepo } from './trees.repo.ts';

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

  it('writes the whole record: places with coordinates, events, names, sources, citations and kept lines', async () => {
    const graphResponse = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/tree-graph?id=${treeId}`, t.clan.domain),
      headers: bearer(t.clan.token),
    });
    const graph = json<{ data: { persons: Person[]; families: Family[] } }>(graphResponse).data;
    const family = graph.families.find((f) => f.father !== null && f.mother !== null);
    const person = graph.persons.find((p) => p.id === family?.father);
    if (!family || !person) throw new Error('the sample tree has no couple');
    const place = await createAs<{ id: string }>(t.app, t.clan, '/api/place', {
      name: 'Làng Hành Thiện',
      latitude: 20.2611,
      longitude: 106.3239,
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: withDomain(`/api/person?id=${person.id}&treeId=${treeId}`, t.clan.domain),
      headers: bearer(t.clan.token),
      payload: {
        birth: { solar: { year: 1880 } },
        birthPlaceId: place.id,
        nameHanNom: '阮文甲',
        otherNames: { phapDanh: 'Minh Đức' },
        version: person.version,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await createAs(t.app, t.clan, `/api/person/${person.id}/event`, {
      type: 'burial',
      date: { solar: { year: 1950 } },
      placeId: place.id,
      note: 'Mộ đất',
    });
    await createAs(t.app, t.clan, `/api/person/${person.id}/event`, {
      type: 'reburial',
      date: { solar: { year: 1953 } },
    });
    await createAs(t.app, t.clan, `/api/family/${family.id}/event`, {
      type: 'marriage',
      date: { solar: { year: 1905 } },
      placeId: place.id,
    });
    const source = await createAs<{ id: string }>(t.app, t.clan, '/api/source', {
      title: 'Gia phả họ Nguyễn',
      author: 'Nguyễn Văn Soạn',
      date: 'soạn năm Tự Đức thứ 5',
      repository: 'Nhà thờ họ',
    });
    await createAs(t.app, t.clan, '/api/citation', {
      sourceId: source.id,
      personId: person.id,
      fact: 'birth',
      page: 'tờ 12',
      quote: 'sinh năm Canh Thìn',
    });
    await t.database.db
      .update(persons)
      .set({ gedcomExtra: '1 _UID ABC123\n1 OBJE\n2 FILE anh.jpg' })
      .where(and(eq(persons.clanId, t.clan.clanId), eq(persons.id, person.id)));

    const text = (await exportTree(t.clan.token)).body;
    expect(text).toContain('1 NAME 阮文甲\n2 TYPE aka\n2 _TYPE hanNom\n');
    expect(text).toContain('1 NAME Minh Đức\n2 TYPE aka\n2 _TYPE phapDanh\n');
    expect(text).toContain(
      '1 BIRT\n2 DATE 1880\n2 PLAC Làng Hành Thiện\n3 MAP\n4 LATI N20.2611\n4 LONG E106.3239\n2 SOUR @S1@\n3 PAGE tờ 12\n3 DATA\n4 TEXT sinh năm Canh Thìn\n',
    );
    expect(text).toContain('1 BURI\n2 DATE 1950\n2 PLAC Làng Hành Thiện\n3 MAP\n');
    expect(text).toContain('2 NOTE Mộ đất\n');
    expect(text).toContain('1 EVEN\n2 TYPE Cải táng\n2 DATE 1953\n');
    expect(text).toContain('1 MARR\n2 DATE 1905\n2 PLAC Làng Hành Thiện\n');
    expect(text).toContain('1 _UID ABC123\n1 OBJE\n2 FILE anh.jpg\n');
    expect(text).toContain(
      '0 @S1@ SOUR\n1 TITL Gia phả họ Nguyễn\n1 AUTH Nguyễn Văn Soạn\n1 PUBL soạn năm Tự Đức thứ 5\n1 REPO\n2 NOTE Nhà thờ họ\n',
    );

    const v7 = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/tree/${treeId}/gedcom?version=7.0`, t.clan.domain),
      headers: bearer(t.clan.token),
    });
    expect(v7.statusCode, v7.body).toBe(200);
    expect(v7.body.startsWith('0 HEAD\n1 GEDC\n2 VERS 7.0\n')).toBe(true);
    expect(v7.body).toContain('2 TRAN 阮文甲\n3 LANG vi-Hani\n');
    await expectRejectsBadBody(
      t.app,
      { method: 'GET', url: `/api/tree/${treeId}/gedcom?version=6.0` },
      t.clan.domain,
      t.clan.token,
      'version',
    );
  });

  it('writes each grave as a BURI with its place, point, note and photos, and reads it back', async () => {
    const graphResponse = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/tree-graph?id=${treeId}`, t.clan.domain),
      headers: bearer(t.clan.token),
    });
    const deceased = json<{ data: { persons: Person[] } }>(graphResponse).data.persons.filter(
      (p) => p.deceased,
    );
    const person = deceased.at(-1);
    if (!person) throw new Error('the sample tree has no deceased person');
    const place = await createAs<{ id: string }>(t.app, t.clan, '/api/place', {
      name: 'Đông Ngạc, Từ Liêm, Hà Nội',
      latitude: 21.08,
      longitude: 105.78,
    });
    await createAs(t.app, t.clan, `/api/person/${person.id}/grave`, {
      cemetery: 'Nghĩa trang làng Đông Ngạc',
      placeId: place.id,
      plot: 'Khu B, hàng 3',
      latitude: 21.0876,
      longitude: 105.7812,
      note: 'Bia đá dựng năm 1990',
      photos: [{ url: 'https://example.com/mo.jpg', caption: 'Mộ', kind: 'grave' }],
    });
    // No place, no point of its own: the cemetery is the PLAC.
    await createAs(t.app, t.clan, `/api/person/${person.id}/grave`, { cemetery: 'Đất nhà, xứ Đồng Cao' });

    const text = (await exportTree(t.clan.token)).body;
    expect(text).toContain(
      [
        '1 BURI',
        '2 PLAC Đông Ngạc, Từ Liêm, Hà Nội',
        '3 MAP',
        '4 LATI N21.0876',
        '4 LONG E105.7812',
        '2 NOTE Nghĩa trang: Nghĩa trang làng Đông Ngạc; Vị trí: Khu B, hàng 3',
        '3 CONT Bia đá dựng năm 1990',
        '2 OBJE',
        '3 FILE https://example.com/mo.jpg',
        '4 FORM jpg',
        '2 _GRAVE',
        '3 _CEMETERY Nghĩa trang làng Đông Ngạc',
        '3 _PLOT Khu B, hàng 3',
        '1 BURI',
        '2 PLAC Đất nhà, xứ Đồng Cao',
        '2 NOTE Nghĩa trang: Đất nhà, xứ Đồng Cao',
        '2 _GRAVE',
        '3 _CEMETERY Đất nhà, xứ Đồng Cao',
        '',
      ].join('\n'),
    );
    const graves = [
      {
        cemetery: 'Nghĩa trang làng Đông Ngạc',
        plot: 'Khu B, hàng 3',
        place: 'Đông Ngạc, Từ Liêm, Hà Nội',
        coordinates: { latitude: 21.0876, longitude: 105.7812 },
        note: 'Bia đá dựng năm 1990',
        photos: ['https://example.com/mo.jpg'],
      },
      {
        cemetery: 'Đất nhà, xứ Đồng Cao',
        plot: null,
        place: null,
        coordinates: null,
        note: null,
        photos: [],
      },
    ];
    const named = (tree: DraftTree) => tree.persons.find((p) => p.name === person.name && p.graves);
    expect(named(parseGedcomText(text))?.graves).toEqual(graves);

    const v7 = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/tree/${treeId}/gedcom?version=7.0`, t.clan.domain),
      headers: bearer(t.clan.token),
    });
    expect(v7.body).toContain('1 SCHMA\n2 TAG _GRAVE ');
    const photo = /\n2 OBJE @(O\d+)@\n2 _GRAVE\n/.exec(v7.body)?.[1];
    expect(v7.body).toContain(`\n0 @${photo}@ OBJE\n1 FILE https://example.com/mo.jpg\n2 FORM image/jpeg\n`);
    expect(named(parseGedcomText(v7.body))?.graves).toEqual(graves);
  });

  it('writes no one-parent family for a person who has none', async () => {
    // A person added to a tree heads an empty family of their own (create-person-family).
    const tree = await treesRepo(t.database.db, t.clan.clanId).insert({
      name: 'Họ Lê',
      createdBy: t.clan.adminId,
    });
    const created = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/tree/create-person-family', t.clan.domain),
      headers: bearer(t.clan.token),
      payload: { treeId: tree.id, personData: { name: 'Lê Văn Một', sex: 'male', generation: 1 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const graph = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/tree-graph?id=${tree.id}`, t.clan.domain),
      headers: bearer(t.clan.token),
    });
    expect(json<{ data: { families: Family[] } }>(graph).data.families).toHaveLength(1);
    const text = (await exportTree(t.clan.token, tree.id)).body;
    expect(text).toContain('1 NAME /Lê/ Văn Một\n');
    expect(text).not.toContain(' FAM\n');
    expect(text).not.toContain('1 FAMS');
  });
});

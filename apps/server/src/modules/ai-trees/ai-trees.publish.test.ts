import { randomUUID } from 'node:crypto';
import type { DraftListItem, Person, Tree } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { gedcomText } from '../../../test/gedcom-fixtures.ts';
import { callAs, json } from '../../../test/requests.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { importGedcomDraft } from './ai-trees.testing.ts';

// Issue 21: publishing a draft keeps the whole record the file gave — places with coordinates, life
// events, a family's marriage and divorce, source records and citations, Hán-Nôm names and the lines
// the product has no field for — so a file that goes in and comes out again keeps them.

const t = useTestApp();

const HANH_THIEN = 'Hành Thiện, Xuân Trường, Nam Định, Việt Nam';
/** A PLAC written by jurisdiction (City, Zip_Code, County, State, Country): the empty parts matter to the file. */
const BOSTON_AS_WRITTEN = 'Boston, , Suffolk County, MA, USA';
const BOSTON = 'Boston, Suffolk County, MA, USA';

const RECORDS = [
  '0 @S1@ SOUR',
  '1 TITL Gia phả họ Trần (bản Hán Nôm)',
  '1 AUTH Trần Văn Lễ',
  '1 _ARCHIVE Nhà thờ họ, chi trưởng giữ',
  '0 @I1@ INDI',
  '1 NAME /Trần/ Văn Lễ',
  '1 NAME 陳文禮',
  '2 _TYPE hanNom',
  '1 SEX M',
  '1 BIRT',
  '2 DATE ABT 1850',
  `2 PLAC ${HANH_THIEN}`,
  '3 MAP',
  '4 LATI N20.2833',
  '4 LONG E106.35',
  '1 DEAT',
  '2 DATE 12 APR 1920',
  '2 PLAC Hà Nội, Việt Nam',
  '1 BURI',
  '2 DATE 1921',
  `2 PLAC ${HANH_THIEN.toUpperCase()}`,
  '1 OCCU Thầy đồ',
  '2 SOUR @S1@',
  '3 PAGE tờ 12a',
  '1 SOUR @S1@',
  '2 PAGE tờ 3',
  '1 _MILT Lính khố xanh',
  '1 FAMS @F1@',
  '0 @I2@ INDI',
  '1 NAME /Phạm/ Thị Hoa',
  '1 SEX F',
  '1 BIRT',
  `2 PLAC ${BOSTON_AS_WRITTEN}`,
  '1 FAMS @F1@',
  '0 @I3@ INDI',
  '1 NAME /Trần/ Văn Minh',
  '1 SEX M',
  '1 BIRT',
  '2 DATE BET 1880 AND 1885',
  '1 FAMC @F1@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '1 CHIL @I3@',
  '1 MARR',
  '2 DATE 1875',
  `2 PLAC ${HANH_THIEN}`,
  '1 DIV',
  '2 DATE 1890',
  '1 _UID 6B1F0C2A',
];

function call(c: ClanFixture, method: 'GET' | 'POST', url: string, payload?: object) {
  return callAs(t.app, c, method, url, payload);
}

async function importAndPublish(c: ClanFixture, text: string): Promise<Tree> {
  const draft = await importGedcomDraft(t.app, c, text, 'ho-tran.ged');
  expect(draft.sources).toEqual([
    expect.objectContaining({ id: 'S1', title: 'Gia phả họ Trần (bản Hán Nôm)', author: 'Trần Văn Lễ' }),
  ]);
  const published = await call(c, 'POST', `/api/ai-temp-trees/${draft.id}/publish`, {});
  expect(published.statusCode, published.body).toBe(200);
  return json<{ data: { draft: DraftListItem; tree: Tree } }>(published).data.tree;
}

async function personNamed(c: ClanFixture, treeId: string, name: string): Promise<Person> {
  const graph = await call(c, 'GET', `/api/tree-graph?id=${treeId}`);
  const person = json<{ data: { persons: Person[] } }>(graph).data.persons.find((p) => p.name === name);
  if (!person) throw new Error(`no ${name}`);
  return person;
}

describe('publishing a GEDCOM draft keeps the whole record', () => {
  it('places, events, marriage, sources, citations and kept lines reach the tree and its export', async () => {
    const home = await registerClan(t.app);
    const tree = await importAndPublish(home, gedcomText(RECORDS, 'UTF-8'));

    // Places are the clan's places, once each whatever the letter case, with the file's coordinates.
    const places = json<{ data: { name: string; latitude: number | null; usage: number }[] }>(
      await call(home, 'GET', '/api/places?limit=50'),
    ).data;
    expect(places.map((p) => p.name).sort()).toEqual([BOSTON, 'Hà Nội, Việt Nam', HANH_THIEN]);
    expect(places.find((p) => p.name === HANH_THIEN)).toMatchObject({ latitude: 20.2833, usage: 3 });

    const le = await personNamed(home, tree._id, 'Trần Văn Lễ');
    expect(le).toMatchObject({
      nameHanNom: '陳文禮',
      birthPlace: expect.objectContaining({ name: HANH_THIEN }),
      deathPlace: expect.objectContaining({ name: 'Hà Nội, Việt Nam' }),
      notes: null,
    });
    expect(le.birth).toMatchObject({ qualifier: 'about', solar: { year: 1850 } });
    const events = json<{ data: { type: string; value: string | null; place: { name: string } | null }[] }>(
      await call(home, 'GET', `/api/person/${le.id}/events`),
    ).data;
    expect(events.map((e) => [e.type, e.value, e.place?.name ?? null])).toEqual([
      ['burial', null, HANH_THIEN],
      ['occupation', 'Thầy đồ', null],
    ]);
    const citations = json<{ data: { pageText: string | null; source: { title: string } }[] }>(
      await call(home, 'GET', `/api/person/${le.id}/citations`),
    ).data;
    expect(citations.map((c) => [c.pageText, c.source.title]).sort()).toEqual([
      ['tờ 12a', 'Gia phả họ Trần (bản Hán Nôm)'],
      ['tờ 3', 'Gia phả họ Trần (bản Hán Nôm)'],
    ]);
    const families = json<{ data: { spouses: { name: string }[]; events: { type: string }[] }[] }>(
      await call(home, 'GET', `/api/person/${le.id}/family-events`),
    ).data;
    expect(families.map((f) => [f.spouses.map((s) => s.name), f.events.map((e) => e.type)])).toEqual([
      [['Phạm Thị Hoa'], ['marriage', 'divorce']],
    ]);

    // Out again: the same structures, and the lines the product has no field for, where they were.
    const exported = await call(home, 'GET', `/api/tree/${tree._id}/gedcom`);
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.split(/\r?\n/);
    for (const line of [
      '2 DATE ABT 1850',
      `2 PLAC ${HANH_THIEN}`,
      '4 LATI N20.2833',
      '1 BURI',
      '1 OCCU Thầy đồ',
      '3 PAGE tờ 12a',
      '2 PAGE tờ 3',
      '1 MARR',
      '2 DATE 1875',
      '1 DIV',
      '2 DATE 1890',
      '2 DATE BET 1880 AND 1885',
      '1 TITL Gia phả họ Trần (bản Hán Nôm)',
      '1 _ARCHIVE Nhà thờ họ, chi trưởng giữ',
      '1 _MILT Lính khố xanh',
      '1 _UID 6B1F0C2A',
      `2 PLAC ${BOSTON_AS_WRITTEN}`,
    ]) {
      expect(lines, line).toContain(line);
    }
    expect(exported.body).toContain('陳文禮');
    expect(exported.body).not.toContain('Nơi sinh');

    // A grave added here goes out with the file and comes back as a grave in another clan; a photo
    // that is one of this clan's uploads stays behind, an https one comes along.
    const grave = await call(home, 'POST', `/api/person/${le.id}/grave`, {
      cemetery: 'Nghĩa trang làng Hành Thiện',
      plot: 'Khu B, hàng 3',
      latitude: 20.28,
      longitude: 106.35,
      photos: [
        { url: 'https://anh.example/mo-cu-le.jpg', caption: null, kind: 'grave' },
        { url: `/uploads/${home.clanId}/${randomUUID()}.webp`, caption: null, kind: 'stele' },
      ],
    });
    expect(grave.statusCode, grave.body).toBe(201);
    const withGrave = await call(home, 'GET', `/api/tree/${tree._id}/gedcom`);
    const other = await registerClan(t.app);
    const copy = await importAndPublish(other, withGrave.body);
    const leThere = await personNamed(other, copy._id, 'Trần Văn Lễ');
    const graves = json<{
      data: {
        cemetery: string | null;
        plot: string | null;
        latitude: number | null;
        photos: { url: string }[];
      }[];
    }>(await call(other, 'GET', `/api/person/${leThere.id}/graves`)).data;
    expect(graves).toEqual([
      expect.objectContaining({
        cemetery: 'Nghĩa trang làng Hành Thiện',
        plot: 'Khu B, hàng 3',
        latitude: 20.28,
        photos: [expect.objectContaining({ url: 'https://anh.example/mo-cu-le.jpg' })],
      }),
    ]);

    // Renamed by the clan, a place is written as it is now called.
    const boston = json<{ data: { id: string; name: string; version: number }[] }>(
      await call(home, 'GET', '/api/places?limit=50'),
    ).data.find((p) => p.name === BOSTON);
    const renamed = await callAs(t.app, home, 'PUT', `/api/place/${boston?.id}`, {
      name: 'Boston, Massachusetts, USA',
      version: boston?.version,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = (await call(home, 'GET', `/api/tree/${tree._id}/gedcom`)).body.split(/\r?\n/);
    expect(afterRename).toContain('2 PLAC Boston, Massachusetts, USA');
    expect(afterRename).not.toContain(`2 PLAC ${BOSTON_AS_WRITTEN}`);

    // The same file again: its places are the clan's already, not made twice.
    await importAndPublish(home, gedcomText(RECORDS, 'UTF-8'));
    const again = json<{ data: { name: string; usage: number }[] }>(
      await call(home, 'GET', '/api/places?limit=50'),
    ).data;
    expect(again.map((p) => [p.name, p.usage]).sort()).toEqual([
      ['Boston, Massachusetts, USA', 1],
      [BOSTON, 1],
      ['Hà Nội, Việt Nam', 2],
      [HANH_THIEN, 6],
    ]);
  });
});

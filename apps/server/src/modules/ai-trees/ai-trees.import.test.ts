import { randomBytes } from 'node:crypto';
import {
  type Draft,
  type DraftListItem,
  type DraftNode,
  draftResponse,
  draftSchema,
  type Family,
  type Person,
  type Tree,
} from '@giapha/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import {
  awkwardRecords,
  draftNode,
  gedcomText,
  LONG_NAME,
  NOTE_15K,
  NOTE_SHARED,
  oddGedcom,
  toAnsel,
} from '../../../test/gedcom-fixtures.ts';
import { bearer, callAs, json, withDomain } from '../../../test/requests.ts';
import type { RouteCall } from '../../../test/route-checks.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { draftTrees, persons } from '../../db/schema/index.ts';
import { draftsRepo } from './ai-trees.repo.ts';

// Issue 19 item 7: GEDCOM files from other programs made the import answer 500 after the draft was
// stored (a person without a name, a note over 10,000 characters), and that draft could never be read.

const UNKNOWN = 'Chưa rõ tên';

const t = useTestApp();

function call(c: ClanFixture, method: RouteCall['method'], url: string, payload?: object) {
  return callAs(t.app, c, method, url, payload);
}

function upload(c: ClanFixture, bytes: Buffer, filename = 'gia-pha.ged') {
  const boundary = `----giapha${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return t.app.inject({
    method: 'POST',
    url: withDomain('/api/ai-temp-trees', c.domain),
    headers: { ...bearer(c.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function draftCount(clanId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(draftTrees)
    .where(eq(draftTrees.clanId, clanId));
  return row?.n ?? 0;
}

/** GET review and visualization answer 200 with bodies the contract reads; the visualization places every node. */
async function review(c: ClanFixture, id: string): Promise<Draft> {
  const got = await call(c, 'GET', `/api/ai-temp-trees/${id}`);
  expect(got.statusCode, got.body).toBe(200);
  const draft = draftResponse.parse(got.json()).data;
  const shown = await call(c, 'GET', `/api/ai-temp-trees/${id}/visualization`);
  expect(shown.statusCode, shown.body).toBe(200);
  const visual = draftResponse.parse(shown.json()).data;
  expect(visual.positions.map((p) => p.id).sort()).toEqual(draft.nodes.map((n) => n.id).sort());
  return draft;
}

async function publish(c: ClanFixture, id: string) {
  const response = await call(c, 'POST', `/api/ai-temp-trees/${id}/publish`, {});
  expect(response.statusCode, response.body).toBe(200);
  const tree = json<{ data: { draft: DraftListItem; tree: Tree } }>(response).data.tree;
  const graph = await call(c, 'GET', `/api/tree-graph?id=${tree._id}`);
  expect(graph.statusCode, graph.body).toBe(200);
  return json<{ data: { persons: Person[]; families: Family[] } }>(graph).data;
}

function nodeById(draft: Draft, id: string): DraftNode {
  const found = draft.nodes.find((n) => n.id === id);
  if (!found) throw new Error(`no node ${id}`);
  return found;
}

/** What both files must come out as, whatever their encoding. */
async function expectAwkwardFileImported(bytes: Buffer, filename: string) {
  const home = await registerClan(t.app);
  const response = await upload(home, bytes, filename);
  expect(response.statusCode, response.body).toBe(201);
  const created = draftResponse.parse(response.json()).data;
  expect(await draftCount(home.clanId)).toBe(1);

  const draft = await review(home, created.id);
  expect(draft.nodeCount).toBe(7);
  expect(nodeById(draft, 'I1').name).toBe(UNKNOWN);
  expect(nodeById(draft, 'I2').name).toBe(UNKNOWN);
  const messages = draft.warnings.map((w) => `${w.text} ${w.message}`);
  expect(messages).toContain('INDI @I1@ Người này không có tên; đã đặt tạm tên "Chưa rõ tên".');
  expect(messages).toContain('INDI @I2@ Người này không có tên; đã đặt tạm tên "Chưa rõ tên".');
  // Long notes whole: the inline one (CONT/CONC) and the shared NOTE record.
  expect(nodeById(draft, 'I3').notes).toBe(NOTE_15K);
  expect(nodeById(draft, 'I4').notes).toContain(NOTE_SHARED);
  // A name longer than a name may be: cut at a word, the whole of it kept in the notes.
  const long = nodeById(draft, 'I4');
  expect(long.name.length).toBeLessThanOrEqual(200);
  expect(LONG_NAME.startsWith(long.name)).toBe(true);
  expect(long.notes).toContain(`Tên đầy đủ: ${LONG_NAME}`);
  expect(long.birth?.phrase?.length).toBeLessThanOrEqual(500);
  expect(long.birth?.place?.length).toBeLessThanOrEqual(500);
  // Twenty-five other names: twenty kept as names, the rest in the notes.
  const many = nodeById(draft, 'I5');
  expect(many.otherNames).toHaveLength(20);
  expect(many.notes).toContain('Tên gọi khác 25');
  // The repeated xref got its own id; the family of one person as husband, wife and child is undone.
  expect(draft.nodes.filter((n) => n.name === 'Lê Văn Trùng')).toHaveLength(1);
  const selfFamily = draft.families.find((f) => f.id === 'F2');
  expect(selfFamily).toMatchObject({ fatherId: 'I6', motherId: null, children: [] });
  const f1 = draft.families.find((f) => f.id === 'F1');
  expect(f1).toMatchObject({
    fatherId: 'I1',
    motherId: 'I2',
    children: [{ personId: 'I3', relation: 'birth' }],
  });
  // Dates no parser reads are kept as words, with a warning, never refused.
  expect(nodeById(draft, 'I3').birth?.phrase).toBe('Tết năm Giáp Tý');
  expect(messages.some((m) => m.includes('Gia đình @F404@ không có trong tệp'))).toBe(true);

  const graph = await publish(home, draft.id);
  expect(graph.persons).toHaveLength(7);
  expect(graph.persons.every((p) => p.name.trim() !== '')).toBe(true);
  expect(graph.persons.filter((p) => p.name === UNKNOWN)).toHaveLength(2);
  // Written given name first (`Văn Phúc /Nguyễn/`), as Gramps does: the name keeps that order.
  const founder = graph.persons.find((p) => p.name === 'Văn Phúc Nguyễn');
  expect(founder?.notes?.startsWith(NOTE_15K)).toBe(true);
  // The person, note and all, can be saved back through the person form's route.
  const put = await call(home, 'PUT', `/api/person?id=${founder?.id}`, {
    name: founder?.name,
    notes: founder?.notes,
  });
  expect(put.statusCode, put.body).toBe(200);
}

describe('importing GEDCOM files from other programs (issue 19 item 7)', () => {
  it('UTF-8 with a BOM (Gramps, webtrees): nameless persons, 15,000+ character notes, and worse; import → review → visualization → publish', async () => {
    const text = gedcomText(awkwardRecords(), 'UTF-8', 'GRAMPS');
    await expectAwkwardFileImported(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
      'gramps.ged',
    );
  });

  it('ANSEL (Family Tree Maker, Legacy): the same file, end to end', async () => {
    const bytes = toAnsel(gedcomText(awkwardRecords(), 'ANSEL', 'FTM'));
    expect(bytes.some((b) => b >= 0xe0)).toBe(true);
    await expectAwkwardFileImported(bytes, 'ftm-ansel.ged');
  });

  it('the same person without a name, once per retry: each import is one readable draft, never a 500', async () => {
    const home = await registerClan(t.app);
    const file = Buffer.from(gedcomText(['0 @I1@ INDI', '1 NAME //', '0 @I2@ INDI', '1 SEX F'], 'UTF-8'));
    for (let i = 1; i <= 3; i++) {
      const response = await upload(home, file);
      expect(response.statusCode, response.body).toBe(201);
      expect(await draftCount(home.clanId)).toBe(i);
      const draft = await review(home, draftResponse.parse(response.json()).data.id);
      expect(draft.nodes.map((n) => n.name)).toEqual([UNKNOWN, UNKNOWN]);
    }
  });
});

describe('a failing import keeps nothing', () => {
  it('no draft is left when the finished draft would not pass its own schema', async () => {
    const home = await registerClan(t.app);
    const file = Buffer.from(gedcomText(['0 @I1@ INDI', '1 NAME /Trần/ Văn An'], 'UTF-8'));
    // Stands in for any gap between the importers and the contract: the check inside the transaction.
    const check = vi
      .spyOn(draftSchema, 'safeParse')
      .mockImplementationOnce((value) => draftSchema.extend({ name: z.string().max(0) }).safeParse(value));
    try {
      const response = await upload(home, file);
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response).message).toBe(
        'Không tạo được cây gia phả nháp từ nội dung này: dữ liệu không hợp lệ, chưa lưu gì',
      );
    } finally {
      check.mockRestore();
    }
    expect(await draftCount(home.clanId)).toBe(0);
    const list = await call(home, 'GET', '/api/ai-temp-trees');
    expect(json<{ total: number }>(list).total).toBe(0);
  });

  it('files with nobody in them, or not GEDCOM at all, leave the draft count as it was', async () => {
    const home = await registerClan(t.app);
    const before = await draftCount(home.clanId);
    const empty = await upload(home, Buffer.from(gedcomText(['0 @S1@ SOUR', '1 TITL Nguồn'], 'UTF-8')));
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe('Không tìm thấy người nào trong nội dung đã gửi');
    const binary = await upload(home, randomBytes(4096));
    expect(binary.statusCode).toBe(415);
    expect(await draftCount(home.clanId)).toBe(before);
  });
});

describe('drafts stored by the server before this fix', () => {
  it('a draft with persons named "" and notes over 10,000 characters reads, shows and publishes', async () => {
    const home = await registerClan(t.app);
    const blank = (id: string, name: string, notes: string | null) => draftNode(id, { name, notes });
    // As the old import stored them: the nameless person's name empty, the long note whole.
    const row = await draftsRepo(t.database.db, home.clanId).insert({
      name: 'ancestry-export',
      source: 'gedcom',
      sourceName: 'ancestry-export.ged',
      sourceHash: randomBytes(32).toString('hex'),
      nodes: [blank('I1', '', null), blank('I2', 'Hoàng Văn Cả', NOTE_15K), blank('I3', '   ', null)],
      families: [
        {
          id: 'F1',
          fatherId: 'I2',
          motherId: 'I1',
          children: [{ personId: 'I3', relation: 'birth' }],
          marriage: null,
        },
      ],
      connections: [],
      positions: [],
      warnings: [{ line: 3, text: 'INDI @I1@', message: 'Người này không có tên.' }],
      report: [{ tag: 'INDI', imported: 3, skipped: 0 }],
      nodeCount: 3,
      familyCount: 1,
      createdBy: home.adminId,
    });

    const draft = await review(home, row.id);
    expect(draft.nodes.map((n) => n.name)).toEqual([UNKNOWN, 'Hoàng Văn Cả', UNKNOWN]);
    expect(nodeById(draft, 'I2').notes).toBe(NOTE_15K);
    expect(draft.warnings.filter((w) => w.message.includes(UNKNOWN))).toHaveLength(2);
    expect(draft.connections).toHaveLength(3);

    const list = await call(home, 'GET', '/api/ai-temp-trees');
    expect(list.statusCode).toBe(200);
    const matches = await call(home, 'GET', `/api/ai-temp-trees/${row.id}/matches`);
    expect(matches.statusCode, matches.body).toBe(200);

    const graph = await publish(home, row.id);
    expect(graph.persons.map((p) => p.name).sort()).toEqual([UNKNOWN, UNKNOWN, 'Hoàng Văn Cả']);
    expect(graph.persons.find((p) => p.name === 'Hoàng Văn Cả')?.notes).toBe(NOTE_15K);
    const [named] = await t.database.db
      .select({ n: count() })
      .from(persons)
      .where(and(eq(persons.clanId, home.clanId), eq(persons.name, '')));
    expect(named?.n).toBe(0);
    // The published draft now stores the fixed content.
    expect((await review(home, row.id)).nodes.map((n) => n.name)).toEqual([UNKNOWN, 'Hoàng Văn Cả', UNKNOWN]);
  });
});

describe('odd files never make a 500', { timeout: 120_000 }, () => {
  it('a generated set of odd GEDCOM files: each answers 201 or a 4xx, and every draft made reads and publishes', async () => {
    const home = await registerClan(t.app);
    let made = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { bytes, label } = oddGedcom(seed);
      const before = await draftCount(home.clanId);
      const response = await upload(home, bytes, `odd-${seed}.ged`);
      expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      if (response.statusCode !== 201) {
        expect(response.statusCode, label).toBe(400);
        expect(await draftCount(home.clanId), label).toBe(before);
        continue;
      }
      made++;
      const draft = await review(home, draftResponse.parse(response.json()).data.id);
      expect(
        draft.nodes.every((n) => n.name.trim() !== ''),
        label,
      ).toBe(true);
      if (seed % 4 === 0) await publish(home, draft.id);
    }
    expect(made).toBeGreaterThan(20);
  });
});

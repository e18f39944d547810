import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthSession, DraftListItem, Person, Tree, TreeGraph } from '@giapha/contract';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  type Answer,
  call,
  createDatabase,
  freePort,
  postgresAdminUrl,
  type ServerProcess,
  startServer,
  stop,
  waitUntilUp,
} from './server-process.ts';

/*
 * The real server killed with SIGKILL at random moments while it writes, and started again each time.
 * In the `server` project it runs on the embedded database (PGlite in DATA_DIR); in `server-postgres`
 * on a fresh PostgreSQL database made for it. FAULT_KILLS=3 makes a quick run while working on it.
 *
 * What this proves for PGlite, and what it cannot: PGlite writes each commit to its files with plain
 * write() calls (its Node file system has no fsync; strace shows none, not even at CHECKPOINT), so a
 * killed process loses nothing the operating system already holds — every acknowledged write is here.
 * An operating-system crash or a power cut is another matter: recent commits may be lost, as the
 * README says; PostgreSQL (fsync on) is the database for that.
 */

const onPostgres = Boolean(inject('databaseUrl'));
const KILLS = Number(process.env.FAULT_KILLS ?? 20);
const PASSWORD = 'mat-khau-sap-nguon-2026';

// A gia phả outline of 9 persons: a draft made from it publishes as a tree of 9.
const OUTLINE = `GIA PHẢ HỌ ĐỖ – CHI GIỮA
Đời thứ 1: Đỗ Văn Tổ (1820 – 1890)
   Vợ: Trần Thị Hiền
   Con trai trưởng: Đỗ Văn Bình
   Con trai thứ hai: Đỗ Văn Cường
   Con gái: Đỗ Thị Duyên
Đời thứ 2:
1. Đỗ Văn Bình (1850–1920)
   Vợ cả: Lê Thị Em
   Vợ hai: Phạm Thị Gấm
     1.1. Đỗ Văn Hòa (con bà cả)
     1.2. Đỗ Thị Hương
2. Đỗ Văn Cường, mất năm 1900
`;

/** A small deterministic generator: a failing run can be repeated with its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`the server killed (SIGKILL) ${KILLS} times while writing, on ${onPostgres ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('starts again every time and keeps every acknowledged write, and no half-made tree', async () => {
    const seed = Number(process.env.FAULT_SEED ?? Date.now() % 1_000_000);
    const next = random(seed);
    const context = `seed ${seed} (FAULT_SEED=${seed} repeats the run)`;

    const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEMO_ADMIN_PASSWORD: PASSWORD,
    };
    if (onPostgres) {
      const adminUrl = postgresAdminUrl();
      if (!adminUrl) throw new Error('server-postgres runs with TEST_DATABASE_URL set');
      const database = await createDatabase(adminUrl, 'giapha_crash');
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }

    let server: ServerProcess | undefined;
    cleanups.push(async () => {
      if (server) await stop(server, 'SIGKILL');
    });
    const start = async () => {
      server = await startServer(await freePort(), env);
      await waitUntilUp(server);
      // A lock left by the killed process never stops the next one.
      expect(server.output()).not.toContain('đang được tiến trình khác');
      return server;
    };

    // ---------- a clan with a tree, and a branch of persons to split off one by one ----------
    let up = await start();
    const domain = `ho-do-${randomBytes(3).toString('hex')}`;
    const registered = await call(up.port, 'POST', '/api/auth/register', {
      body: {
        name: 'Đỗ Văn Trưởng',
        username: 'dotruong',
        email: `a@${domain}.vn`,
        password: PASSWORD,
        domain,
        clanName: 'Họ Đỗ',
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const session = await call<AuthSession>(up.port, 'POST', '/api/auth/login', {
      body: { username: 'dotruong', password: PASSWORD, domain },
    });
    const token = session.body.data?.tokens.access.token ?? '';
    const api = <T>(method: string, url: string, body?: object): Promise<Answer<T>> =>
      call<T>(up.port, method, url, { token, domain, ...(body ? { body } : {}) });
    const must = async <T>(answer: Promise<Answer<T>>, status = 200): Promise<T> => {
      const a = await answer;
      expect(a.status, JSON.stringify(a.body)).toBe(status);
      if (a.body.data === undefined) throw new Error('no data');
      return a.body.data;
    };

    const tree = await must(api<Tree>('POST', '/api/tree', { name: 'Gia phả họ Đỗ' }), 201);
    const founder = await must(
      api<{ person: Person }>('POST', '/api/tree/create-person-family', {
        treeId: tree._id,
        personData: { name: 'Đỗ Văn Thủy Tổ', sex: 'male', generation: 1 },
      }),
      201,
    );
    const branch = await must(
      api<{ children: Person[] }>('POST', '/api/family/add-multiple-children', {
        treeId: tree._id,
        fatherId: founder.person.id,
        motherId: null,
        children: Array.from({ length: KILLS + 1 }, (_, i) => ({ name: `Đỗ Văn Chi ${i + 1}`, sex: 'male' })),
      }),
      201,
    );
    const branchIds = branch.children.map((c) => c.id);

    // ---------- write, kill, start again ----------
    const persons = new Set<string>(); // names whose creation was answered 201
    const splits = new Set<string>(); // branch persons whose split was answered 201
    const published = new Set<string>(); // drafts whose publish was answered 200
    let splitAt = 0;
    let outcomes = { acknowledged: 0, cut: 0 };

    for (let round = 1; round <= KILLS; round++) {
      let killed = false;
      let firstWrite: () => void = () => {};
      const written = new Promise<void>((resolve) => {
        firstWrite = resolve;
      });
      const writer = (async () => {
        for (let op = 0; !killed; op++) {
          if (op === 2 && splitAt < branchIds.length) {
            const personId = branchIds[splitAt++] ?? '';
            const answer = await api('POST', '/api/tree/split', {
              sourceTreeId: tree._id,
              splitPersonId: personId,
            });
            if (answer.status === 201) splits.add(personId);
            else if (answer.status !== 0) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          } else if (op === 4) {
            const draft = await api<DraftListItem>('POST', '/api/ai-temp-trees', {
              source: 'text',
              text: OUTLINE,
              name: `Bản nháp vòng ${round}`,
            });
            if (draft.status !== 201) continue;
            const id = draft.body.data?.id ?? '';
            const answer = await api('POST', `/api/ai-temp-trees/${id}/publish`, {});
            if (answer.status === 200) published.add(id);
          } else {
            const name = `Đỗ Văn Vòng ${round} Số ${op}`;
            const answer = await api('POST', '/api/tree/create-person-family', {
              treeId: tree._id,
              personData: { name, sex: 'male', generation: 3 },
            });
            if (answer.status === 201) {
              persons.add(name);
              outcomes.acknowledged++;
              firstWrite();
            } else if (answer.status === 0) {
              outcomes.cut++;
            } else {
              expect(answer.status, JSON.stringify(answer.body)).toBe(201);
            }
          }
        }
      })();
      // Once the round has written, at a random moment of the next 1.5 s: between, or in the middle
      // of, person creations, the round's split and its draft's publication.
      await Promise.race([written, new Promise((resolve) => setTimeout(resolve, 60_000))]);
      await new Promise((resolve) => setTimeout(resolve, next() * 1500));
      killed = true;
      expect(await stop(up, 'SIGKILL')).toBe('SIGKILL');
      await writer;
      up = await start();
    }

    // ---------- everything acknowledged is there, nothing is half made ----------
    const graph = async (id: string) => must(api<TreeGraph>('GET', `/api/tree-graph?id=${id}`));
    const main = await graph(tree._id);
    const names = new Set(main.persons.map((p) => p.name));
    const lost = [...persons].filter((name) => !names.has(name));
    expect(lost, `acknowledged but lost (${context})`).toEqual([]);
    // Every person created with a family: each one heads a family of the tree (never a person alone).
    const heads = new Set(main.families.map((f) => f.father));
    const written = main.persons.filter((p) => p.name.startsWith('Đỗ Văn Vòng'));
    for (const p of written) expect(heads.has(p.id), `${p.name} has no family (${context})`).toBe(true);

    const trees = (await api<Tree[]>('GET', '/api/trees?limit=100')).body.data ?? [];
    const splitTrees = trees.filter((t) => t.type === 'split');
    for (const personId of splits) {
      expect(
        splitTrees.filter((t) => t.splitPersonId === personId),
        `split of ${personId} (${context})`,
      ).toHaveLength(1);
    }
    for (const split of splitTrees) {
      const g = await graph(split._id);
      expect(
        g.persons.map((p) => p.id),
        `split tree ${split.name} is whole (${context})`,
      ).toContain(split.splitPersonId);
    }

    const drafts = (await api<DraftListItem[]>('GET', '/api/ai-temp-trees?limit=100')).body.data ?? [];
    for (const id of published) {
      expect(drafts.find((d) => d.id === id)?.status, `published draft ${id} (${context})`).toBe('published');
    }
    const publishedTrees = drafts.filter((d) => d.status === 'published');
    for (const draft of drafts) {
      if (draft.status !== 'published') {
        expect(draft.treeId, `draft ${draft.name} half published (${context})`).toBeNull();
        continue;
      }
      const g = await graph(draft.treeId ?? '');
      expect(g.persons, `tree of ${draft.name} (${context})`).toHaveLength(draft.nodeCount);
    }
    expect(trees.filter((t) => t.type !== 'split')).toHaveLength(1 + publishedTrees.length);

    // No person row outside the trees: nothing written half-way.
    const total = (await api('GET', '/api/persons?limit=1')).body.total ?? -1;
    const draftPersons = publishedTrees.reduce((sum, d) => sum + d.nodeCount, 0);
    expect(total, `persons of the clan (${context})`).toBe(main.persons.length + draftPersons);

    // Enough happened for the run to mean something.
    expect(outcomes.acknowledged, context).toBeGreaterThan(0);
    console.info(
      `${KILLS} kills, ${context}: ${outcomes.acknowledged} persons acknowledged, ${outcomes.cut} requests cut by a kill, ` +
        `${splits.size} splits and ${published.size} drafts published acknowledged; ` +
        `${splitTrees.length} split trees and ${publishedTrees.length} published drafts found`,
    );
    await stop(up);
    outcomes = { acknowledged: 0, cut: 0 };
  }, 1_200_000);
});

// DESIGN §9: `GET /api/tree-graph` for a 10,000-person, 25-generation tree (fixture L) must answer with
// p50 ≤ 1.5 × the floor, where the floor reads the same rows with ONE SQL statement, JSON.stringify-s
// them and sends them from a bare node:http server. Both run in this process on the same embedded
// database (on disk in a temporary DATA_DIR, as in production), measured in alternating rounds so a
// busy machine slows both alike. XL (50,000 persons, 30 generations) is measured the same way to show
// it answers and how much memory it takes. Results go to results/tree-graph.json and .md.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loginResponse } from '@giapha/contract';
import { generateSampleClan, SAMPLE_CLAN_SIZES } from '@giapha/genealogy';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { fromPglite, pgliteExtensions } from '../apps/server/src/db/client.ts';
import { insertSampleTree } from '../apps/server/src/db/sample-tree.ts';
import { type LoadResult, machineFigures, measure, quantile } from './http-load.ts';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
/** Per target and fixture: the time and request bounds, split over alternating rounds. */
const L_SECONDS = env('BENCH_SECONDS', 12);
const L_REQUESTS = env('BENCH_REQUESTS', 60);
const XL_SECONDS = env('BENCH_XL_SECONDS', 40);
const XL_REQUESTS = env('BENCH_XL_REQUESTS', 8);
const ROUNDS = env('BENCH_ROUNDS', 4);
/** One client: p50 is then the latency of one request, which is what the budget speaks of. */
const CONCURRENCY = env('BENCH_CONCURRENCY', 1);
const RUN_XL = process.env.BENCH_XL !== '0';
const BUDGET = 1.5;

const DOMAIN = 'ho-bench-cay';
const PASSWORD = 'mat-khau-bench-cay';

/**
 * The floor: every row the graph needs in one statement — the tree's families with their further
 * spouses and ordered children, and its persons (partners and children of those families) with the
 * tree's position overriding the own box — shaped by PostgreSQL as the endpoint's data.
 */
const FLOOR_SQL = `
with tf as (
  select family_id from tree_families where clan_id = $1 and tree_id = $2
), fam as (
  select f.* from tf join families f on f.clan_id = $1 and f.id = tf.family_id
), tp as (
  select father_id as person_id from fam where father_id is not null
  union select mother_id from fam where mother_id is not null
  union select s.person_id from tf join family_spouses s on s.clan_id = $1 and s.family_id = tf.family_id
  union select c.person_id from tf join family_children c on c.clan_id = $1 and c.family_id = tf.family_id
)
select json_build_object(
  'persons', (
    select coalesce(json_agg(json_build_object(
      'id', p.id, 'name', p.name, 'surname', p.surname, 'sex', p.sex, 'generation', p.generation,
      'ordinalNumber', p.ordinal_number, 'biography', p.biography, 'otherNames', p.other_names,
      'birth', p.birth, 'death', p.death, 'deceased', p.deceased, 'gioInCalendar', p.gio_in_calendar, 'burialPlace', p.burial_place,
      'avatar', p.avatar, 'contact', p.contact, 'notes', p.notes,
      'x', coalesce(pos.x, p.x), 'y', coalesce(pos.y, p.y),
      'width', coalesce(pos.width, p.width), 'height', coalesce(pos.height, p.height),
      'version', p.version, 'createdAt', p.created_at, 'updatedAt', p.updated_at
    ) order by p.generation, p.ordinal_number, p.id), '[]')
    from tp
    join persons p on p.clan_id = $1 and p.id = tp.person_id
    left join tree_positions pos on pos.clan_id = $1 and pos.tree_id = $2 and pos.person_id = p.id
  ),
  'families', (
    select coalesce(json_agg(json_build_object(
      'id', f.id, 'father', f.father_id, 'mother', f.mother_id,
      'spouses', coalesce((
        select json_agg(s.person_id order by s.position) from family_spouses s
        where s.clan_id = $1 and s.family_id = f.id), '[]'),
      'children', coalesce((
        select json_agg(json_build_object('personId', c.person_id, 'motherId', c.mother_id, 'relation', c.relation)
          order by c.position)
        from family_children c where c.clan_id = $1 and c.family_id = f.id), '[]'),
      'version', f.version
    )), '[]')
    from fam f
  )
) as graph`;

const graphBody = z.object({
  success: z.literal(true),
  data: z.object({ persons: z.array(z.object({ id: z.string() })), families: z.array(z.unknown()) }),
});

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('server is not listening');
  return address.port;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

/** Peak resident memory while `work` runs, sampled every 50 ms. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peakRssMb: number }> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { value, peakRssMb: mb(peak) };
  } finally {
    clearInterval(timer);
  }
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

async function fetchGraph(target: Target) {
  const started = performance.now();
  const response = await fetch(target.url, { headers: target.headers });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${target.url}: ${response.status} ${text.slice(0, 300)}`);
  const body = graphBody.parse(JSON.parse(text));
  return {
    ms,
    bytes: Buffer.byteLength(text),
    persons: body.data.persons.length,
    families: body.data.families.length,
  };
}

function summary(latencies: number[], results: LoadResult[]): LoadResult {
  latencies.sort((a, b) => a - b);
  const seconds = results.reduce((s, r) => s + r.seconds, 0);
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50ms: quantile(latencies, 0.5),
    p99ms: quantile(latencies, 0.99),
    errors: results.reduce((s, r) => s + r.errors, 0),
  };
}

/** Floor and endpoint in alternating rounds, each bounded by time and by count. */
async function compare(floor: Target, endpoint: Target, seconds: number, requests: number) {
  const latencies = { floor: [] as number[], endpoint: [] as number[] };
  const results = { floor: [] as LoadResult[], endpoint: [] as LoadResult[] };
  const rounds = Math.max(1, Math.min(ROUNDS, requests));
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of [
      ['floor', floor],
      ['endpoint', endpoint],
    ] as const) {
      const run = await measure(target.url, {
        seconds: seconds / rounds,
        maxRequests: Math.ceil(requests / rounds),
        concurrency: CONCURRENCY,
        headers: target.headers,
      });
      latencies[name].push(...run.latencies);
      results[name].push(run.result);
    }
  }
  return {
    floor: summary(latencies.floor, results.floor),
    endpoint: summary(latencies.endpoint, results.endpoint),
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'giapha-bench-tree-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_RATE_LIMIT: '100000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: pgliteExtensions });
  const database = fromPglite(client);
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${portOf(app.server)}`;

  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Nguyễn Văn Đo',
      username: 'bench',
      email: 'bench@cay.vn',
      password: PASSWORD,
      domain: DOMAIN,
      clanName: 'Họ Nguyễn (đo tốc độ)',
    }),
  });
  if (register.status !== 201)
    throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const login = await fetch(`${base}/api/auth/login?domain=${DOMAIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: PASSWORD }),
  });
  const session = loginResponse.parse(await login.json()).data;
  const clanId = session.clan._id;
  const auth = { authorization: `Bearer ${session.tokens.access.token}` };

  // The floor: one statement, JSON.stringify, a bare node:http response.
  const floorServer = http.createServer((req, res) => {
    const treeId = new URL(req.url ?? '/', 'http://floor').searchParams.get('id');
    client
      .query<{ graph: unknown }>(FLOOR_SQL, [clanId, treeId])
      .then((result) => {
        const body = JSON.stringify({ success: true, data: result.rows[0]?.graph ?? null });
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        });
        res.end(body);
      })
      .catch((error: unknown) => {
        console.error(error);
        res.writeHead(500).end();
      });
  });
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorBase = `http://127.0.0.1:${portOf(floorServer)}`;

  const fixtures = [
    { label: 'L', size: SAMPLE_CLAN_SIZES.L, seconds: L_SECONDS, requests: L_REQUESTS, budget: true },
    ...(RUN_XL
      ? [
          {
            label: 'XL',
            size: SAMPLE_CLAN_SIZES.XL,
            seconds: XL_SECONDS,
            requests: XL_REQUESTS,
            budget: false,
          },
        ]
      : []),
  ];
  const out: Record<string, unknown> = {};
  const lines: string[] = [];
  for (const fixture of fixtures) {
    const sample = generateSampleClan(fixture.size);
    const insertStarted = performance.now();
    const { treeId } = await insertSampleTree(database.db, clanId, sample, {
      name: `Cây đo ${fixture.label}`,
      createdBy: session.user.id,
    });
    const insertMs = performance.now() - insertStarted;
    const floor: Target = { url: `${floorBase}/tree-graph?id=${treeId}`, headers: {} };
    const endpoint: Target = { url: `${base}/api/tree-graph?id=${treeId}&domain=${DOMAIN}`, headers: auth };

    const { value, peakRssMb } = await withPeakRss(async () => {
      // Checks both answer with the whole tree; doubles as warm-up.
      const firstFloor = await fetchGraph(floor);
      const firstEndpoint = await fetchGraph(endpoint);
      if (firstFloor.persons !== fixture.size.persons || firstEndpoint.persons !== fixture.size.persons) {
        throw new Error(
          `${fixture.label}: expected ${fixture.size.persons} persons, floor ${firstFloor.persons}, endpoint ${firstEndpoint.persons}`,
        );
      }
      if (firstFloor.families !== firstEndpoint.families)
        throw new Error(`${fixture.label}: family counts differ`);
      const measured = await compare(floor, endpoint, fixture.seconds, fixture.requests);
      return { firstFloor, firstEndpoint, ...measured };
    });
    const ratioP50 = value.endpoint.p50ms / value.floor.p50ms;
    const ratioP99 = value.endpoint.p99ms / value.floor.p99ms;
    const rss = mb(process.memoryUsage.rss());
    out[fixture.label] = {
      persons: fixture.size.persons,
      generations: fixture.size.generations,
      families: value.firstEndpoint.families,
      insertMs: Math.round(insertMs),
      bytes: { floor: value.firstFloor.bytes, endpoint: value.firstEndpoint.bytes },
      coldMs: { floor: value.firstFloor.ms, endpoint: value.firstEndpoint.ms },
      floor: value.floor,
      endpoint: value.endpoint,
      ratios: { p50: ratioP50, p99: ratioP99 },
      budget: fixture.budget ? { p50AtMost: BUDGET, met: ratioP50 <= BUDGET } : null,
      memory: { peakRssMb, rssAfterMb: rss, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) },
    };
    const fmt = (r: LoadResult) =>
      `p50 ${r.p50ms.toFixed(1).padStart(7)} ms  p99 ${r.p99ms.toFixed(1).padStart(7)} ms  (${r.requests} req, ${r.errors} errors)`;
    const verdict = fixture.budget ? (ratioP50 <= BUDGET ? `  within ${BUDGET}×` : `  OVER ${BUDGET}×`) : '';
    const block = [
      `${fixture.label}: ${fixture.size.persons} persons, ${fixture.size.generations} generations, ${value.firstEndpoint.families} families (inserted in ${(insertMs / 1000).toFixed(1)} s)`,
      `  floor (1 SQL + stringify + node:http)  ${fmt(value.floor)}  ${(value.firstFloor.bytes / 1048576).toFixed(1)} MB`,
      `  GET /api/tree-graph                    ${fmt(value.endpoint)}  ${(value.firstEndpoint.bytes / 1048576).toFixed(1)} MB`,
      `  ratio endpoint/floor                   p50 ${ratioP50.toFixed(2)}  p99 ${ratioP99.toFixed(2)}${verdict}`,
      `  memory                                 peak RSS ${peakRssMb} MB during the load, ${rss} MB after`,
    ];
    for (const line of block) console.log(line);
    lines.push(...block, '');
  }

  const machine = machineFigures();
  const results = {
    machine,
    database: 'pglite (on disk, temporary DATA_DIR)',
    concurrency: CONCURRENCY,
    rounds: ROUNDS,
    fixtures: out,
  };
  const dir = path.join(import.meta.dirname, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'tree-graph.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(
    path.join(dir, 'tree-graph.md'),
    [
      '# GET /api/tree-graph against its floor',
      '',
      `Machine: ${machine.cpus} CPUs, Node ${machine.node}, load average ${machine.loadAverage} at the end; ` +
        `${results.database}; ${CONCURRENCY} client(s), ${ROUNDS} alternating rounds. ` +
        'Floor = the same rows in one SQL statement + JSON.stringify + a bare node:http server. ' +
        `Budget (DESIGN §9): L p50 ≤ ${BUDGET} × floor.`,
      '',
      '```',
      ...lines,
      '```',
      '',
    ].join('\n'),
  );

  await app.close();
  await new Promise<void>((resolve) => floorServer.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

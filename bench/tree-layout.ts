// DESIGN §9: laying out the 10,000-person tree in `packages/genealogy` takes ≤ 100 ms in Node and grows
// linearly with persons. Lays out generated clans of 1,000 and 10,000 persons (and 50,000 for the
// record; BENCH_XL=0 skips it), warms up, then times `layoutTree` in alternating rounds so a busy
// machine slows 1k and 10k alike, and reports the median of each size (single calls, and amortized over
// samples of equal persons so garbage collection is charged fairly), the 10k/1k ratio (linear ≈ 10) and
// the budget verdict. Results go to results/tree-layout.json.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  generateSampleClan,
  type LayoutFamily,
  type LayoutPerson,
  layoutTree,
  SAMPLE_CLAN_SIZES,
  type SampleClan,
} from '@giapha/genealogy';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};
const RUNS = Math.max(10, env('BENCH_RUNS', 21));
const WARMUP = env('BENCH_WARMUP', 5);
/** Persons laid out per amortized sample (see below). */
const SAMPLE_PERSONS = 10_000;
const RUN_XL = process.env.BENCH_XL !== '0';
const BUDGET_MS = 100;
/** Spec §9: default node size 110 × 220 for every generation style. */
const WIDTH = 110;
const HEIGHT = 220;

interface Fixture {
  name: string;
  persons: LayoutPerson[];
  families: readonly LayoutFamily[];
  generations: number;
}

function fixture(name: string, clan: SampleClan, generations: number): Fixture {
  return {
    name,
    persons: clan.persons.map((p) => ({
      id: p.id,
      generation: p.generation,
      ordinalNumber: p.ordinalNumber,
      birthYear: p.birth?.solar?.year ?? null,
      width: WIDTH,
      height: HEIGHT,
    })),
    families: clan.families,
    generations,
  };
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function main() {
  const fixtures = [
    fixture('1k', generateSampleClan({ persons: 1000, generations: 15 }), 15),
    fixture('10k', generateSampleClan(SAMPLE_CLAN_SIZES.L), SAMPLE_CLAN_SIZES.L.generations),
  ];
  if (RUN_XL) {
    fixtures.push(fixture('50k', generateSampleClan(SAMPLE_CLAN_SIZES.XL), SAMPLE_CLAN_SIZES.XL.generations));
  }

  const shapes = fixtures.map((f) => {
    const layout = layoutTree(f.persons, f.families);
    return {
      boxes: layout.boxes.size,
      edges: layout.edges.length,
      secondaryEdges: layout.edges.filter((e) => e.kind === 'secondary').length,
      rows: layout.generationRows.length,
      width: Math.round(layout.bounds.maxX),
      height: Math.round(layout.bounds.maxY),
    };
  });

  // One timed sample lays a fixture out `batch` times, so every sample of every size handles about
  // the same number of persons: the garbage collector then costs each size its fair share, rather
  // than striking the 10k samples and missing the 1k ones (whose median would then look too good).
  const batches = fixtures.map((f) => Math.max(1, Math.round(SAMPLE_PERSONS / f.persons.length)));
  const sample = (i: number): number => {
    const f = fixtures[i]!;
    const batch = batches[i]!;
    const start = performance.now();
    for (let k = 0; k < batch; k++) layoutTree(f.persons, f.families);
    return (performance.now() - start) / batch;
  };
  const singles: number[][] = fixtures.map(() => []);
  const amortized: number[][] = fixtures.map(() => []);
  // 1k and 10k alternate, so a busy machine slows both alike; 50k (5× the garbage) runs on its own.
  const blocks = [[0, 1], ...(RUN_XL ? [[2]] : [])];
  for (const block of blocks) {
    for (let w = 0; w < WARMUP; w++) for (const i of block) sample(i);
    for (let run = 0; run < RUNS; run++) {
      for (const i of block) {
        const f = fixtures[i]!;
        const start = performance.now();
        layoutTree(f.persons, f.families);
        singles[i]!.push(performance.now() - start);
        amortized[i]!.push(sample(i));
      }
    }
  }

  const sizes = fixtures.map((f, i) => {
    const sorted = [...singles[i]!].sort((a, b) => a - b);
    const perCall = [...amortized[i]!].sort((a, b) => a - b);
    return {
      name: f.name,
      persons: f.persons.length,
      families: f.families.length,
      generations: f.generations,
      runs: sorted.length,
      medianMs: quantile(sorted, 0.5),
      minMs: sorted[0] ?? 0,
      p90Ms: quantile(sorted, 0.9),
      callsPerSample: batches[i]!,
      amortizedMedianMs: quantile(perCall, 0.5),
      layout: shapes[i],
    };
  });
  const small = sizes[0];
  const large = sizes[1];
  if (!small || !large) throw new Error('fixtures missing');
  const ratio = large.amortizedMedianMs / small.amortizedMedianMs;
  const singleCallRatio = large.medianMs / small.medianMs;
  const personRatio = large.persons / small.persons;
  const withinBudget = large.medianMs <= BUDGET_MS;
  // "Linear" with room for cache effects: quadratic growth would show as ~100×.
  const linear = ratio <= personRatio * 2;

  const results = {
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    },
    options: 'defaults (siblingGap 30, spouseGap 16, generationGap 80, spouses shown), boxes 110 × 220',
    sizes,
    /** From the amortized medians (samples of equal persons); `singleCallRatio10kTo1k` from single calls. */
    ratio10kTo1k: ratio,
    singleCallRatio10kTo1k: singleCallRatio,
    personRatio,
    budget: { ms: BUDGET_MS, tenThousandMedianMs: large.medianMs, withinBudget, linear },
  };

  for (const s of sizes) {
    console.log(
      `${s.name.padStart(4)}: ${String(s.persons).padStart(6)} persons, ${String(s.generations).padStart(2)} generations` +
        `  median ${s.medianMs.toFixed(2).padStart(6)} ms  (min ${s.minMs.toFixed(2)}, p90 ${s.p90Ms.toFixed(2)}; ${s.runs} calls)` +
        `  amortized ${s.amortizedMedianMs.toFixed(2).padStart(6)} ms/call (median of ${s.runs} samples of ${s.callsPerSample})` +
        `  ${s.layout?.boxes} boxes, ${s.layout?.edges} edges`,
    );
  }
  console.log(
    `ratio 10k/1k: ${ratio.toFixed(2)} amortized, ${singleCallRatio.toFixed(2)} single calls ` +
      `(persons ×${personRatio}; linear ≈ ${personRatio})`,
  );
  console.log(
    `budget (DESIGN §9): 10,000 persons ≤ ${BUDGET_MS} ms: ${withinBudget ? 'WITHIN' : 'OVER'} ` +
      `(median ${large.medianMs.toFixed(2)} ms); growth ${linear ? 'linear' : 'NOT LINEAR'}`,
  );
  return results;
}

const results = main();
await mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
await writeFile(
  path.join(import.meta.dirname, 'results', 'tree-layout.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
if (!results.budget.withinBudget || !results.budget.linear) process.exitCode = 1;

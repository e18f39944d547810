import http from 'node:http';
import os from 'node:os';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
}

export interface LoadOptions {
  seconds?: number;
  concurrency?: number;
  headers?: Record<string, string>;
  /** Stop starting requests after this many (default: no limit; `seconds` still bounds the run). */
  maxRequests?: number;
  /** The status a right answer has (default 200); any other counts as an error. */
  status?: number;
}

/** The quantile `q` of ascending `sorted` latencies (0 when empty). */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** {@link load}, also returning every latency (ascending), for callers that merge several runs. */
export async function measure(
  url: string,
  {
    seconds = 3,
    concurrency = 8,
    headers = {},
    maxRequests = Number.POSITIVE_INFINITY,
    status = 200,
  }: LoadOptions = {},
): Promise<{ result: LoadResult; latencies: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const begun = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== status) errors++;
          latencies.push(performance.now() - begun);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && started < maxRequests) {
        started++;
        await one();
      }
    }),
  );
  const elapsed = (performance.now() - begun) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    result: {
      requests: latencies.length,
      seconds: elapsed,
      perSecond: latencies.length / elapsed,
      p50ms: quantile(latencies, 0.5),
      p99ms: quantile(latencies, 0.99),
      errors,
    },
    latencies,
  };
}

/** A bounded closed-loop load on loopback: `concurrency` clients repeat one request for `seconds`. */
export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  return (await measure(url, options)).result;
}

/** The machine a bench ran on, for its results: CPUs, Node, and the load average at the end. */
export function machineFigures() {
  return {
    cpus: os.cpus().length,
    node: process.version,
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / '),
  };
}

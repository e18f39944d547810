import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { type DataVersionSource, dataVersionSource } from '../db/data-version-feed.ts';
import type { DataTopic } from '../db/schema/index.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Bodies smaller than this go out plain: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
/** All stored answers of a process together, raw and compressed; the least recently used go first. */
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

type Encoding = 'br' | 'gzip';

/** One answer as built at one data version, and its compressed forms once a client asked for them. */
interface StoredAnswer {
  id: string;
  /** The versions of its topics, joined. */
  version: string;
  /** When it must be built again even at the same version (`freshForMs`). */
  until: number;
  etag: string;
  body: Buffer;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

export interface StoredAnswerRequest {
  clanId: string;
  /** What the answer is built from: a write to any of them makes the next request build anew. */
  topics: readonly DataTopic[];
  /** Which answer of the clan (route, audience, parameters). */
  key: string;
  /**
   * `public`: the same for everyone, a shared cache (a CDN) may keep it; `private`: a member's answer, kept
   * by the browser only. Both are revalidated on every use (`no-cache`), so a change shows at once.
   */
  audience: 'public' | 'private';
  /** For answers that also change with time (a post scheduled to show): rebuilt at least this often. */
  freshForMs?: number;
  /** The answer's text, read from the database. */
  build: () => Promise<string>;
  /** What the text is (JSON unless said). */
  type?: string;
  /** Headers every answer carries (a file's `Content-Disposition`). */
  headers?: Readonly<Record<string, string>>;
  /**
   * How long a client may use the answer without asking (calendar apps poll on their own schedule);
   * unset, it revalidates every time (`no-cache`).
   */
  maxAgeSeconds?: number;
}

/**
 * Answers built once per data version and kept with their compressed bytes. A request reads the clan's
 * version of the topic (one indexed row), then sends the stored bytes in the encoding the client accepts,
 * or 304 when the client already has them (`If-None-Match`). The version is moved by the database when a
 * write commits (schema/data-versions.ts), so every server process sharing the database sees a change at
 * once, whichever code made it. Requests that arrive while an answer is being built wait for that build.
 */
export class StoredAnswers {
  private readonly answers = new Map<string, StoredAnswer>();
  private readonly building = new Map<string, Promise<StoredAnswer>>();
  private bytes = 0;

  constructor(
    private readonly versions: DataVersionSource,
    private readonly maxBytes = DEFAULT_MAX_BYTES,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, ask: StoredAnswerRequest): Promise<FastifyReply> {
    const versions = await this.versions.current(ask.clanId, ask.topics);
    const version = versions.map((v) => v.toString(36)).join('.');
    const answer = await this.answerAt(`${ask.clanId}\n${ask.key}`, version, ask);
    const freshness = ask.maxAgeSeconds === undefined ? 'no-cache' : `max-age=${ask.maxAgeSeconds}`;
    reply
      .headers(ask.headers ?? {})
      .header('ETag', answer.etag)
      .header('Cache-Control', `${ask.audience}, ${freshness}`)
      .header('Vary', 'Accept-Encoding');
    if (ifNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
    reply.type(ask.type ?? 'application/json; charset=utf-8');
    const encoding =
      answer.body.length >= COMPRESS_FROM_BYTES
        ? acceptedEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(answer.body);
    const body = await this.compressed(answer, encoding);
    return reply.header('Content-Encoding', encoding).header('Content-Length', body.length).send(body);
  }

  /** How many bytes the stored answers hold now (raw and compressed). */
  get storedBytes(): number {
    return this.bytes;
  }

  private async answerAt(id: string, version: string, ask: StoredAnswerRequest): Promise<StoredAnswer> {
    const stored = this.answers.get(id);
    if (stored?.version === version && stored.until > Date.now()) {
      // Most recently used last: eviction takes from the front.
      this.answers.delete(id);
      this.answers.set(id, stored);
      return stored;
    }
    const buildId = `${id}\n${version}`;
    let pending = this.building.get(buildId);
    if (!pending) {
      const until = ask.freshForMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + ask.freshForMs;
      pending = ask.build().then((text) => this.keep(id, version, until, Buffer.from(text)));
      this.building.set(buildId, pending);
      const forget = () => this.building.delete(buildId);
      pending.then(forget, forget);
    }
    return pending;
  }

  private keep(id: string, version: string, until: number, body: Buffer): StoredAnswer {
    const hash = createHash('sha1').update(body).digest('base64url').slice(0, 16);
    const answer: StoredAnswer = {
      id,
      version,
      until,
      etag: `"${version}-${hash}"`,
      body,
      compressed: {},
      bytes: body.length,
    };
    // A build that finishes late may put back an older version: the next request sees it differ and
    // builds again, so nothing stale is served.
    const previous = this.answers.get(id);
    if (previous) this.forget(previous);
    this.answers.set(id, answer);
    this.bytes += answer.bytes;
    this.evict();
    return answer;
  }

  private compressed(answer: StoredAnswer, encoding: Encoding): Promise<Buffer> {
    let pending = answer.compressed[encoding];
    if (!pending) {
      pending = compress(answer.body, encoding);
      answer.compressed[encoding] = pending;
      pending.then(
        (bytes) => {
          // Counted only while the answer is still kept.
          if (this.answers.get(answer.id) === answer) {
            answer.bytes += bytes.length;
            this.bytes += bytes.length;
            this.evict();
          }
        },
        () => {
          delete answer.compressed[encoding];
        },
      );
    }
    return pending;
  }

  private forget(answer: StoredAnswer): void {
    this.answers.delete(answer.id);
    this.bytes -= answer.bytes;
  }

  private evict(): void {
    for (const answer of this.answers.values()) {
      if (this.bytes <= this.maxBytes || this.answers.size <= 1) return;
      this.forget(answer);
    }
  }
}

/**
 * Brotli at quality 6 with a 16 MB window: a 10,000-person graph (8.6 MB) in about 0.6 s to 560 KB, where
 * quality 11 takes half a minute for 600 KB with its default window. Paid once per version, off the event
 * loop; gzip (for the rare client without br) at its default level.
 */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_LGWIN]: 24,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body);
}

/** br when the client takes it, else gzip, else none (a `q=0` refuses an encoding). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/** Whether `If-None-Match` names `etag` (weak comparison, `*` matches any). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

const perDatabase = new WeakMap<Database, StoredAnswers>();

/** One store per database (so per app): every route that stores answers shares its memory budget. */
export function storedAnswers(database: Database): StoredAnswers {
  let store = perDatabase.get(database);
  if (!store) {
    store = new StoredAnswers(dataVersionSource(database));
    perDatabase.set(database, store);
  }
  return store;
}

// Hostile files for POST /api/upload, beyond what modules/uploads tests already cover (a text file
// named .jpg, TIFF/SVG, truncated images, header bombs, 15 MB bodies with a length, missing fields):
// polyglots, lying JPEG headers, bombs measured in memory, bodies that hide their size, and file
// names that try to choose where the file lands.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@giapha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  jpeg,
  multipartBody,
  pngBomb,
  postUpload,
  uploadOk,
} from '../../src/modules/uploads/images.testing.ts';
import { type ClanFixture, registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import { useTestApp } from '../test-app.ts';

const TYPE_INVALID = 'Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc HEIC';
const UNREADABLE = 'Không đọc được ảnh: tệp bị hỏng hoặc không phải ảnh';
const TOO_MANY_PIXELS = 'Ảnh có kích thước quá lớn (tối đa 50 triệu điểm ảnh)';
const TOO_LARGE = 'Ảnh quá lớn: tối đa 15 MB';

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';
const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-480|-1024|-thumb)?\.webp$/;

const t = useTestApp({ UPLOAD_RATE_LIMIT: '1000' });
let clan: ClanFixture;

beforeAll(async () => {
  clan = await registerClan(t.app);
});

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A JPEG segment: marker, then a length that counts itself. */
function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** `bytes` (a JPEG) with its SOF frame saying `width × height` instead of its real size. */
function jpegDeclaring(bytes: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(bytes);
  for (let i = 2; i < out.length - 9; ) {
    if (out[i] !== 0xff) throw new Error('not a JPEG segment');
    const marker = out[i + 1] ?? 0;
    const length = out.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      // length(2) precision(1) height(2) width(2)
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
    i += 2 + length;
  }
  throw new Error('no SOF segment');
}

describe('polyglots: an image that is also a web page', () => {
  it('stores only re-encoded WebP: no script from a comment segment or from bytes after the image', async () => {
    const image = await jpeg(120, 80);
    // SOI, then a comment segment holding the page, then the rest of the JPEG, then the page again.
    const polyglot = Buffer.concat([
      image.subarray(0, 2),
      segment(0xfe, Buffer.from(SCRIPT)),
      image.subarray(2),
      Buffer.from(SCRIPT),
    ]);
    expect(polyglot.includes(SCRIPT)).toBe(true);
    const before = await filesUnder(path.join(t.dataDir, 'uploads'));
    const file = await uploadOk(t.app, clan.domain, clan.token, polyglot, {
      filename: 'anh.html',
      contentType: 'text/html',
    });
    const created = (await filesUnder(path.join(t.dataDir, 'uploads'))).filter((f) => !before.includes(f));
    expect(created).toHaveLength(4);
    for (const relative of created) {
      const bytes = await readFile(path.join(t.dataDir, 'uploads', relative));
      expect(bytes.subarray(0, 4).toString('latin1'), relative).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), relative).toBe('WEBP');
      const text = bytes.toString('latin1').toLowerCase();
      for (const needle of ['<script', '<html', 'alert(', 'document.cookie']) {
        expect(text.includes(needle), `${relative} carries ${needle}`).toBe(false);
      }
    }
    // Served as an image the browser may not sniff into a page.
    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body.toLowerCase()).not.toContain('<script');
  });

  it('refuses a page that only starts like a JPEG (the first bytes alone prove nothing)', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT)]);
    const response = await postUpload(t.app, clan.domain, clan.token, fake, { filename: 'anh.jpg' });
    expect(response.statusCode).toBe(415);
    expect([TYPE_INVALID, UNREADABLE]).toContain(json(response).message);
    expect(json(response).success).toBe(false);
  });

  it('refuses HTML, a PDF and a ZIP whatever their names say', async () => {
    const bodies: [Buffer, string][] = [
      [Buffer.from(`<!doctype html>${SCRIPT}`), 'anh.png'],
      [Buffer.from('%PDF-1.7\n1 0 obj << /JS (app.alert(1)) >> endobj\n'), 'anh.jpg'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(60)]), 'anh.webp'],
    ];
    for (const [bytes, filename] of bodies) {
      const response = await postUpload(t.app, clan.domain, clan.token, bytes, { filename });
      expect(response.statusCode, filename).toBe(415);
      expect(json(response)).toEqual({ success: false, message: TYPE_INVALID });
    }
  });
});

describe('bombs, in bounded memory', () => {
  /** Resident memory of this process (the server runs in it) sampled every few ms while `work` runs. */
  async function peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
    global.gc?.();
    const start = process.memoryUsage().rss;
    let peak = start;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    try {
      const result = await work();
      peak = Math.max(peak, process.memoryUsage().rss);
      return { result, growthMb: (peak - start) / (1024 * 1024) };
    } finally {
      clearInterval(timer);
    }
  }

  // Decoding any of these would take gigabytes (30000 × 30000 × 3 bytes = 2.7 GB); refusing them from
  // the header costs next to nothing. The limit says "nothing was decoded", with room for the
  // multipart parser, sharp's header read and the garbage collector's timing.
  const RSS_LIMIT_MB = 150;

  it(`refuses a 30000 × 30000 PNG of a few hundred bytes with 415, growing memory by < ${RSS_LIMIT_MB} MB`, async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(100_000);
    const { result, growthMb } = await peakRssDuring(() =>
      postUpload(t.app, clan.domain, clan.token, bomb, { filename: 'bom.png', contentType: 'image/png' }),
    );
    expect(result.statusCode).toBe(415);
    expect(json(result)).toEqual({ success: false, message: TOO_MANY_PIXELS });
    expect(growthMb).toBeLessThan(RSS_LIMIT_MB);
  });

  it(`refuses a JPEG whose header claims 60000 × 60000 (its data is 64 × 48) the same way`, async () => {
    const liar = jpegDeclaring(await jpeg(64, 48), 60_000, 60_000);
    const { result, growthMb } = await peakRssDuring(() =>
      postUpload(t.app, clan.domain, clan.token, liar, { filename: 'bom.jpg' }),
    );
    expect(result.statusCode).toBe(415);
    expect(json(result)).toEqual({ success: false, message: TOO_MANY_PIXELS });
    expect(growthMb).toBeLessThan(RSS_LIMIT_MB);
  });

  it('ten bombs in a row leave memory where it was (nothing held on to)', async () => {
    const bomb = pngBomb(30_000);
    const { result, growthMb } = await peakRssDuring(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        statuses.push(
          (await postUpload(t.app, clan.domain, clan.token, bomb, { filename: 'bom.png' })).statusCode,
        );
      }
      return statuses;
    });
    expect(result).toEqual(Array(10).fill(415));
    expect(growthMb).toBeLessThan(RSS_LIMIT_MB);
  });
});

describe('bodies too large', () => {
  it('refuses a streamed body over 15 MB that never says its length (413)', async () => {
    const { payload, headers } = multipartBody(Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024, 0x41));
    // Sent in chunks without content-length: only the parser's own limit can stop it.
    const chunks = Array.from({ length: Math.ceil(payload.length / 65_536) }, (_, i) =>
      payload.subarray(i * 65_536, (i + 1) * 65_536),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/upload', clan.domain),
      headers: { ...headers, ...bearer(clan.token) },
      payload: Readable.from(chunks),
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(json(response)).toEqual({ success: false, message: TOO_LARGE });
  });

  it('refuses a body that lies about its length, smaller than it is', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024, 0x42);
    const { payload, headers } = multipartBody(big);
    const response = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/upload', clan.domain),
      headers: { ...headers, ...bearer(clan.token), 'content-length': '1000' },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(json(response).success).toBe(false);
  });
});

describe('file names that try to pick where the file goes', () => {
  const names = [
    '../../etc/passwd.png',
    '../../../../../../tmp/giapha-evil.png',
    '..\\..\\windows\\x.png',
    '/etc/cron.d/giapha.png',
    'C:\\Windows\\System32\\giapha.png',
    '%2e%2e%2fgiapha.png',
    '....//....//giapha.png',
    'anh\u0000.png',
    'ảnh gia đình.png',
    `${'a'.repeat(300)}.png`,
  ];

  it('stores every upload under a server-made name in DATA_DIR/uploads/{clanId}/, nowhere else', async () => {
    const uploads = path.join(t.dataDir, 'uploads');
    const outsideBefore = await readdir(path.dirname(t.dataDir));
    const dataBefore = await filesUnder(t.dataDir);
    const image = await jpeg(40, 30);
    for (const filename of names) {
      const file = await uploadOk(t.app, clan.domain, clan.token, image, { filename });
      expect(file.url, filename).toBe(`/uploads/${clan.clanId}/${file._id}.webp`);
      expect(file.url).not.toMatch(/passwd|evil|windows|cron|giapha\.png|\.\./i);
    }
    const dataAfter = await filesUnder(t.dataDir);
    // Mail (the outbox) may land meanwhile; every other new file must be an upload.
    const created = dataAfter.filter((f) => !dataBefore.includes(f) && !f.startsWith(`outbox${path.sep}`));
    expect(created.length).toBe(names.length * 4);
    for (const relative of created) {
      const [top, clanDir, name, ...rest] = relative.split(path.sep);
      expect(top, relative).toBe('uploads');
      expect(clanDir, relative).toBe(clan.clanId);
      expect(name ?? '', relative).toMatch(STORED_NAME);
      expect(rest, relative).toEqual([]);
    }
    expect(await filesUnder(path.join(uploads, '..', '..', 'etc'))).toEqual([]);
    // Nothing appeared beside the data directory either.
    expect(
      (await readdir(path.dirname(t.dataDir))).filter(
        (f) => !outsideBefore.includes(f) && /giapha-evil|passwd|giapha\.png/.test(f),
      ),
    ).toEqual([]);
    expect(existsSync('/tmp/giapha-evil.png')).toBe(false);
  });
});

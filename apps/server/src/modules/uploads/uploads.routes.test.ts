import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, uploadResponse, uploadVariantUrl } from '@giapha/contract';
import S3rver from 's3rver';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activeMember, login, registerClan, useClanSuite } from '../../../test/clans.ts';
import { bearer, json, withDomain } from '../../../test/requests.ts';
import { expectRequiresAuth } from '../../../test/route-checks.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { releaseUnreferencedFiles } from './file-references.ts';
import { filesRepo } from './files.repo.ts';
import {
  animatedGif,
  BLUE,
  gifBomb,
  heicDeclaring,
  heicFixture,
  jpeg,
  pngBomb,
  postUpload,
  RED,
  served,
  twoColours,
  uploadOk,
} from './images.testing.ts';

const t = useClanSuite();

const TYPE_INVALID = 'Chỉ nhận ảnh JPEG, PNG, WebP, GIF hoặc HEIC';
const UNREADABLE = 'Không đọc được ảnh: tệp bị hỏng hoặc không phải ảnh';
const TOO_MANY_PIXELS = 'Ảnh có kích thước quá lớn (tối đa 50 triệu điểm ảnh)';
const TOO_LARGE = 'Ảnh quá lớn: tối đa 15 MB';
const MISSING = 'Vui lòng chọn một ảnh để tải lên';

/** The colour at (x, y) of an image. */
async function pixel(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

function near(actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }) {
  const distance = Math.max(
    Math.abs(actual.r - expected.r),
    Math.abs(actual.g - expected.g),
    Math.abs(actual.b - expected.b),
  );
  expect(distance, `${JSON.stringify(actual)} ≈ ${JSON.stringify(expected)}`).toBeLessThan(40);
}

describe('POST /api/upload: who may upload', () => {
  it('needs a signed-in member of the clan (401 before the body is read)', async () => {
    await expectRequiresAuth(t.app, { method: 'POST', url: '/api/upload' }, t.clan.domain);
    const anonymous = await postUpload(t.app, t.clan.domain, undefined, await jpeg());
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous).message).toBe('Vui lòng đăng nhập');
  });

  it("refuses another clan's token on this clan's domain", async () => {
    const response = await postUpload(t.app, t.clan.domain, t.other.token, await jpeg());
    expect(response.statusCode).toBe(401);
  });

  it('refuses a member who is no longer in the clan', async () => {
    const leaving = await activeMember(t.app, t.clan, 'roidi');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: withDomain(`/api/user/${leaving.id}`, t.clan.domain),
      headers: bearer(t.clan.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const response = await postUpload(t.app, t.clan.domain, leaving.token, await jpeg());
    expect(response.statusCode).toBe(401);
  });

  it("lets an approved member (not only admins) upload, and the file is the uploader's clan's", async () => {
    const file = await uploadOk(t.app, t.clan.domain, t.member.token, await jpeg());
    expect(file.url).toBe(`/uploads/${t.clan.clanId}/${file._id}.webp`);
    const [row] = await filesRepo(t.database.db, t.clan.clanId).findByIds([file._id]);
    expect(row?.clanId).toBe(t.clan.clanId);
    expect(row?.uploadedBy).toBe(t.member.id);
    expect(await filesRepo(t.database.db, t.other.clanId).findByIds([file._id])).toEqual([]);
  });
});

describe('POST /api/upload: what it makes', () => {
  it('re-encodes a JPEG as WebP copies of 2048, 1024 and 480 px wide and a 320 × 320 thumbnail', async () => {
    const response = await postUpload(t.app, t.clan.domain, t.clan.token, await jpeg(3000, 2000));
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(uploadResponse.safeParse(body).success).toBe(true);
    const { file } = uploadResponse.parse(body).data;
    expect(body.success).toBe(true);
    expect(file).toMatchObject({ width: 2048, height: 1365 });
    expect(file.thumbnailUrl).toBe(`/uploads/${t.clan.clanId}/${file._id}-thumb.webp`);
    expect(new Date(file.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const main = await served(t.app, file.url);
    expect(main.length).toBe(file.size);
    expect(await sharp(main).metadata()).toMatchObject({ format: 'webp', width: 2048, height: 1365 });
    for (const [variant, width, height] of [
      [480, 480, 320],
      [1024, 1024, 683],
      ['thumb', 320, 320],
    ] as const) {
      const bytes = await served(t.app, uploadVariantUrl(file.url, variant));
      expect(await sharp(bytes).metadata(), String(variant)).toMatchObject({ format: 'webp', width, height });
    }

    const [row] = await filesRepo(t.database.db, t.clan.clanId).findByIds([file._id]);
    expect(row).toMatchObject({
      storageKey: `${t.clan.clanId}/${file._id}.webp`,
      url: file.url,
      mimeType: 'image/webp',
      size: file.size,
      width: 2048,
      height: 1365,
      sourceType: 'image/jpeg',
      uploadedBy: t.clan.adminId,
    });
    expect(row?.totalSize).toBeGreaterThan(file.size);
    // Stored on disk under DATA_DIR/uploads with the server's names only.
    expect(existsSync(path.join(t.dataDir, 'uploads', t.clan.clanId, `${file._id}-480.webp`))).toBe(true);
  });

  it('never enlarges a small image', async () => {
    const file = await uploadOk(t.app, t.clan.domain, t.clan.token, await jpeg(200, 100));
    expect(file).toMatchObject({ width: 200, height: 100 });
    const copy = await served(t.app, uploadVariantUrl(file.url, 1024));
    expect(await sharp(copy).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('takes PNG (keeping transparency), WebP and a still GIF', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const pngFile = await uploadOk(t.app, t.clan.domain, t.clan.token, png, {
      filename: 'logo.png',
      contentType: 'image/png',
    });
    expect(await sharp(await served(t.app, pngFile.url)).metadata()).toMatchObject({ hasAlpha: true });

    const webp = await (await twoColours(50, 40)).webp().toBuffer();
    expect(await uploadOk(t.app, t.clan.domain, t.clan.token, webp, { filename: 'a.webp' })).toMatchObject({
      width: 50,
      height: 40,
    });
    const gif = await (await twoColours(30, 20)).gif().toBuffer();
    expect(await uploadOk(t.app, t.clan.domain, t.clan.token, gif, { filename: 'a.gif' })).toMatchObject({
      width: 30,
      height: 20,
    });
  });

  it('keeps an animated GIF animated (as WebP), every copy', async () => {
    const file = await uploadOk(t.app, t.clan.domain, t.clan.token, await animatedGif(), {
      filename: 'vui.gif',
    });
    expect(file).toMatchObject({ width: 60, height: 40 });
    for (const url of [file.url, uploadVariantUrl(file.url, 480), file.thumbnailUrl]) {
      const meta = await sharp(await served(t.app, url), { animated: true }).metadata();
      expect(meta, url).toMatchObject({ format: 'webp', pages: 4 });
    }
    const [row] = await filesRepo(t.database.db, t.clan.clanId).findByIds([file._id]);
    expect(row?.sourceType).toBe('image/gif');
  });

  it('takes AVIF (HEIF with AV1), decoded by sharp', async () => {
    const avif = await (await twoColours(64, 48)).avif({ quality: 80 }).toBuffer();
    const file = await uploadOk(t.app, t.clan.domain, t.clan.token, avif, {
      filename: 'anh.avif',
      contentType: 'image/avif',
    });
    expect(file).toMatchObject({ width: 64, height: 48 });
    const main = await served(t.app, file.url);
    near(await pixel(main, 5, 24), RED);
    near(await pixel(main, 58, 24), BLUE);
    const [row] = await filesRepo(t.database.db, t.clan.clanId).findByIds([file._id]);
    expect(row?.sourceType).toBe('image/avif');
  });

  it('takes an iPhone-style HEIC (HEVC), decoded by libheif', async () => {
    const file = await uploadOk(t.app, t.clan.domain, t.clan.token, heicFixture(), {
      filename: 'IMG_0001.HEIC',
      contentType: 'image/heic',
    });
    expect(file).toMatchObject({ width: 120, height: 80 });
    const main = await served(t.app, file.url);
    near(await pixel(main, 10, 40), RED);
    near(await pixel(main, 110, 40), BLUE);
    const [row] = await filesRepo(t.database.db, t.clan.clanId).findByIds([file._id]);
    expect(row?.sourceType).toBe('image/heic');
  });

  it('strips EXIF and GPS from a phone photo', async () => {
    const withGps = await (await twoColours(80, 60))
      .jpeg()
      .withExif({
        IFD0: { Make: 'Điện thoại', Copyright: 'Nguyễn Văn An' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '21/1 1/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '105/1 51/1 0/1',
        },
      })
      .toBuffer();
    const exif = (await sharp(withGps).metadata()).exif;
    // The sent file does carry a GPS block (tag 0x8825, little-endian here).
    expect(exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const file = await uploadOk(t.app, t.clan.domain, t.clan.token, withGps);
    for (const url of [file.url, uploadVariantUrl(file.url, 480), file.thumbnailUrl]) {
      const meta = await sharp(await served(t.app, url)).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.icc, url).toBeUndefined();
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored 80 × 40 (red left, blue right) with "rotate 90° clockwise to show".
    const sideways = await (await twoColours(80, 40)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const file = await uploadOk(t.app, t.clan.domain, t.clan.token, sideways);
    expect(file).toMatchObject({ width: 40, height: 80 });
    const main = await served(t.app, file.url);
    near(await pixel(main, 20, 5), RED);
    near(await pixel(main, 20, 75), BLUE);
  });
});

describe('POST /api/upload: what it refuses', () => {
  it('refuses a text file named photo.jpg (415): the type is read from the bytes', async () => {
    const response = await postUpload(
      t.app,
      t.clan.domain,
      t.clan.token,
      Buffer.from('Xin chào, tôi không phải ảnh\n'),
      {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ success: false, message: TYPE_INVALID });
  });

  it('refuses image types it does not take (TIFF, SVG)', async () => {
    const tiff = await (await twoColours(20, 20)).tiff().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const [bytes, filename] of [
      [tiff, 'anh.jpg'],
      [svg, 'anh.svg'],
    ] as const) {
      const response = await postUpload(t.app, t.clan.domain, t.clan.token, bytes, { filename });
      expect(response.statusCode, filename).toBe(415);
      expect(json(response).message).toBe(TYPE_INVALID);
    }
  });

  it('refuses a damaged or truncated image (415)', async () => {
    const whole = await jpeg(400, 300);
    const damaged = Buffer.concat([whole.subarray(0, 400), Buffer.alloc(200, 7)]);
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    for (const bytes of [damaged, truncated]) {
      const response = await postUpload(t.app, t.clan.domain, t.clan.token, bytes);
      expect(response.statusCode).toBe(415);
      expect(json(response).message).toBe(UNREADABLE);
    }
  });

  it('refuses a decompression bomb quickly, from its header', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    const response = await postUpload(t.app, t.clan.domain, t.clan.token, bomb, { filename: 'bom.png' });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ success: false, message: TOO_MANY_PIXELS });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a HEIC declaring too many pixels before libheif decodes it', async () => {
    const started = Date.now();
    const response = await postUpload(t.app, t.clan.domain, t.clan.token, heicDeclaring(30_000, 30_000), {
      filename: 'bom.heic',
    });
    expect(response.statusCode).toBe(415);
    expect(json(response).message).toBe(TOO_MANY_PIXELS);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an animation whose frames together exceed the pixel cap', async () => {
    // 13 frames of 2000 × 2000 = 52 million pixels, in 338 bytes; one frame alone would pass.
    const gif = gifBomb(2000, 13);
    expect(gif.length).toBeLessThan(1000);
    const response = await postUpload(t.app, t.clan.domain, t.clan.token, gif, { filename: 'dai.gif' });
    expect(response.statusCode).toBe(415);
    expect(json(response).message).toBe(TOO_MANY_PIXELS);
  });

  it('refuses a file over 15 MB (413) in the multipart parser', async () => {
    const response = await postUpload(
      t.app,
      t.clan.domain,
      t.clan.token,
      Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1),
    );
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ success: false, message: TOO_LARGE });
  });

  it('refuses a body that declares more than 15 MB before reading it (413)', async () => {
    const response = await postUpload(
      t.app,
      t.clan.domain,
      t.clan.token,
      Buffer.alloc(MAX_UPLOAD_BYTES + 200_000, 1),
    );
    expect(response.statusCode).toBe(413);
    expect(json(response).message).toBe(TOO_LARGE);
  });

  it('asks for an image when the field is missing, empty or the body is not multipart (400)', async () => {
    const wrongField = await postUpload(t.app, t.clan.domain, t.clan.token, await jpeg(), { field: 'file' });
    const empty = await postUpload(t.app, t.clan.domain, t.clan.token, Buffer.alloc(0));
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: withDomain('/api/upload', t.clan.domain),
      headers: bearer(t.clan.token),
      payload: { image: 'https://example.com/a.jpg' },
    });
    for (const response of [wrongField, empty, notMultipart]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(json(response)).toEqual({
        success: false,
        message: MISSING,
        errors: [{ field: 'image', message: MISSING }],
      });
    }
  });

  it('leaves nothing behind when it refuses', async () => {
    const before = await filesRepo(t.database.db, t.clan.clanId).listOlderThan(new Date(Date.now() + 60_000));
    await postUpload(t.app, t.clan.domain, t.clan.token, pngBomb());
    await postUpload(t.app, t.clan.domain, t.clan.token, Buffer.from('không phải ảnh'));
    const after = await filesRepo(t.database.db, t.clan.clanId).listOlderThan(new Date(Date.now() + 60_000));
    expect(after.length).toBe(before.length);
  });
});

describe('GET /uploads/{clanId}/{name}', () => {
  it('serves the stored copies as immutable WebP, never sniffed', async () => {
    const file = await uploadOk(t.app, t.clan.domain, t.clan.token, await jpeg());
    const response = await t.app.inject({ method: 'GET', url: file.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(response.headers['content-length'])).toBe(file.size);
    // No domain needed: an image is public by its address, as on any site.
    const thumb = await t.app.inject({ method: 'GET', url: file.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: file.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.body).toBe('');
  });

  it('answers 404 for unknown names and anything that is not a name it makes', async () => {
    const file = await uploadOk(t.app, t.clan.domain, t.clan.token, await jpeg());
    const unknown = `/uploads/${t.clan.clanId}/00000000-0000-4000-8000-000000000000.webp`;
    for (const url of [
      unknown,
      `/uploads/${t.other.clanId}/${file._id}.webp`,
      `/uploads/${t.clan.clanId}/${file._id}-2048.webp`,
      `/uploads/${t.clan.clanId}/${file._id}.png`,
      `/uploads/${t.clan.clanId}/${file._id.toUpperCase()}.webp`,
      `/uploads/${t.clan.clanId}/..%2F..%2Fjwt-secret`,
      `/uploads/..%2F..%2Fjwt-secret/${file._id}.webp`,
      '/uploads/../jwt-secret',
      `/uploads/${t.clan.clanId}`,
      `/uploads/${t.clan.clanId}/${file._id}.webp/extra`,
      '/uploads/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain(t.app.config.jwtSecret);
    }
  });
});

describe('POST /api/upload: rate limit', () => {
  it('limits uploads per user (429), not per address', async () => {
    const limited = await createTestApp({ UPLOAD_RATE_LIMIT: '2' });
    try {
      const a = await registerClan(limited.app);
      const second = await activeMember(limited.app, a, 'nguoithu2');
      const image = await jpeg();
      await uploadOk(limited.app, a.domain, a.token, image);
      await uploadOk(limited.app, a.domain, a.token, image);
      const third = await postUpload(limited.app, a.domain, a.token, image);
      expect(third.statusCode).toBe(429);
      expect(json(third)).toEqual({
        success: false,
        message: 'Bạn tải ảnh lên quá nhanh, vui lòng thử lại sau ít phút',
      });
      // Another member from the same address still may.
      await uploadOk(limited.app, a.domain, second.token, image);
      // A fresh sign-in of the same user does not reset the count.
      const again = await login(limited.app, a.domain, 'truongtoc');
      const fourth = await postUpload(limited.app, a.domain, again.tokens.access.token, image);
      expect(fourth.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('with an S3-compatible bucket (S3_* set)', () => {
  it('stores in the bucket and serves from the server, the same as from disk', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'giapha-s3rver-'));
    const bucket = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: dir,
      silent: true,
      configureBuckets: [{ name: 'anh' }],
    });
    const { port } = await bucket.run();
    const s3 = await createTestApp({
      S3_BUCKET: 'anh',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      expect(s3.app.storage.kind).toBe('s3');
      const a = await registerClan(s3.app);
      const file = await uploadOk(s3.app, a.domain, a.token, heicFixture(), { filename: 'IMG.HEIC' });
      expect(await s3.app.storage.list(`${a.clanId}/`)).toHaveLength(4);
      expect(existsSync(path.join(s3.dataDir, 'uploads'))).toBe(false);
      const response = await s3.app.inject({ method: 'GET', url: file.thumbnailUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 320, height: 320 });
      const missing = await s3.app.inject({
        method: 'GET',
        url: uploadVariantUrl(file.url, 480).replace(file._id, a.clanId),
      });
      expect(missing.statusCode).toBe(404);

      expect(await releaseUnreferencedFiles(s3.database.db, s3.app.storage, a.clanId, [file._id])).toBe(1);
      expect(await s3.app.storage.list(`${a.clanId}/`)).toEqual([]);
      expect((await s3.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    } finally {
      await s3.close();
      await bucket.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// Real image files for the upload tests, drawn by sharp (and one HEIC made by libheif, see fixtures/).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import { bearer, withDomain } from '../../../test/requests.ts';
import type { App } from '../../app.ts';

export const RED = { r: 220, g: 20, b: 20 };
export const BLUE = { r: 20, g: 20, b: 220 };

/** A `width × height` picture, left half red and right half blue, so orientation can be seen. */
export async function twoColours(width: number, height: number) {
  const left = await sharp({
    create: { width: Math.ceil(width / 2), height, channels: 3, background: RED },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: left, left: 0, top: 0 },
  ]);
}

export async function jpeg(width = 64, height = 48): Promise<Buffer> {
  return (await twoColours(width, height)).jpeg({ quality: 90 }).toBuffer();
}

/** A 4-frame animation (red, green, blue, white), 60 × 40. */
export async function animatedGif(): Promise<Buffer> {
  const colours = ['#dc1414', '#14dc14', '#1414dc', '#ffffff'];
  const frames = await Promise.all(
    colours.map((background) =>
      sharp({ create: { width: 60, height: 40, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [120, 120, 120, 120], loop: 0 })
    .toBuffer();
}

/** 120 × 80, left half red, right half blue, HEVC-coded: see fixtures/README.md. */
export function heicFixture(): Buffer {
  return readFileSync(new URL('./fixtures/two-colours.heic', import.meta.url));
}

/** The same HEIC with its `ispe` box (the image's declared size) saying `width × height`. */
export function heicDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.from(heicFixture());
  const at = bytes.indexOf('ispe');
  if (at < 0) throw new Error('fixture has no ispe box');
  // box type, then version and flags (4 bytes), then width and height (4 bytes each).
  bytes.writeUInt32BE(width, at + 8);
  bytes.writeUInt32BE(height, at + 12);
  return bytes;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `side × side` pixels
 * (30000 × 30000 = 900 megapixels, 2.7 GB once decoded).
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An animation bomb: a GIF of a few hundred bytes whose `frames` frames each fill a `side × side`
 * screen (each frame stores one pixel; the decoder paints the whole screen for every frame).
 */
export function gifBomb(side: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(side, 0);
  screen.writeUInt16LE(side, 2);
  screen[4] = 0x80; // a global colour table of 2 colours
  const parts = [
    Buffer.from('GIF89a', 'latin1'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    // Loop for ever.
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([3, 1, 0, 0, 0]),
  ];
  for (let frame = 0; frame < frames; frame++) {
    // Graphic control (0.1 s), then a 1 × 1 image at (0, 0) and its LZW data.
    parts.push(Buffer.from([0x21, 0xf9, 4, 0x04, 10, 0, 0, 0]));
    parts.push(Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0]), Buffer.from([2, 2, 0x44, 1, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A multipart/form-data body with one file part (as a browser's FormData sends it). */
export function multipartBody(
  bytes: Buffer,
  { field = 'image', filename = 'anh.jpg', contentType = 'image/jpeg' } = {},
) {
  const boundary = `----giapha${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadedBody {
  success: boolean;
  message?: string;
  errors?: { field: string; message: string }[];
  data: {
    file: {
      _id: string;
      url: string;
      size: number;
      createdAt: string;
      width: number;
      height: number;
      thumbnailUrl: string;
    };
  };
}

/** `POST /api/upload` with `bytes` in the field `image`. */
export function postUpload(
  app: App,
  domain: string,
  token: string | undefined,
  bytes: Buffer,
  options: Parameters<typeof multipartBody>[1] = {},
) {
  const body = multipartBody(bytes, options);
  return app.inject({
    method: 'POST',
    url: withDomain('/api/upload', domain),
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

/** Uploads and expects success; the answer's file. */
export async function uploadOk(
  app: App,
  domain: string,
  token: string,
  bytes: Buffer,
  options: Parameters<typeof multipartBody>[1] = {},
) {
  const response = await postUpload(app, domain, token, bytes, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadedBody>().data.file;
}

/** The served bytes of an uploaded image's URL. */
export async function served(app: App, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response.rawPayload;
}

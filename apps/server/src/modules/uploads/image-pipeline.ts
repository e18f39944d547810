// Types of the untyped heic-decode, also for projects (bench) that compile this file without its folder.
/// <reference path="./vendor-types.d.ts" />
import { MAX_UPLOAD_PIXELS, MESSAGES } from '@giapha/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { AppError } from '../../lib/errors.ts';

/** What the uploader's file may be, told by its magic bytes (never by its name or declared type). */
const ACCEPTED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/avif',
]);
const HEIF_FAMILY = new Set(['image/heic', 'image/heif', 'image/avif']);

/** The copies made of every image, beside the main one (`{id}.webp`): the names `uploadVariantUrl` knows. */
export const VARIANT_SUFFIXES = ['-480', '-1024', '-thumb'] as const;
export type VariantSuffix = (typeof VARIANT_SUFFIXES)[number];

const MAIN_WIDTH = 2048;
const THUMB_SIZE = 320;
const WEBP_QUALITY = 82;
const THUMB_QUALITY = 75;

export interface ProcessedImage {
  /** The main copy: WebP, at most 2048 px wide, upright, without metadata. */
  main: Buffer;
  width: number;
  height: number;
  variants: { suffix: VariantSuffix; bytes: Buffer }[];
  /** The uploaded file's type by its magic bytes (`image/heic`…). */
  sourceType: string;
  animated: boolean;
}

export const rejectType = () => new AppError(415, MESSAGES.uploadTypeInvalid);
export const rejectUnreadable = () => new AppError(415, MESSAGES.uploadUnreadable);
export const rejectPixels = (maxPixels: number) =>
  new AppError(415, MESSAGES.uploadTooManyPixels.replace('{max}', String(Math.floor(maxPixels / 1_000_000))));

/** A decoded still image handed to sharp as raw pixels (HEIC through libheif). */
interface RawInput {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Where the pixels come from: the file itself (sharp decodes it) or pixels decoded elsewhere. */
type Source = { kind: 'file'; bytes: Buffer; animated: boolean } | { kind: 'raw'; input: RawInput };

function pipelineOf(source: Source, maxPixels: number): Sharp {
  if (source.kind === 'raw') return sharp(source.input.data, { raw: source.input.raw });
  const options: SharpOptions = {
    // The second guard against a decompression bomb (the header was checked first).
    limitInputPixels: maxPixels,
    // Every frame of an animation (a GIF stays animated as WebP).
    animated: source.animated,
    // A truncated or damaged file is refused rather than saved half grey; a benign warning (an odd
    // colour profile in a PNG from an old editor) is not a reason to refuse a photo.
    failOn: 'truncated',
  };
  // `.rotate()` turns the picture upright by its EXIF orientation; metadata (EXIF, GPS, XMP) is
  // not copied to the output because nothing asks sharp to keep it.
  return sharp(source.bytes, options).rotate();
}

/** Width × height of every frame of the image, read from its header only (nothing is decoded). */
async function headerOf(bytes: Buffer) {
  try {
    // No pixel limit here: reading a header costs the same for any size, and the limit is ours to say.
    const meta = await sharp(bytes, { limitInputPixels: false, animated: true }).metadata();
    return {
      width: meta.width,
      frameHeight: meta.pageHeight ?? meta.height,
      frames: meta.pages ?? 1,
      compression: meta.compression,
    };
  } catch {
    throw rejectUnreadable();
  }
}

/** HEIC coded with HEVC: sharp's libvips has no HEVC decoder, so libheif (WebAssembly) decodes it. */
async function decodeHevc(bytes: Buffer, maxPixels: number): Promise<RawInput> {
  // Loaded on first use: the WebAssembly module is large and most servers never see a HEIC.
  const { default: heicDecode } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof heicDecode.all>>;
  try {
    images = await heicDecode.all({ buffer: bytes });
  } catch {
    throw rejectUnreadable();
  }
  try {
    const first = images[0];
    if (!first || first.width < 1 || first.height < 1) throw rejectUnreadable();
    // libheif's own idea of the size, checked again before a single pixel is decoded.
    if (first.width * first.height > maxPixels) throw rejectPixels(maxPixels);
    let decoded: { width: number; height: number; data: Uint8ClampedArray };
    try {
      decoded = await first.decode();
    } catch {
      throw rejectUnreadable();
    }
    return {
      data: Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength),
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    };
  } finally {
    images.dispose();
  }
}

async function encode(pipeline: Sharp, quality: number): Promise<{ data: Buffer; width: number }> {
  const { data, info } = await pipeline.webp({ quality, effort: 4 }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/**
 * Checks and re-encodes an uploaded image: accepted by magic bytes (JPEG, PNG, WebP, GIF, HEIC/HEIF,
 * AVIF), refused when its header declares more than `maxPixels` (all frames together), turned
 * upright, stripped of EXIF/GPS, and written as WebP: the main copy at most 2048 px wide and 480 px,
 * 1024 px and 320 × 320 (cover crop) copies. Refusals are 415 with the user's message.
 */
export async function processImage(
  bytes: Buffer,
  maxPixels: number = MAX_UPLOAD_PIXELS,
): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw rejectType();
  const sourceType = detected.mime;

  const header = await headerOf(bytes);
  if (!header.width || !header.frameHeight) throw rejectUnreadable();
  // Every frame of an animation is decoded; of a HEIF file with several images, only the first.
  const animated = header.frames > 1 && (sourceType === 'image/gif' || sourceType === 'image/webp');
  const frames = animated ? header.frames : 1;
  if (header.width * header.frameHeight * frames > maxPixels) throw rejectPixels(maxPixels);

  const hevc = HEIF_FAMILY.has(sourceType) && header.compression === 'hevc';
  const source: Source = hevc
    ? { kind: 'raw', input: await decodeHevc(bytes, maxPixels) }
    : { kind: 'file', bytes, animated };

  try {
    // A still image is decoded, turned upright and brought to 2048 px once; its copies are made from
    // those pixels. An animation is made from the file each time (sharp resizes every frame).
    let base: Source = source;
    if (!animated) {
      const { data, info } = await pipelineOf(source, maxPixels)
        .resize({ width: MAIN_WIDTH, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      if (info.channels < 1 || info.channels > 4) throw rejectUnreadable();
      base = {
        kind: 'raw',
        input: { data, raw: { width: info.width, height: info.height, channels: info.channels } },
      };
    }
    const copy = (width: number) => pipelineOf(base, maxPixels).resize({ width, withoutEnlargement: true });
    const [main, w480, w1024, thumb] = await Promise.all([
      encode(copy(MAIN_WIDTH), WEBP_QUALITY),
      encode(copy(480), WEBP_QUALITY),
      encode(copy(1024), WEBP_QUALITY),
      encode(
        pipelineOf(base, maxPixels).resize(THUMB_SIZE, THUMB_SIZE, {
          fit: 'cover',
          // The interesting part of a still photo; sharp crops the frames of an animation only centred.
          position: animated ? 'centre' : 'attention',
        }),
        THUMB_QUALITY,
      ),
    ]);
    const meta = await sharp(main.data, { animated }).metadata();
    return {
      main: main.data,
      width: meta.width,
      height: meta.pageHeight ?? meta.height,
      variants: [
        { suffix: '-480', bytes: w480.data },
        { suffix: '-1024', bytes: w1024.data },
        { suffix: '-thumb', bytes: thumb.data },
      ],
      sourceType,
      animated,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw rejectPixels(maxPixels);
    throw rejectUnreadable();
  }
}

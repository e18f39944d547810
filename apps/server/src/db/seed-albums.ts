import { createAlbumBody } from '@giapha/contract';
import sharp from 'sharp';
import { insertAlbum } from '../modules/albums/albums.service.ts';
import { clansRepo } from '../modules/clans/clans.repo.ts';
import type { FileStorage } from '../modules/uploads/storage/file-storage.ts';
import { UploadsService } from '../modules/uploads/uploads.service.ts';
import { usersRepo } from '../modules/users/users.repo.ts';
import type { Db } from './client.ts';

const DAY_MS = 86_400_000;

/** A soft scene drawn at seed time: sky, sun or moon, hills, and now and then a roof or lanterns. */
interface Scene {
  orientation: 'landscape' | 'portrait';
  sky: [string, string];
  hills: [string, string];
  sun: string;
  /** 0 to 1 across the picture. */
  sunAt: number;
  roof?: boolean;
  lanterns?: boolean;
  caption: string;
}

interface DemoAlbum {
  title: string;
  description: string;
  /** Days from now (negative: in the past). */
  eventInDays: number;
  /** The photo (index) shown as the cover. */
  coverIndex: number;
  scenes: Scene[];
}

const ALBUMS: DemoAlbum[] = [
  {
    title: 'Lễ Giỗ Tổ năm Bính Ngọ',
    description:
      'Hình ảnh buổi lễ Giỗ Tổ tại nhà thờ họ: dâng hương, đọc văn tế, mừng thọ các cụ và bữa cơm thụ lộc của con cháu các chi.',
    eventInDays: -20,
    coverIndex: 1,
    scenes: [
      {
        orientation: 'landscape',
        sky: ['#f9d9a8', '#f3a46b'],
        hills: ['#8a4b2a', '#5b2a1a'],
        sun: '#fff1c9',
        sunAt: 0.72,
        roof: true,
        caption: 'Nhà thờ họ trong buổi sáng ngày giỗ',
      },
      {
        orientation: 'landscape',
        sky: ['#fde8c4', '#e9b07a'],
        hills: ['#9c3b2e', '#6e1f1a'],
        sun: '#fff6dd',
        sunAt: 0.3,
        roof: true,
        lanterns: true,
        caption: 'Dâng hương trước bàn thờ Tổ',
      },
      {
        orientation: 'portrait',
        sky: ['#fbe3c0', '#f0b98a'],
        hills: ['#7f5a2e', '#4e3418'],
        sun: '#fffbe8',
        sunAt: 0.5,
        lanterns: true,
        caption: 'Các cụ cao niên chụp ảnh lưu niệm',
      },
      {
        orientation: 'landscape',
        sky: ['#e7efe0', '#b9d2a6'],
        hills: ['#4f7a3a', '#2f4d24'],
        sun: '#fbf6d8',
        sunAt: 0.82,
        caption: 'Con cháu các chi về dự lễ',
      },
      {
        orientation: 'portrait',
        sky: ['#f6d6c6', '#e39a85'],
        hills: ['#a0412f', '#6a2419'],
        sun: '#ffe9c2',
        sunAt: 0.35,
        roof: true,
        caption: 'Mâm cỗ thụ lộc sau buổi lễ',
      },
    ],
  },
  {
    title: 'Họp mặt đầu xuân',
    description:
      'Con cháu bốn phương về quê chúc Tết các cụ, thăm mộ tổ và chụp ảnh chung bên cây đa đầu làng.',
    eventInDays: -80,
    coverIndex: 0,
    scenes: [
      {
        orientation: 'landscape',
        sky: ['#dff1f7', '#9fd0e4'],
        hills: ['#5c9a6b', '#2f6b46'],
        sun: '#fff7d6',
        sunAt: 0.25,
        lanterns: true,
        caption: 'Sân đình ngày mùng sáu Tết',
      },
      {
        orientation: 'portrait',
        sky: ['#fce7ef', '#f2b6c8'],
        hills: ['#b24a63', '#7c2a40'],
        sun: '#fff4e6',
        sunAt: 0.6,
        caption: 'Hoa đào trước cổng nhà thờ',
      },
      {
        orientation: 'landscape',
        sky: ['#e9eef9', '#b7c4ea'],
        hills: ['#556aa8', '#2f3e73'],
        sun: '#f8f3e1',
        sunAt: 0.78,
        roof: true,
        caption: 'Thăm mộ tổ trên đồi',
      },
    ],
  },
];

// Modest sizes keep the demo's first start quick; soft gradients scale up without showing it.
const SIZE = { landscape: { width: 960, height: 640 }, portrait: { width: 640, height: 960 } } as const;

/** The scene as SVG: gradients and simple shapes only (no text, so no font is needed). */
function sceneSvg(scene: Scene): string {
  const { width, height } = SIZE[scene.orientation];
  const horizon = height * 0.62;
  const sunX = width * scene.sunAt;
  const sunY = horizon - height * 0.22;
  const sunR = Math.min(width, height) * 0.09;
  const far = `M0 ${horizon} Q ${width * 0.25} ${horizon - height * 0.16} ${width * 0.5} ${horizon - height * 0.04} T ${width} ${horizon - height * 0.1} V ${height} H 0 Z`;
  const near = `M0 ${horizon + height * 0.12} Q ${width * 0.35} ${horizon - height * 0.02} ${width * 0.7} ${horizon + height * 0.1} T ${width} ${horizon + height * 0.06} V ${height} H 0 Z`;
  const roofW = width * 0.34;
  const roofX = width * 0.5 - roofW / 2;
  const roofY = horizon - height * 0.05;
  const roof = scene.roof
    ? `<g opacity="0.92">
        <rect x="${roofX + roofW * 0.12}" y="${roofY}" width="${roofW * 0.76}" height="${height * 0.12}" fill="#3b1d14"/>
        <path d="M${roofX} ${roofY + 6} Q ${roofX + roofW / 2} ${roofY - height * 0.07} ${roofX + roofW} ${roofY + 6} L ${roofX + roofW * 0.9} ${roofY - height * 0.03} Q ${roofX + roofW / 2} ${roofY - height * 0.1} ${roofX + roofW * 0.1} ${roofY - height * 0.03} Z" fill="#7a2a1c"/>
        <rect x="${width * 0.5 - roofW * 0.08}" y="${roofY + height * 0.04}" width="${roofW * 0.16}" height="${height * 0.08}" fill="#c9a227" opacity="0.8"/>
      </g>`
    : '';
  const lanterns = scene.lanterns
    ? [0.15, 0.32, 0.68, 0.85]
        .map((at, i) => {
          const x = width * at;
          const y = height * (0.12 + (i % 2) * 0.05);
          const r = Math.min(width, height) * 0.035;
          return `<line x1="${x}" y1="0" x2="${x}" y2="${y - r}" stroke="#5b2a1a" stroke-width="2"/>
            <ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 1.25}" fill="url(#lantern)"/>`;
        })
        .join('')
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/>
      </linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="${scene.sun}"/><stop offset="1" stop-color="${scene.sun}" stop-opacity="0"/></radialGradient>
      <linearGradient id="far" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${scene.hills[0]}" stop-opacity="0.55"/><stop offset="1" stop-color="${scene.hills[0]}"/>
      </linearGradient>
      <linearGradient id="near" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${scene.hills[1]}"/><stop offset="1" stop-color="#1f120c"/>
      </linearGradient>
      <radialGradient id="lantern"><stop offset="0" stop-color="#ffd36b"/><stop offset="1" stop-color="#c0392b"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${sunR * 2.4}" fill="url(#sun)" opacity="0.7"/>
    <circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${scene.sun}"/>
    <path d="${far}" fill="url(#far)"/>
    ${roof}
    <path d="${near}" fill="url(#near)"/>
    ${lanterns}
  </svg>`;
}

/** A JPEG of the scene, as a phone would send it. */
async function scenePhoto(scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

function isoDay(daysFromNow: number): string {
  return new Date(Date.now() + daysFromNow * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The demo clan's albums: photos drawn here, stored through the upload pipeline (re-encoded, with their
 * smaller copies, in the same storage the API serves from), then saved as the API would save them.
 * Runs after the demo's transaction: the uploads write their own rows.
 */
export async function seedDemoAlbums(
  db: Db,
  storage: FileStorage,
  clanId: string,
  adminId: string,
): Promise<string[]> {
  const clan = await clansRepo(db).findById(clanId);
  const admin = await usersRepo(db, clanId).findById(adminId);
  if (!clan || !admin) throw new Error('demo clan or admin missing');
  const uploads = new UploadsService(db, storage);
  // Every photo at once: the upload service itself keeps how many are decoded together in check.
  const filesByAlbum = await Promise.all(
    ALBUMS.map((album) =>
      Promise.all(
        album.scenes.map(async (scene) => uploads.upload({ actor: admin, clan }, await scenePhoto(scene))),
      ),
    ),
  );
  const ids: string[] = [];
  for (const [index, album] of ALBUMS.entries()) {
    const files = filesByAlbum[index] ?? [];
    const row = await insertAlbum(
      db,
      clanId,
      adminId,
      createAlbumBody.parse({
        title: album.title,
        description: album.description,
        eventDate: isoDay(album.eventInDays),
        coverImage: files[album.coverIndex]?.url ?? null,
        images: files.map((file, i) => ({
          url: file.url,
          fileId: file._id,
          caption: album.scenes[i]?.caption,
        })),
      }),
    );
    ids.push(row.id);
  }
  return ids;
}

import type { Album, AlbumImage, AlbumListItem } from '@giapha/contract';

export const CLAN = '11111111-1111-4111-8111-111111111111';

/** An uploaded photo as the server stores it: `/uploads/{clanId}/{fileId}.webp`. */
export function uploadedImage(fileId: string, caption: string | null = null): AlbumImage {
  return {
    url: `/uploads/${CLAN}/${fileId}.webp`,
    fileId,
    size: 123_456,
    uploadAt: '2026-04-26T03:00:00.000Z',
    caption,
  };
}

export const PHOTO_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const PHOTO_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const PHOTO_C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

/** An album as the admin API answers it; tests override what they need. */
export function sampleAlbum(overrides: Partial<Album> = {}): Album {
  const images = overrides.images ?? [
    uploadedImage(PHOTO_A, 'Dâng hương'),
    uploadedImage(PHOTO_B, null),
    uploadedImage(PHOTO_C, 'Các cụ cao niên'),
  ];
  return {
    id: '5b0c6f1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f',
    slug: 'le-gio-to-nam-binh-ngo',
    title: 'Lễ Giỗ Tổ năm Bính Ngọ',
    description: 'Ảnh buổi lễ tại nhà thờ họ.',
    coverImage: images[0]?.url ?? null,
    eventDate: '2026-04-26',
    imageCount: images.length,
    createdAt: '2026-04-27T09:00:00.000Z',
    updatedAt: '2026-04-28T09:00:00.000Z',
    version: 2,
    images,
    ...overrides,
  };
}

export function listItem({ images: _images, ...album }: Album): AlbumListItem {
  return album;
}

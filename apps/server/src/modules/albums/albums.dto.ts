import type { Album, AlbumListItem, PublicAlbum, PublicAlbumListItem } from '@giapha/contract';
import type { AlbumListRow, AlbumRow } from './albums.repo.ts';

/** The cover a visitor sees: the one chosen, else the first photo. */
export function albumCover(row: Pick<AlbumRow, 'coverImage' | 'images'>): string | null {
  return row.coverImage || row.images[0]?.url || null;
}

/** What visitors see of an album in a list. */
export function toPublicAlbumListItemDto(row: AlbumListRow): PublicAlbumListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImage: row.coverImage,
    eventDate: row.eventDate,
    imageCount: row.imageCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What admins see of an album in a list: its version and last edit too. */
export function toAlbumListItemDto(row: AlbumListRow): AlbumListItem {
  return {
    ...toPublicAlbumListItemDto(row),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function listRowOf(row: AlbumRow): AlbumListRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImage: albumCover(row),
    eventDate: row.eventDate,
    imageCount: row.images.length,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export function toPublicAlbumDto(row: AlbumRow): PublicAlbum {
  return { ...toPublicAlbumListItemDto(listRowOf(row)), images: row.images };
}

export function toAlbumDto(row: AlbumRow): Album {
  return { ...toAlbumListItemDto(listRowOf(row)), images: row.images };
}

import {
  type AlbumImage,
  type albumsQuery,
  type createAlbumBody,
  idSchema,
  MESSAGES,
  type updateAlbumBody,
} from '@giapha/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, fieldConflict, found, notFound, translateUniqueViolation } from '../../lib/errors.ts';
import { checkImageSources } from '../../lib/image-sources.ts';
import type { ActorContext, ClanContext } from '../../lib/request-context.ts';
import { slugRules, slugScopeOf } from '../../lib/slugs.ts';
import { diffRows, writesAnything } from '../audit/audit-diff.ts';
import { recordAction } from '../audit/audit-trail.ts';
import { filesRepo } from '../uploads/files.repo.ts';
import { toAlbumDto, toAlbumListItemDto, toPublicAlbumDto, toPublicAlbumListItemDto } from './albums.dto.ts';
import { type AlbumPatch, type AlbumRow, albumsRepo } from './albums.repo.ts';

/** A blank slug is made from the title; this when the title has no letter or digit to make it from. */
const FALLBACK_SLUG = 'album';

type AlbumImageInput = NonNullable<z.output<typeof createAlbumBody>['images']>[number];

/**
 * Lets go of uploaded files no longer used anywhere (their rows and stored copies); called after a write
 * has committed, with the files the write stopped using.
 */
export type ReleaseFiles = (clanId: string, fileIds: readonly string[]) => Promise<void>;

const slugTaken = () => fieldConflict('slug', MESSAGES.albumSlugTaken);

/** A unique-slug hit from a concurrent write, said as the slug error; anything else as it is. */
const translateUnique = (error: unknown) =>
  translateUniqueViolation(error, { albums_clan_slug_key: slugTaken });

const slugs = slugRules(FALLBACK_SLUG, slugTaken, (db: DbOrTx, clanId: string, exceptId?: string) =>
  slugScopeOf(albumsRepo(db, clanId), exceptId),
);

/**
 * The photos as stored: an uploaded one must be a file of this clan (else 404), and its address, size
 * and upload time come from the file's row, not from the request; a photo given by URL keeps its URL,
 * which must be one of the clan's images (its own upload or https, else 400 on `images.{i}.url`).
 */
export async function resolveAlbumImages(
  db: DbOrTx,
  clanId: string,
  inputs: readonly AlbumImageInput[],
): Promise<AlbumImage[]> {
  checkImageSources(
    clanId,
    Object.fromEntries(
      inputs.map((image, index) => [`images.${index}.url`, image.fileId ? null : image.url]),
    ),
  );
  const fileIds = [...new Set(inputs.flatMap((image) => (image.fileId ? [image.fileId] : [])))];
  const files = new Map(
    fileIds.length > 0 ? (await filesRepo(db, clanId).findByIds(fileIds)).map((f) => [f.id, f]) : [],
  );
  return inputs.map((image) => {
    const caption = image.caption ?? null;
    if (!image.fileId) return { url: image.url, fileId: null, size: null, uploadAt: null, caption };
    const file = files.get(image.fileId);
    if (!file) throw notFound(MESSAGES.fileNotFound);
    return {
      url: file.url,
      fileId: file.id,
      size: file.size,
      uploadAt: file.createdAt.toISOString(),
      caption,
    };
  });
}

function fileIdsOf(images: readonly AlbumImage[]): Set<string> {
  return new Set(images.flatMap((image) => (image.fileId ? [image.fileId] : [])));
}

/**
 * Writes a new album by the rules of the API: slug made from the title when blank, uploaded photos
 * checked against the clan's files. Shared by the API and the demo seed.
 */
export async function insertAlbum(
  db: DbOrTx,
  clanId: string,
  authorId: string | null,
  input: z.output<typeof createAlbumBody>,
): Promise<AlbumRow> {
  checkImageSources(clanId, { coverImage: input.coverImage });
  const images = await resolveAlbumImages(db, clanId, input.images ?? []);
  const slug = await slugs.forNew(db, clanId, input.slug, input.title);
  return albumsRepo(db, clanId).insert({
    slug,
    title: input.title,
    description: input.description ?? null,
    coverImage: input.coverImage ?? null,
    eventDate: input.eventDate ?? null,
    images,
    createdBy: authorId,
  });
}

/** Photo albums of a clan (spec §7): visitors and members read, admins write. */
export class AlbumsService {
  constructor(
    private readonly db: Db,
    private readonly releaseFiles: ReleaseFiles,
  ) {}

  async listPublic({ clan }: ClanContext, query: z.output<typeof albumsQuery>) {
    const { rows, total } = await albumsRepo(this.db, clan.id).listPublic(query);
    return { data: rows.map(toPublicAlbumListItemDto), total };
  }

  /** An album by its id or its slug; anything else is the public "Not Found". */
  async getPublic({ clan }: ClanContext, idOrSlug: string) {
    const keyIsId = idSchema.safeParse(idOrSlug).success;
    const row = found(await albumsRepo(this.db, clan.id).findByIdOrSlug(idOrSlug, keyIsId));
    return toPublicAlbumDto(row);
  }

  async list({ clan }: ClanContext, query: z.output<typeof albumsQuery>) {
    const { rows, total } = await albumsRepo(this.db, clan.id).listAdmin(query);
    return { data: rows.map(toAlbumListItemDto), total };
  }

  async get({ clan }: ClanContext, id: string) {
    const row = found(await albumsRepo(this.db, clan.id).findById(id), MESSAGES.albumNotFound);
    return toAlbumDto(row);
  }

  async create({ actor, clan }: ActorContext, input: z.output<typeof createAlbumBody>) {
    try {
      return await this.db.transaction(async (tx) => {
        const row = await insertAlbum(tx, clan.id, actor.id, input);
        await recordAction(tx, { actor, clan }, 'album.create', {
          id: row.id,
          name: row.title,
          detail: { title: row.title, slug: row.slug, images: row.images.length },
        });
        return toAlbumDto(row);
      });
    } catch (error) {
      throw translateUnique(error);
    }
  }

  /**
   * Changes the fields sent, by the same rules as creating. Photos sent replace the album's photos (in
   * the order sent); uploaded files the album no longer shows are released once the change is saved.
   */
  async update({ actor, clan }: ActorContext, id: string, input: z.output<typeof updateAlbumBody>) {
    const { version, slug, images, ...fields } = input;
    checkImageSources(clan.id, { coverImage: fields.coverImage });
    let removedFileIds: string[] = [];
    let updated: AlbumRow;
    try {
      updated = await this.db.transaction(async (tx) => {
        const current = found(await albumsRepo(tx, clan.id).findByIdForUpdate(id), MESSAGES.albumNotFound);
        if (version !== undefined && version !== current.version) throw conflict();

        const patch: AlbumPatch = { ...fields };
        if (images !== undefined) {
          patch.images = await resolveAlbumImages(tx, clan.id, images);
          const kept = fileIdsOf(patch.images);
          removedFileIds = [...fileIdsOf(current.images)].filter((fileId) => !kept.has(fileId));
          // A cover that was one of the photos taken out would point at a deleted file: the first photo then.
          const cover = patch.coverImage === undefined ? current.coverImage : patch.coverImage;
          const removedUrls = new Set(
            current.images.filter((image) => image.fileId && !kept.has(image.fileId)).map((i) => i.url),
          );
          if (cover && removedUrls.has(cover)) patch.coverImage = null;
        }
        const nextSlug = await slugs.forEdit(tx, clan.id, current, slug, fields.title ?? current.title);
        if (nextSlug) patch.slug = nextSlug;

        if (!writesAnything(patch)) return current;
        const row = await albumsRepo(tx, clan.id).update(current, patch, version);
        if (!row) throw conflict();
        await recordAction(tx, { actor, clan }, 'album.update', {
          id,
          name: row.title,
          detail: {
            changes: diffRows(current, row),
            ...(removedFileIds.length ? { removedFiles: removedFileIds.length } : {}),
          },
        });
        return row;
      });
    } catch (error) {
      throw translateUnique(error);
    }
    if (removedFileIds.length > 0) await this.releaseFiles(clan.id, removedFileIds);
    return toAlbumDto(updated);
  }

  /** Deletes the album; its uploaded photos go too unless something else still shows them. */
  async remove({ actor, clan }: ActorContext, id: string) {
    const fileIds = await this.db.transaction(async (tx) => {
      const current = found(await albumsRepo(tx, clan.id).findByIdForUpdate(id), MESSAGES.albumNotFound);
      await albumsRepo(tx, clan.id).delete(id);
      await recordAction(tx, { actor, clan }, 'album.delete', {
        id,
        name: current.title,
        detail: { title: current.title, slug: current.slug, images: current.images.length },
      });
      return [...fileIdsOf(current.images)];
    });
    if (fileIds.length > 0) await this.releaseFiles(clan.id, fileIds);
  }
}

import type { PublicAlbum } from '@giapha/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerClan } from '../../test/clans.ts';
import { json, withDomain } from '../../test/requests.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedDemoAlbums } from './seed-albums.ts';

const t = useTestApp();

describe('seedDemoAlbums', () => {
  it('gives a clan two albums of real photos, stored and served like uploads', async () => {
    const clan = await registerClan(t.app);
    const ids = await seedDemoAlbums(t.database.db, t.app.storage, clan.clanId, clan.adminId);
    expect(ids).toHaveLength(2);

    const list = await t.app.inject({ method: 'GET', url: withDomain('/api/public/albums', clan.domain) });
    const albums = json<{ data: PublicAlbum[]; total: number }>(list);
    expect(albums.data.map((a) => [a.title, a.imageCount])).toEqual([
      ['Lễ Giỗ Tổ năm Bính Ngọ', 5],
      ['Họp mặt đầu xuân', 3],
    ]);

    const detail = await t.app.inject({
      method: 'GET',
      url: withDomain(`/api/public/album/${albums.data[0]?.slug}`, clan.domain),
    });
    const album = json<{ data: PublicAlbum }>(detail).data;
    expect(album.coverImage).toBe(album.images[1]?.url);
    const orientations: string[] = [];
    for (const image of album.images) {
      expect(image.caption).toBeTruthy();
      expect(image.fileId).toBeTruthy();
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      orientations.push((meta.width ?? 0) > (meta.height ?? 0) ? 'landscape' : 'portrait');
      expect(image.size).toBe(served.rawPayload.length);
    }
    expect(orientations).toEqual(['landscape', 'landscape', 'portrait', 'landscape', 'portrait']);
  });
});

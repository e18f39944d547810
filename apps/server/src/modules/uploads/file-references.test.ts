import { uploadVariantUrl } from '@giapha/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { bearer, withDomain } from '../../../test/requests.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  albums,
  events,
  files,
  graves,
  persons,
  sections,
  siteSettings,
  sourcePages,
  sources,
} from '../../db/schema/index.ts';
import { fileIdsIn, findUnreferencedFiles, releaseUnreferencedFiles } from './file-references.ts';
import { filesRepo } from './files.repo.ts';
import { jpeg, uploadOk } from './images.testing.ts';

const t = useTestApp();
let clan: ClanFixture;
let other: ClanFixture;

beforeAll(async () => {
  clan = await registerClan(t.app);
  other = await registerClan(t.app);
});

type Uploaded = Awaited<ReturnType<typeof uploadOk>>;

async function upload(c: ClanFixture = clan): Promise<Uploaded> {
  return uploadOk(t.app, c.domain, c.token, await jpeg(40, 30));
}

async function statusOf(url: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url })).statusCode;
}

/** Whether the file's row and every stored copy are there (true), or all gone (false). */
async function exists(file: Uploaded, c: ClanFixture = clan): Promise<boolean> {
  const rows = await filesRepo(t.database.db, c.clanId).findByIds([file._id]);
  const statuses = await Promise.all(
    [file.url, uploadVariantUrl(file.url, 480), uploadVariantUrl(file.url, 1024), file.thumbnailUrl].map(
      statusOf,
    ),
  );
  const stored = statuses.every((status) => status === 200);
  const gone = statuses.every((status) => status === 404);
  if (rows.length === 1 && stored) return true;
  if (rows.length === 0 && gone) return false;
  throw new Error(`half there: ${rows.length} row(s), copies ${statuses.join(',')}`);
}

function release(ids: string[], c: ClanFixture = clan) {
  return releaseUnreferencedFiles(t.database.db, t.app.storage, c.clanId, ids);
}

function api(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: withDomain(url, clan.domain),
    headers: bearer(clan.token),
    ...(payload ? { payload } : {}),
  });
}

describe('fileIdsIn', () => {
  it('finds the ids of uploaded images in URLs and HTML, copies included, nothing else', () => {
    const c = '11111111-1111-4111-8111-111111111111';
    const a = '22222222-2222-4222-8222-222222222222';
    const b = '33333333-3333-4333-8333-333333333333';
    const html = `<p><img src="/uploads/${c}/${a}-1024.webp"> <img src="https://x.vn/uploads/${c}/${b}.webp"></p>`;
    expect(
      fileIdsIn(`/uploads/${c}/${a}.webp`, html, null, undefined, 'https://example.com/a.jpg').sort(),
    ).toEqual([a, b].sort());
    expect(fileIdsIn(`/uploads/${c}/not-an-id.webp`, `/uploads/${a}.webp`)).toEqual([]);
  });
});

describe('releaseUnreferencedFiles', () => {
  it('deletes the row and every stored copy of a file nothing shows', async () => {
    const file = await upload();
    expect(await exists(file)).toBe(true);
    expect(await release([file._id])).toBe(1);
    expect(await exists(file)).toBe(false);
    // Again: nothing left to do.
    expect(await release([file._id])).toBe(0);
  });

  it('keeps a file shown anywhere in the clan: albums, posts, settings, events, persons, home blocks, menus', async () => {
    const db = t.database.db;
    const shown = {
      albumPhoto: await upload(),
      albumCover: await upload(),
      blogCover: await upload(),
      blogContent: await upload(),
      logo: await upload(),
      eventCover: await upload(),
      eventText: await upload(),
      avatar: await upload(),
      section: await upload(),
      menu: await upload(),
    };
    const unused = await upload();

    await db.insert(albums).values({
      clanId: clan.clanId,
      slug: 'gio-to',
      title: 'Giỗ Tổ',
      coverImage: shown.albumCover.url,
      // The photo known by its id (its URL could be a copy's).
      images: [
        {
          url: 'https://example.com/x.jpg',
          fileId: shown.albumPhoto._id,
          size: 1,
          uploadAt: null,
          caption: null,
        },
      ],
    });
    const blog = await api('POST', '/api/blog', {
      title: 'Họp họ',
      coverImage: shown.blogCover.url,
      content: `<p>Ảnh:</p><img src="${uploadVariantUrl(shown.blogContent.url, 1024)}">`,
    });
    expect(blog.statusCode, blog.body).toBe(201);
    const setting = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/setting', clan.domain),
      headers: bearer(clan.token),
    });
    const saved = await api('PUT', '/api/setting', {
      logo: shown.logo.url,
      version: setting.json<{ data: { version: number } }>().data.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await db.insert(events).values({
      clanId: clan.clanId,
      slug: 'le-tet',
      title: 'Lễ Tết',
      calendar: 'solar',
      coverImage: shown.eventCover.url,
      description: `<img src="${shown.eventText.url}">`,
    });
    await db.insert(persons).values({
      clanId: clan.clanId,
      name: 'Nguyễn Văn Cả',
      searchText: 'nguyen van ca',
      avatar: shown.avatar.thumbnailUrl,
    });
    await db.insert(sections).values({ clanId: clan.clanId, type: 'hero', imageUrl: shown.section.url });
    const menu = await api('POST', '/api/menu', { label: 'Ảnh', url: shown.menu.url });
    expect(menu.statusCode, menu.body).toBe(201);

    const all = [...Object.values(shown), unused].map((file) => file._id);
    expect(await release(all)).toBe(1);
    for (const [where, file] of Object.entries(shown)) expect(await exists(file), where).toBe(true);
    expect(await exists(unused)).toBe(false);

    // Once the album lets go of its photo, it can go.
    await db.update(albums).set({ images: [] }).where(eq(albums.clanId, clan.clanId));
    expect(await release(all)).toBe(1);
    expect(await exists(shown.albumPhoto)).toBe(false);
    await db.update(siteSettings).set({ logo: null }).where(eq(siteSettings.clanId, clan.clanId));
    expect(await release([shown.logo._id])).toBe(1);
  });

  it("never touches another clan's files, nor takes malformed ids", async () => {
    const theirs = await upload(other);
    expect(await release([theirs._id])).toBe(0);
    expect(await exists(theirs, other)).toBe(true);
    expect(await release(['khong-phai-id', "'; drop table files; --"])).toBe(0);
  });
});

describe('findUnreferencedFiles', () => {
  it('lists files nothing shows that are older than the grace period', async () => {
    const third = await registerClan(t.app);
    const fresh = await upload(third);
    const old = await upload(third);
    const oldButShown = await upload(third);
    const db = t.database.db;
    await db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(sql`${files.id} in (${old._id}::uuid, ${oldButShown._id}::uuid)`);
    await db
      .insert(sections)
      .values({ clanId: third.clanId, type: 'richText', content: `<img src="${oldButShown.url}">` });

    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    const found = await findUnreferencedFiles(db, third.clanId, dayAgo);
    expect(found.map((file) => file.id)).toEqual([old._id]);
    expect(found[0]).toMatchObject({ url: old.url, storageKey: `${third.clanId}/${old._id}.webp` });
    expect(found[0]?.totalSize).toBeGreaterThan(old.size);
    // The fresh one is only found once the grace period is over.
    const later = await findUnreferencedFiles(db, third.clanId, new Date(Date.now() + 60_000));
    expect(later.map((file) => file.id).sort()).toEqual([old._id, fresh._id].sort());
  });
});

describe('blog posts let go of their images', () => {
  it('releases a replaced cover and the images of a deleted post, keeping what is still shown', async () => {
    const cover = await upload();
    const newCover = await upload();
    const inText = await upload();
    const alsoLogo = await upload();
    const created = await api('POST', '/api/blog', {
      title: 'Chạp mộ',
      coverImage: cover.url,
      content: `<p><img src="${inText.url}"><img src="${alsoLogo.url}"></p>`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const blog = created.json<{ data: { id: string; version: number } }>().data;
    // The same image is the site's banner too.
    const setting = await t.app.inject({
      method: 'GET',
      url: withDomain('/api/setting', clan.domain),
      headers: bearer(clan.token),
    });
    const banner = await api('PUT', '/api/setting', {
      banner: alsoLogo.url,
      version: setting.json<{ data: { version: number } }>().data.version,
    });
    expect(banner.statusCode, banner.body).toBe(200);

    const updated = await api('PUT', `/api/blog/${blog.id}`, {
      coverImage: newCover.url,
      version: blog.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await exists(cover)).toBe(false);
    expect(await exists(newCover)).toBe(true);
    expect(await exists(inText)).toBe(true);

    const removed = await api('DELETE', `/api/blog/${blog.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await exists(newCover)).toBe(false);
    expect(await exists(inText)).toBe(false);
    expect(await exists(alsoLogo)).toBe(true);
  });
});

describe('graves keep their photos', () => {
  it('keeps a photo of a grave or its stele, and lets it go with the grave', async () => {
    const db = t.database.db;
    const grave = await upload();
    const stele = await upload();
    const [person] = await db
      .insert(persons)
      .values({ clanId: clan.clanId, name: 'Nguyễn Văn Mộ', searchText: 'nguyen van mo', deceased: true })
      .returning();
    if (!person) throw new Error('no person');
    await db.insert(graves).values({
      clanId: clan.clanId,
      personId: person.id,
      photos: [
        { url: grave.url, caption: null, kind: 'grave' },
        { url: uploadVariantUrl(stele.url, 1024), caption: 'Bia mộ', kind: 'stele' },
      ],
    });
    expect(await release([grave._id, stele._id])).toBe(0);
    expect(await exists(grave)).toBe(true);
    expect(await exists(stele)).toBe(true);

    await db.delete(graves).where(eq(graves.clanId, clan.clanId));
    expect(await release([grave._id, stele._id])).toBe(2);
  });
});

describe('source pages keep their scans', () => {
  it('keeps the scan of a source page, and lets it go with the source', async () => {
    const db = t.database.db;
    const scan = await upload();
    const [source] = await db
      .insert(sources)
      .values({ clanId: clan.clanId, title: 'Gia phả chữ Hán', searchText: 'gia pha chu han' })
      .returning();
    if (!source) throw new Error('no source');
    await db.insert(sourcePages).values({
      clanId: clan.clanId,
      sourceId: source.id,
      label: 'tờ 1',
      image: uploadVariantUrl(scan.url, 1024),
    });
    expect(await release([scan._id])).toBe(0);
    expect(await exists(scan)).toBe(true);

    await db.delete(sources).where(eq(sources.id, source.id));
    expect(await release([scan._id])).toBe(1);
  });
});

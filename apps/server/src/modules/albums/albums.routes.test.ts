import {
  type Album,
  type AlbumListItem,
  type PublicAlbum,
  publicAlbumListResponse,
  publicAlbumResponse,
  uploadVariantUrl,
} from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { expectAuditEntry } from '../../../test/audit-entries.ts';
import { type ClanFixture, registerClan, useClanSuite } from '../../../test/clans.ts';
import {
  createAs,
  expectCreated,
  expectOk,
  getOk,
  json,
  MISSING_ID,
  NOT_FOUND,
  readAs,
  updateAs,
} from '../../../test/requests.ts';
import {
  expectPublicListChecks,
  expectSharedRouteChecks,
  idCheck,
  listCheck,
  writeCheck,
} from '../../../test/route-checks.ts';
import { filesRepo } from '../uploads/files.repo.ts';
import { jpeg, uploadOk } from '../uploads/images.testing.ts';

const t = useClanSuite();

const FILE_NOT_FOUND = { success: false, message: 'Không tìm thấy ảnh đã tải lên' };

const { call } = t;

function createAlbum(c: ClanFixture, payload: object): Promise<Album> {
  return createAs<Album>(t.app, c, '/api/album', payload);
}

function updateAlbum(c: ClanFixture, id: string, payload: object): Promise<Album> {
  return updateAs<Album>(t.app, c, `/api/album/${id}`, payload);
}

function adminGet(c: ClanFixture, id: string): Promise<Album> {
  return readAs<Album>(t.app, c, `/api/album?id=${id}`);
}

function adminList(c: ClanFixture, query = '') {
  return getOk<AlbumListItem[]>(t.app, c.domain, `/api/albums${query}`, c.token);
}

async function publicList(c: ClanFixture, query = '') {
  const response = await call(c, undefined, 'GET', `/api/public/albums${query}`);
  expect(response.statusCode, response.body).toBe(200);
  // The body is exactly the contract's shape (nothing more, nothing less).
  const body = json<{ data: unknown[]; total: number }>(response);
  expect(publicAlbumListResponse.parse(body)).toEqual(body);
  return json<{ data: PublicAlbum[]; total: number }>(response);
}

function publicGet(c: ClanFixture, idOrSlug: string) {
  return call(c, undefined, 'GET', `/api/public/album/${encodeURIComponent(idOrSlug)}`);
}

/** A real JPEG through POST /api/upload, as the editor sends it. */
async function upload(c: ClanFixture, width = 64, height = 48) {
  return uploadOk(t.app, c.domain, c.token, await jpeg(width, height));
}

/** Whether the server still serves the uploaded image (and its thumbnail). */
async function servedStatus(url: string): Promise<number[]> {
  const main = await t.app.inject({ method: 'GET', url });
  const thumb = await t.app.inject({ method: 'GET', url: uploadVariantUrl(url, 'thumb') });
  return [main.statusCode, thumb.statusCode];
}

describe('shared checks for every albums route', () => {
  const routes = (id: string) => [
    listCheck('/api/albums', ['?limit=0', 'limit']),
    idCheck('GET', (id) => `/api/album?id=${id}`, id),
    writeCheck('POST', '/api/album', { title: 'Album của người lạ' }, [{ title: '' }, 'title']),
    writeCheck('PUT', `/api/album/${id}`, { title: 'Tên bị đổi' }, [
      { eventDate: '15/01/2024' },
      'eventDate',
    ]),
    idCheck('DELETE', (id) => `/api/album/${id}`, id, 'forbidden'),
  ];

  it('need a signed-in member of this clan (admins to write), reject bad input, and hide other clans’ albums', async () => {
    const target = await createAlbum(t.clan, { title: 'Album đích', description: 'Mô tả' });
    // Listing and creating name no album: the other clan simply sees and writes its own.
    await expectSharedRouteChecks(
      t,
      routes(target.id),
      ({ route }) => route.url !== '/api/albums' && route.method !== 'POST',
    );
    // Nothing above changed or deleted the album, nor created one anywhere.
    expect(await adminGet(t.clan, target.id)).toMatchObject({ title: 'Album đích', version: 1 });
    expect((await adminList(t.clan, '?limit=100')).data.map((a) => a.title)).not.toContain(
      'Album của người lạ',
    );
    expect((await adminList(t.other)).total).toBe(0);
  });

  it('members read the admin list and one album; writes are for admins', async () => {
    const album = await createAlbum(t.clan, { title: 'Họp mặt cho thành viên' });
    const list = await call(t.clan, t.member.token, 'GET', '/api/albums?search=hop%20mat%20cho');
    expect(list.statusCode).toBe(200);
    expect(json<{ data: AlbumListItem[] }>(list).data.map((a) => a.id)).toEqual([album.id]);
    const one = await call(t.clan, t.member.token, 'GET', `/api/album?id=${album.id}`);
    expect(one.statusCode).toBe(200);
    const write = await call(t.clan, t.member.token, 'PUT', `/api/album/${album.id}`, { title: 'Đổi' });
    expect(write.statusCode).toBe(403);
  });

  it('public routes need no sign-in, reject bad input, and show only the asking clan’s albums', async () => {
    const album = await createAlbum(t.clan, { title: 'Album công khai của họ A' });
    expect((await publicGet(t.clan, album.slug)).statusCode).toBe(200);
    for (const key of [album.slug, album.id]) {
      const response = await publicGet(t.other, key);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(NOT_FOUND);
    }
    expect((await publicList(t.other)).total).toBe(0);
    await expectPublicListChecks(t.app, '/api/public/albums', t.clan.domain);
  });

  it('bad values name their field with the contract’s Vietnamese message', async () => {
    const noTitle = await call(t.clan, t.clan.token, 'POST', '/api/album', { description: 'x' });
    expect(json(noTitle).errors).toEqual([{ field: 'title', message: 'Vui lòng nhập tên album' }]);
    const badSlug = await call(t.clan, t.clan.token, 'POST', '/api/album', { title: 'A', slug: 'Giỗ Tổ' });
    expect(json(badSlug).errors).toEqual([
      { field: 'slug', message: 'Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang' },
    ]);
    const badImage = await call(t.clan, t.clan.token, 'POST', '/api/album', {
      title: 'A',
      images: [{ url: 'https://example.vn/a.jpg' }, { url: 'javascript:alert(1)' }],
    });
    expect(badImage.statusCode).toBe(400);
    expect(json(badImage).errors).toEqual([
      { field: 'images.1.url', message: 'Ảnh phải là ảnh đã tải lên hoặc một địa chỉ bắt đầu bằng https://' },
    ]);
    const badFileId = await call(t.clan, t.clan.token, 'POST', '/api/album', {
      title: 'A',
      images: [{ url: 'https://example.vn/x.webp', fileId: 'abc' }],
    });
    expect(json(badFileId).errors?.map((e) => e.field)).toEqual(['images.0.fileId']);
    const tooMany = await call(t.clan, t.clan.token, 'POST', '/api/album', {
      title: 'A',
      images: Array.from({ length: 501 }, (_, i) => ({ url: `https://example.vn/${i}.jpg` })),
    });
    expect(json(tooMany).errors).toEqual([{ field: 'images', message: 'Mỗi album chứa tối đa 500 ảnh' }]);
  });
});

describe('POST /api/album', () => {
  it('makes the slug from the Vietnamese title and numbers repeats; author, audit and message', async () => {
    const c = await registerClan(t.app);
    const response = await call(c, c.token, 'POST', '/api/album', {
      title: 'Lễ Giỗ Tổ Hùng Vương',
      description: 'Ảnh buổi lễ năm nay',
      eventDate: '2026-04-26',
    });
    const body = expectCreated<Album>(response, 'Đã tạo album');
    expect(body.data).toMatchObject({
      slug: 'le-gio-to-hung-vuong',
      title: 'Lễ Giỗ Tổ Hùng Vương',
      description: 'Ảnh buổi lễ năm nay',
      eventDate: '2026-04-26',
      coverImage: null,
      imageCount: 0,
      images: [],
      version: 1,
    });
    expect(await adminGet(c, body.data.id)).toEqual(body.data);

    expect((await createAlbum(c, { title: 'Lễ giỗ tổ Hùng vương', slug: '' })).slug).toBe(
      'le-gio-to-hung-vuong-2',
    );
    expect((await createAlbum(c, { title: 'LỄ GIỖ TỔ HÙNG VƯƠNG!' })).slug).toBe('le-gio-to-hung-vuong-3');
    expect((await createAlbum(c, { title: '“…”' })).slug).toBe('album');
    expect((await createAlbum(c, { title: '?!' })).slug).toBe('album-2');
    expect((await createAlbum(c, { title: 'Tùy ý', slug: 'duong-dan-rieng' })).slug).toBe('duong-dan-rieng');
    const taken = await call(c, c.token, 'POST', '/api/album', { title: 'Khác', slug: 'duong-dan-rieng' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({
      success: false,
      message: 'Đường dẫn này đã được dùng cho album khác',
      errors: [{ field: 'slug', message: 'Đường dẫn này đã được dùng cho album khác' }],
    });
    // Slugs are per clan: another clan may use the same one.
    expect((await createAlbum(t.other, { title: 'Lễ Giỗ Tổ Hùng Vương' })).slug).toBe('le-gio-to-hung-vuong');

    await expectAuditEntry(t.database, c.clanId, (a) => a.targetId === body.data.id, {
      action: 'album.create',
      actorId: c.adminId,
      targetType: 'album',
    });
  });

  it('keeps uploaded photos in order with size and upload time from the file, captions, and photos by URL', async () => {
    const c = await registerClan(t.app);
    const wide = await upload(c, 96, 64);
    const tall = await upload(c, 48, 80);
    const album = await createAlbum(c, {
      title: 'Họp mặt đầu xuân',
      images: [
        // The size and time the client claims are not trusted (nor even read).
        { url: tall.url, fileId: tall._id, caption: '  Các cụ cao niên  ', size: 1, uploadAt: '2000-01-01' },
        { url: 'https://example.vn/anh-cu.jpg', caption: '' },
        { url: 'https://example.vn/gia-mao.webp', fileId: wide._id, caption: null },
      ],
    });
    expect(album.images).toEqual([
      {
        url: tall.url,
        fileId: tall._id,
        size: tall.size,
        uploadAt: tall.createdAt,
        caption: 'Các cụ cao niên',
      },
      { url: 'https://example.vn/anh-cu.jpg', fileId: null, size: null, uploadAt: null, caption: null },
      // The address of an uploaded photo is the file's own, whatever was sent with its id.
      { url: wide.url, fileId: wide._id, size: wide.size, uploadAt: wide.createdAt, caption: null },
    ]);
    expect(album).toMatchObject({ imageCount: 3, coverImage: tall.url });
    const [item] = (await adminList(c)).data;
    expect(item).toMatchObject({ id: album.id, imageCount: 3, coverImage: tall.url });
    expect(item).not.toHaveProperty('images');

    const withCover = await createAlbum(c, {
      title: 'Có ảnh bìa',
      coverImage: wide.url,
      images: [{ url: tall.url, fileId: tall._id }],
    });
    expect(withCover.coverImage).toBe(wide.url);
  });

  it('refuses another clan’s file and an unknown file (404) and saves nothing', async () => {
    const c = await registerClan(t.app);
    const foreign = await upload(t.other);
    const own = await upload(c);
    for (const fileId of [foreign._id, MISSING_ID]) {
      const response = await call(c, c.token, 'POST', '/api/album', {
        title: 'Ảnh mượn',
        images: [
          { url: own.url, fileId: own._id },
          { url: foreign.url, fileId },
        ],
      });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(FILE_NOT_FOUND);
    }
    expect((await adminList(c)).total).toBe(0);
    // The other clan's file is untouched and still served.
    expect(await servedStatus(foreign.url)).toEqual([200, 200]);
  });
});

describe('GET /api/public/albums and /api/public/album/:id', () => {
  it('list newest gathering first (undated last), search without diacritics, page with a total', async () => {
    const c = await registerClan(t.app);
    const photo = await upload(c);
    await createAlbum(c, { title: 'Chưa có ngày' });
    await createAlbum(c, {
      title: 'Lễ Giỗ Tổ năm Bính Ngọ',
      eventDate: '2026-04-26',
      images: [{ url: photo.url, fileId: photo._id }],
    });
    await createAlbum(c, {
      title: 'Họp mặt đầu xuân',
      description: 'Con cháu về dự giỗ tổ',
      eventDate: '2026-02-20',
    });
    await createAlbum(c, { title: 'Đường làng mới', eventDate: '2025-09-02' });
    await createAlbum(c, { title: 'Giảm 100% phí', eventDate: '2024-01-01' });

    const all = await publicList(c);
    expect(all.data.map((a) => a.title)).toEqual([
      'Lễ Giỗ Tổ năm Bính Ngọ',
      'Họp mặt đầu xuân',
      'Đường làng mới',
      'Giảm 100% phí',
      'Chưa có ngày',
    ]);
    expect(all.total).toBe(5);
    expect(all.data[0]).toMatchObject({ imageCount: 1, coverImage: photo.url, eventDate: '2026-04-26' });
    // Visitors see no admin fields and no photos in lists.
    expect(Object.keys(all.data[0] ?? {}).sort()).toEqual(
      ['coverImage', 'createdAt', 'description', 'eventDate', 'id', 'imageCount', 'slug', 'title'].sort(),
    );

    const found = await publicList(c, '?search=gio%20to');
    expect(found.data.map((a) => a.title)).toEqual(['Lễ Giỗ Tổ năm Bính Ngọ', 'Họp mặt đầu xuân']);
    expect(found.total).toBe(2);
    expect((await publicList(c, '?search=GIỖ%20TỔ')).total).toBe(2);
    expect((await publicList(c, '?search=duong%20lang')).data.map((a) => a.title)).toEqual([
      'Đường làng mới',
    ]);
    expect((await publicList(c, '?search=100%25')).data.map((a) => a.title)).toEqual(['Giảm 100% phí']);
    expect((await publicList(c, '?search=_')).total).toBe(0);
    expect((await adminList(c, '?search=binh%20ngo')).total).toBe(1);

    const page = await publicList(c, '?limit=2&offset=2');
    expect(page.data.map((a) => a.title)).toEqual(['Đường làng mới', 'Giảm 100% phí']);
    expect(page.total).toBe(5);
    expect(await publicList(c, '?offset=50')).toEqual({ success: true, data: [], total: 5 });
  });

  it('opens an album by slug or id with its photos; anything else is 404 Not Found', async () => {
    const c = await registerClan(t.app);
    const photo = await upload(c);
    const album = await createAlbum(c, {
      title: 'Trùng tu nhà thờ họ',
      images: [{ url: photo.url, fileId: photo._id, caption: 'Mái ngói mới' }],
    });
    for (const key of [album.slug, album.id]) {
      const response = await publicGet(c, key);
      expect(response.statusCode).toBe(200);
      const body = json<{ data: PublicAlbum }>(response);
      expect(publicAlbumResponse.parse(body)).toEqual(body);
      expect(body.data).toMatchObject({
        id: album.id,
        title: 'Trùng tu nhà thờ họ',
        imageCount: 1,
        images: [{ url: photo.url, caption: 'Mái ngói mới', fileId: photo._id }],
      });
      expect(body.data).not.toHaveProperty('version');
    }
    // A slug that reads like an id still opens its album.
    const idLike = await createAlbum(c, { title: 'Giống id', slug: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' });
    expect(json<{ data: PublicAlbum }>(await publicGet(c, idLike.slug)).data.id).toBe(idLike.id);
    for (const key of ['khong-co-album-nay', MISSING_ID, '%20x']) {
      const response = await publicGet(c, key);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual(NOT_FOUND);
    }
  });
});

describe('PUT /api/album/:id', () => {
  it('changes the fields sent, keeps the rest, remakes a blank slug, refuses stale versions', async () => {
    const c = await registerClan(t.app);
    await createAlbum(c, { title: 'Khác', slug: 'da-co' });
    const album = await createAlbum(c, { title: 'Bản đầu', description: 'Mô tả', eventDate: '2026-01-01' });
    const response = await call(c, c.token, 'PUT', `/api/album/${album.id}`, {
      title: 'Gặp mặt cuối năm',
      version: 1,
    });
    const body = expectOk<Album>(response, 'Đã cập nhật album');
    expect(body.data).toMatchObject({
      title: 'Gặp mặt cuối năm',
      slug: 'ban-dau',
      description: 'Mô tả',
      eventDate: '2026-01-01',
      version: 2,
    });
    expect((await adminList(c, '?search=gap%20mat%20cuoi')).total).toBe(1);
    expect((await updateAlbum(c, album.id, { slug: '' })).slug).toBe('gap-mat-cuoi-nam');
    const taken = await call(c, c.token, 'PUT', `/api/album/${album.id}`, { slug: 'da-co' });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).errors).toEqual([
      { field: 'slug', message: 'Đường dẫn này đã được dùng cho album khác' },
    ]);
    expect(await updateAlbum(c, album.id, { description: '', eventDate: null })).toMatchObject({
      description: null,
      eventDate: null,
    });

    const stale = await call(c, c.token, 'PUT', `/api/album/${album.id}`, { title: 'Ghi đè', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toEqual({
      success: false,
      message: 'Dữ liệu đã được người khác thay đổi, vui lòng tải lại trang rồi thử lại',
    });
    expect((await adminGet(c, album.id)).title).toBe('Gặp mặt cuối năm');
    const missing = await call(c, c.token, 'PUT', `/api/album/${MISSING_ID}`, { title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ success: false, message: 'Không tìm thấy album' });
  });

  it('reorders and recaptions photos; photos taken out are deleted, with the cover they were', async () => {
    const c = await registerClan(t.app);
    const [a, b, d] = [await upload(c), await upload(c), await upload(c)];
    const album = await createAlbum(c, {
      title: 'Ba ảnh',
      coverImage: b.url,
      images: [a, b, d].map((f) => ({ url: f.url, fileId: f._id })),
    });
    const reordered = await updateAlbum(c, album.id, {
      images: [
        { url: d.url, fileId: d._id, caption: 'Ảnh ba' },
        { url: a.url, fileId: a._id, caption: 'Ảnh một' },
        { url: b.url, fileId: b._id },
      ],
      version: 1,
    });
    expect(reordered.images.map((i) => [i.fileId, i.caption])).toEqual([
      [d._id, 'Ảnh ba'],
      [a._id, 'Ảnh một'],
      [b._id, null],
    ]);
    expect(reordered.coverImage).toBe(b.url);
    for (const file of [a, b, d]) expect(await servedStatus(file.url)).toEqual([200, 200]);

    // The cover photo goes: its file goes, and the cover becomes the first photo.
    const fewer = await updateAlbum(c, album.id, {
      images: [
        { url: d.url, fileId: d._id },
        { url: a.url, fileId: a._id },
      ],
    });
    expect(fewer.coverImage).toBe(d.url);
    expect(fewer.imageCount).toBe(2);
    expect(await servedStatus(b.url)).toEqual([404, 404]);
    expect(await filesRepo(t.database.db, c.clanId).findById(b._id)).toBeUndefined();
    expect(await servedStatus(a.url)).toEqual([200, 200]);

    // A photo still shown elsewhere (a post's cover) stays when the album lets it go.
    const post = await call(c, c.token, 'POST', '/api/blog', { title: 'Bài có ảnh', coverImage: a.url });
    expect(post.statusCode).toBe(201);
    await updateAlbum(c, album.id, { images: [{ url: d.url, fileId: d._id }] });
    expect(await servedStatus(a.url)).toEqual([200, 200]);

    // Another clan's file cannot be slipped in by an update either.
    const foreign = await upload(t.other);
    const slipped = await call(c, c.token, 'PUT', `/api/album/${album.id}`, {
      images: [{ url: foreign.url, fileId: foreign._id }],
    });
    expect(slipped.statusCode).toBe(404);
    expect(json(slipped)).toEqual(FILE_NOT_FOUND);
    expect((await adminGet(c, album.id)).images.map((i) => i.fileId)).toEqual([d._id]);
  });
});

describe('DELETE /api/album/:id', () => {
  it('deletes the album and its uploaded photos (their URLs then 404), audited', async () => {
    const c = await registerClan(t.app);
    const photo = await upload(c, 120, 90);
    const kept = await upload(c);
    const album = await createAlbum(c, {
      title: 'Sắp xóa',
      images: [{ url: photo.url, fileId: photo._id }, { url: 'https://example.vn/ngoai.jpg' }],
    });
    // The same file in a second album: it stays while that album shows it.
    const second = await createAlbum(c, { title: 'Giữ lại', images: [{ url: kept.url, fileId: kept._id }] });
    await updateAlbum(c, album.id, {
      images: [
        { url: photo.url, fileId: photo._id },
        { url: kept.url, fileId: kept._id },
      ],
    });
    expect(await servedStatus(photo.url)).toEqual([200, 200]);

    const response = await call(c, c.token, 'DELETE', `/api/album/${album.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: 'Đã xóa album' });
    expect(await servedStatus(photo.url)).toEqual([404, 404]);
    expect(await servedStatus(kept.url)).toEqual([200, 200]);
    expect((await publicGet(c, album.slug)).statusCode).toBe(404);
    expect((await adminList(c)).data.map((a) => a.id)).toEqual([second.id]);

    const again = await call(c, c.token, 'DELETE', `/api/album/${album.id}`);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toEqual({ success: false, message: 'Không tìm thấy album' });
    await expectAuditEntry(t.database, c.clanId, (a) => a.action === 'album.delete', {
      targetId: album.id,
      actorId: c.adminId,
    });
  });
});

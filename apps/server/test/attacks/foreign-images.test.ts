// Another clan's upload as this clan's image: clan B names `/uploads/{clanA}/{file}.webp` (or the same
// file by a full URL, or a smaller copy of it) as its logo, a cover, an avatar, an album photo, a tree's
// picture or an image in a post. Every image field takes only the clan's own uploads or https URLs
// (docs/ARCHITECTURE.md, "Image sources"); rich text drops the image; the clan export carries no other
// clan's id.
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { MESSAGES } from '@giapha/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, siteSettings } from '../../src/db/schema/index.ts';
import { readTar } from '../../src/modules/backups/tar.ts';
import { jpeg, uploadOk } from '../../src/modules/uploads/images.testing.ts';
import { type ClanFixture, registerClan } from '../clans.ts';
import { bearer, json, withDomain } from '../requests.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const OTHER_CLAN = MESSAGES.imageOtherClan;

let t: TestApp;
let a: ClanFixture;
let b: ClanFixture;
/** Clan A's upload, and the same file named every other way. */
let foreign: { url: string; id: string; thumb: string; absolute: string };
let own: { url: string; id: string };
let treeB: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_RATE_LIMIT: '1000' });
  a = await registerClan(t.app);
  b = await registerClan(t.app);
  const fileA = await uploadOk(t.app, a.domain, a.token, await jpeg());
  const fileB = await uploadOk(t.app, b.domain, b.token, await jpeg());
  foreign = {
    url: fileA.url,
    id: fileA._id,
    thumb: fileA.thumbnailUrl,
    absolute: `https://${b.domain}.giapha.vn${fileA.url}`,
  };
  own = { url: fileB.url, id: fileB._id };
  expect(foreign.url).toBe(`/uploads/${a.clanId}/${fileA._id}.webp`);
  const tree = await send(b, 'POST', '/api/tree', { name: 'Cây họ B' });
  expect(tree.statusCode, tree.body).toBe(201);
  treeB = json<{ data: { _id: string } }>(tree).data._id;
});
afterAll(async () => {
  await t.close();
});

function send(clan: ClanFixture, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: withDomain(url, clan.domain),
    headers: bearer(clan.token),
    ...(payload ? { payload } : {}),
  });
}

/** The 400 that names the field with "another clan's image". */
async function expectRefused(method: 'POST' | 'PUT', url: string, payload: object, field: string) {
  const response = await send(b, method, url, payload);
  expect(response.statusCode, `${method} ${url} ${field}: ${response.body}`).toBe(400);
  expect(json(response)).toEqual({
    success: false,
    message: OTHER_CLAN,
    errors: [{ field, message: OTHER_CLAN }],
  });
}

describe('image fields take only the clan’s own uploads or https URLs', () => {
  it('refuses another clan’s upload as logo, favicon or banner, by path, smaller copy or full URL', async () => {
    await expectRefused('PUT', '/api/setting', { logo: foreign.url }, 'logo');
    await expectRefused('PUT', '/api/setting', { favicon: foreign.thumb }, 'favicon');
    await expectRefused('PUT', '/api/setting', { banner: foreign.absolute }, 'banner');
    const setting = json<{ data: { logo: string | null } }>(await send(b, 'GET', '/api/setting')).data;
    expect(setting.logo).toBeNull();
  });

  it('takes the clan’s own upload and an outside https image', async () => {
    const saved = await send(b, 'PUT', '/api/setting', {
      logo: own.url,
      banner: 'https://anh.example.vn/dinh-lang.jpg',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<{ data: { logo: string; banner: string } }>(saved).data).toMatchObject({
      logo: own.url,
      banner: 'https://anh.example.vn/dinh-lang.jpg',
    });
  });

  it('refuses it as the cover of a post, an event, a campaign, an album and a home-page block', async () => {
    await expectRefused('POST', '/api/blog', { title: 'Bài', coverImage: foreign.url }, 'coverImage');
    await expectRefused(
      'POST',
      '/api/event',
      { title: 'Giỗ', startDate: '2027-04-16', coverImage: foreign.url },
      'coverImage',
    );
    await expectRefused(
      'POST',
      '/api/campaign',
      { title: 'Xây nhà thờ', coverImage: foreign.url },
      'coverImage',
    );
    await expectRefused('POST', '/api/album', { title: 'Ảnh', coverImage: foreign.url }, 'coverImage');
    await expectRefused('POST', '/api/section', { type: 'hero', imageUrl: foreign.url }, 'imageUrl');

    // On an update too.
    const post = await send(b, 'POST', '/api/blog', { title: 'Bài của họ B', coverImage: own.url });
    expect(post.statusCode, post.body).toBe(201);
    const postId = json<{ data: { id: string } }>(post).data.id;
    await expectRefused('PUT', `/api/blog/${postId}`, { coverImage: foreign.thumb }, 'coverImage');
  });

  it('refuses it as an album photo given by URL (and a photo given by another clan’s file id is not found)', async () => {
    await expectRefused(
      'POST',
      '/api/album',
      { title: 'Ảnh', images: [{ url: own.url, fileId: own.id }, { url: foreign.url }] },
      'images.1.url',
    );
    const byId = await send(b, 'POST', '/api/album', {
      title: 'Ảnh',
      images: [{ url: own.url, fileId: foreign.id }],
    });
    expect(byId.statusCode).toBe(404);
  });

  it('refuses it as a person’s avatar, however the person is made', async () => {
    await expectRefused('POST', '/api/person', { name: 'Lê Văn A', avatar: foreign.url }, 'avatar');
    await expectRefused(
      'POST',
      '/api/tree/create-person-family',
      { treeId: treeB, personData: { name: 'Lê Văn Tổ', avatar: foreign.absolute } },
      'personData.avatar',
    );
    const founder = await send(b, 'POST', '/api/tree/create-person-family', {
      treeId: treeB,
      personData: { name: 'Lê Văn Tổ', sex: 'male', avatar: own.url },
    });
    expect(founder.statusCode, founder.body).toBeLessThan(300);
    const fatherId = json<{ data: { person: { id: string } } }>(founder).data.person.id;
    await expectRefused(
      'POST',
      '/api/family/add-child',
      { treeId: treeB, fatherId, child: { name: 'Lê Văn Con', sex: 'male', avatar: foreign.url } },
      'child.avatar',
    );
  });

  it('refuses it as a tree’s border image or picture', async () => {
    await expectRefused(
      'PUT',
      `/api/tree/${treeB}/generation-sizes`,
      { generationSizes: { '2': { ...(await styleOf(treeB)), borderImage: foreign.url } } },
      'generationSizes.2.borderImage',
    );
    await expectRefused(
      'PUT',
      `/api/tree/${treeB}/decor-nodes`,
      { decorNodes: [{ id: 'd1', type: 'image', x: 0, y: 0, data: { url: foreign.url, alt: '' } }] },
      'decorNodes.0.data.url',
    );
  });
});

async function styleOf(treeId: string): Promise<object> {
  const response = await send(b, 'GET', `/api/tree/${treeId}/generation-sizes`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Record<string, object> }>(response).data['2'] ?? {};
}

describe('rich text', () => {
  it('drops an <img> of another clan’s upload on save, keeps the clan’s own and outside https images', async () => {
    const content =
      `<p>Ảnh</p><img src="${foreign.url}" alt="A"><img src="${foreign.absolute}">` +
      `<img src="${own.url}" alt="B"><img src="https://anh.example.vn/a.jpg" alt="C">`;
    const kept = `<p>Ảnh</p><img src="${own.url}" alt="B" /><img src="https://anh.example.vn/a.jpg" alt="C" />`;
    const post = await send(b, 'POST', '/api/blog', { title: 'Có ảnh', content });
    expect(post.statusCode, post.body).toBe(201);
    expect(json<{ data: { content: string } }>(post).data.content).toBe(kept);
    const event = await send(b, 'POST', '/api/event', {
      title: 'Họp họ',
      startDate: '2027-05-01',
      description: content,
    });
    expect(json<{ data: { description: string } }>(event).data.description).toBe(kept);
    const campaign = await send(b, 'POST', '/api/campaign', {
      title: 'Quỹ khuyến học',
      description: content,
    });
    expect(json<{ data: { description: string } }>(campaign).data.description).toBe(kept);
    const block = await send(b, 'POST', '/api/section', { type: 'richText', content });
    expect(json<{ data: { content: string } }>(block).data.content).toBe(kept);
  });
});

describe('GET /api/clan-export', () => {
  it('carries no other clan’s id or file, even from rows saved before the checks', async () => {
    // Rows as an older version could have saved them, written straight to the database.
    await t.database.db
      .update(siteSettings)
      .set({ favicon: foreign.url })
      .where(eq(siteSettings.clanId, b.clanId));
    const post = await send(b, 'POST', '/api/blog', { title: 'Bài cũ' });
    const postId = json<{ data: { id: string } }>(post).data.id;
    await t.database.db
      .update(blogs)
      .set({ coverImage: foreign.thumb, content: `<p>Cũ</p><img src="${foreign.url}">` })
      .where(eq(blogs.id, postId));

    const response = await send(b, 'GET', '/api/clan-export');
    expect(response.statusCode, response.body).toBe(200);
    const names: string[] = [];
    for await (const entry of readTar(Readable.from([gunzipSync(response.rawPayload)]))) {
      names.push(entry.name);
      expect(entry.name).not.toContain(a.clanId);
      expect(entry.body.toString('utf8').toLowerCase(), entry.name).not.toContain(a.clanId);
      expect(entry.body.toString('utf8'), entry.name).not.toContain(foreign.id);
    }
    expect(names.filter((name) => name.startsWith('media/'))).toContain(`media/${own.id}.webp`);
    expect(
      names.filter((name) => name.startsWith('media/')).every((name) => !name.includes(foreign.id)),
    ).toBe(true);
    // The clan's own images stay in its rows.
    expect(names).toContain('data/site_settings.json');
  });
});

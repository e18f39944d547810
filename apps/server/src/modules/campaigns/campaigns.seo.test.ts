import type { Campaign } from '@giapha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClanFixture, registerClan } from '../../../test/clans.ts';
import { createAs } from '../../../test/requests.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  createShellApp,
  expectNotFoundPage,
  expectSitemapLastmod,
  metaContent,
  sitemapLocs,
  titleOf,
} from '../../../test/web-shell.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { jpeg, uploadOk } from '../uploads/images.testing.ts';

let t: TestApp;
let clan: ClanFixture;
let other: ClanFixture;
let hall: Campaign;
let closed: Campaign;
let draft: Campaign;
let coverUrl: string;

function post<T>(c: ClanFixture, url: string, payload: object): Promise<T> {
  return createAs<T>(t.app, c, url, payload);
}

const origin = () => `https://${clan.domain}.giapha.vn`;
const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: `${clan.domain}.giapha.vn` } });

beforeAll(async () => {
  t = await createShellApp({ BASE_DOMAIN: 'giapha.vn' });
  clan = await registerClan(t.app, { clanName: 'Họ Lê Văn' });
  other = await registerClan(t.app, { clanName: 'Họ Phạm' });
  await t.database.db
    .insert(siteSettings)
    .values({ clanId: clan.clanId, siteName: 'Lê Văn tộc', banner: '/uploads/banner.jpg' });
  await post(clan, '/api/bank', { bankBin: '970436', accountNumber: '0011001234567', accountHolder: 'A' });
  const photo = await uploadOk(t.app, clan.domain, clan.token, await jpeg(120, 80));
  coverUrl = photo.url;
  hall = await post<Campaign>(clan, '/api/campaign', {
    title: 'Xây dựng lại nhà thờ họ',
    summary: 'Chung tay   dựng lại\nnhà thờ họ trên nền cũ.',
    coverImage: photo.url,
    status: 'open',
  });
  closed = await post<Campaign>(clan, '/api/campaign', {
    title: 'Giỗ Tổ "Giáp Thìn" <b>',
    description: '<p>Lễ giỗ Tổ <strong>năm Giáp Thìn</strong> đã xong.</p>',
    status: 'closed',
  });
  draft = await post<Campaign>(clan, '/api/campaign', { title: 'Bản nháp', slug: 'ban-nhap' });
  await post(other, '/api/campaign', { title: 'Quỹ họ Phạm', slug: 'quy-ho-pham', status: 'closed' });
});

afterAll(async () => {
  await t?.close();
});

describe('campaign pages in the served index.html', () => {
  it('names a campaign page by its title, tells its summary and shows its cover on share cards', async () => {
    const response = await page(`/campaigns/${hall.slug}.html`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titleOf(html)).toBe('Xây dựng lại nhà thờ họ · Lê Văn tộc');
    expect(metaContent(html, 'description')).toBe('Chung tay dựng lại nhà thờ họ trên nền cũ.');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toBe(`${origin()}${coverUrl.replace(/\.webp$/, '-1024.webp')}`);
    expect(metaContent(html, 'og:url')).toBe(`${origin()}/campaigns/xay-dung-lai-nha-tho-ho.html`);
    // Without `.html` the client opens it too: one canonical address.
    const aliased = (await page(`/campaigns/${hall.slug}`)).body;
    expect(titleOf(aliased)).toBe('Xây dựng lại nhà thờ họ · Lê Văn tộc');
    expect(aliased).toContain(
      `<link rel="canonical" href="${origin()}/campaigns/xay-dung-lai-nha-tho-ho.html" />`,
    );
  });

  it('tells the story’s text (escaped) and shows the site’s banner for a closed campaign without summary or cover', async () => {
    const html = (await page(`/campaigns/${closed.slug}.html`)).body;
    expect(titleOf(html)).toBe('Giỗ Tổ &quot;Giáp Thìn&quot; &lt;b&gt; · Lê Văn tộc');
    expect(metaContent(html, 'description')).toBe('Lễ giỗ Tổ năm Giáp Thìn đã xong.');
    expect(metaContent(html, 'og:image')).toBe(`${origin()}/uploads/banner.jpg`);
  });

  it('answers 404 with noindex for a draft, an unknown campaign or another clan’s', async () => {
    for (const path of [
      `/campaigns/${draft.slug}.html`,
      '/campaigns/khong-co.html',
      '/campaigns/quy-ho-pham.html',
    ]) {
      expectNotFoundPage(await page(path), 'Lê Văn tộc', path);
    }
    const list = await page('/campaigns');
    expect(list.statusCode).toBe(200);
    expect(titleOf(list.body)).toBe('Quyên góp · Lê Văn tộc');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the campaign list and the open and closed campaigns of the clan, not drafts', async () => {
    const xml = (await page('/sitemap.xml')).body;
    const locs = sitemapLocs(xml);
    expect(locs).toContain(`${origin()}/campaigns`);
    expect(locs).toContain(`${origin()}/campaigns/xay-dung-lai-nha-tho-ho.html`);
    expect(locs).toContain(`${origin()}/campaigns/${closed.slug}.html`);
    expect(locs).not.toContain(`${origin()}/campaigns/ban-nhap.html`);
    expect(locs).not.toContain(`${origin()}/campaigns/quy-ho-pham.html`);
    expectSitemapLastmod(xml, `${origin()}/campaigns/xay-dung-lai-nha-tho-ho.html`);
  });
});

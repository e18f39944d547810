import type { Blog, Category } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { useClanSuite } from '../../test/clans.ts';
import { createAs, withDomain } from '../../test/requests.ts';

// The public reads registered with registerStored: each answer moves with the topics it is built from,
// and only with them.

const t = useClanSuite();

async function etagOf(url: string, domain = t.clan.domain): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: withDomain(url, domain) });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['cache-control'], url).toBe('public, no-cache');
  return String(response.headers.etag);
}

describe('stored public answers', () => {
  it('the post list moves with a post edit, not with a visitor reading a post', async () => {
    const blog = await createAs<Blog>(t.app, t.clan, '/api/blog', {
      title: 'Họp họ đầu xuân',
      content: '<p>Thư mời</p>',
      status: 'published',
    });
    const list = '/api/public/blogs?limit=20';
    const before = await etagOf(list);
    const read = await t.as(undefined, 'GET', `/api/public/blog/${blog.slug}`);
    expect(read.statusCode).toBe(200);
    expect(await etagOf(list)).toBe(before);

    await t.as(t.clan.token, 'PUT', `/api/blog/${blog.id}`, { title: 'Họp họ đầu xuân Bính Ngọ' });
    expect(await etagOf(list)).not.toBe(before);
  });

  it('the home blocks move with a category they name; the setting and menu only with the site', async () => {
    const category = await createAs<Category>(t.app, t.clan, '/api/category', { name: 'Tin họ' });
    const urls = ['/api/public/sections', '/api/public/setting', '/api/public/menus'];
    const [sections, setting, menus] = await Promise.all(urls.map((url) => etagOf(url)));

    await t.as(t.clan.token, 'PUT', `/api/category/${category.id}`, { name: 'Tin tức dòng họ' });
    expect(await etagOf('/api/public/sections')).not.toBe(sections);
    expect(await etagOf('/api/public/setting')).toBe(setting);
    expect(await etagOf('/api/public/menus')).toBe(menus);

    const saved = await t.as(t.clan.token, 'PUT', '/api/setting', { slogan: 'Uống nước nhớ nguồn' });
    expect(saved.statusCode).toBe(200);
    expect(await etagOf('/api/public/setting')).not.toBe(setting);
    // Another clan's site is its own.
    const elsewhere = await etagOf('/api/public/setting', t.other.domain);
    await t.as(t.clan.token, 'PUT', '/api/setting', { slogan: 'Con cháu đồng lòng' });
    expect(await etagOf('/api/public/setting', t.other.domain)).toBe(elsewhere);
  });
});

import type { Blog, Category, PublicBlog } from '@giapha/contract';
import { describe, expect, it } from 'vitest';
import { registerClan } from '../../test/clans.ts';
import { getOk } from '../../test/requests.ts';
import { useTestApp } from '../../test/test-app.ts';
import { seedDemoBlogs } from './seed-blogs.ts';

const t = useTestApp();

describe('seedDemoBlogs', () => {
  it('gives a fresh clan three categories and eight posts: six public, one scheduled, one draft', async () => {
    const clan = await registerClan(t.app);
    const { categoryIds } = await t.database.db.transaction((tx) =>
      seedDemoBlogs(tx, clan.clanId, clan.adminId),
    );
    expect(categoryIds).toHaveLength(3);

    const get = <T>(url: string, token?: string) => getOk<T>(t.app, clan.domain, url, token);

    const categories = await get<Category[]>('/api/public/categories');
    expect(categories.data.map((c) => [c.id, c.name, c.slug])).toEqual([
      [categoryIds[0], 'Tin dòng họ', 'tin-dong-ho'],
      [categoryIds[1], 'Giỗ chạp – Lễ tết', 'gio-chap-le-tet'],
      [categoryIds[2], 'Gương sáng con cháu', 'guong-sang-con-chau'],
    ]);
    expect(categories.data.map((c) => c.blogCount)).toEqual([2, 2, 2]);

    const all = await get<Blog[]>('/api/blogs?limit=100', clan.token);
    expect(all.total).toBe(8);
    expect((await get<Blog[]>('/api/blogs?state=draft', clan.token)).total).toBe(1);
    const scheduled = await get<Blog[]>('/api/blogs?state=scheduled', clan.token);
    expect(scheduled.total).toBe(1);
    const dueIn = Date.parse(scheduled.data[0]?.publishedAt ?? '') - Date.now();
    expect(dueIn / 86_400_000).toBeGreaterThan(29);
    expect(dueIn / 86_400_000).toBeLessThan(31);

    const pub = await get<PublicBlog[]>('/api/public/blogs?limit=20');
    expect(pub.total).toBe(6);
    expect(pub.data).toHaveLength(6);
    for (const post of pub.data) {
      expect(post.summary).toBeTruthy();
      expect(post.author).toEqual({ id: clan.adminId, name: 'Nguyễn Văn Trưởng' });
      expect(post.category).not.toBeNull();
    }
    expect(pub.data[0]?.title).toBe('Thông báo lễ Giỗ Tổ dòng họ năm Bính Ngọ');
    const found = await get<PublicBlog[]>('/api/public/blogs?search=gio%20to');
    expect(found.data.map((p) => p.title)).toContain('Thông báo lễ Giỗ Tổ dòng họ năm Bính Ngọ');

    // Real articles: headings, lists, a link and a quote, kept by the sanitizer.
    const detail = await get<PublicBlog>('/api/public/blog/thong-bao-le-gio-to-dong-ho-nam-binh-ngo');
    for (const tag of ['<h2>', '<h3>', '<ol>', '<ul>', '<li>', '<a href="/family-tree">', '<blockquote>']) {
      expect(detail.data.content).toContain(tag);
    }
    for (const post of all.data) {
      const full = await get<Blog>(`/api/blog?id=${post.id}`, clan.token);
      expect(full.data.content).toMatch(/<h2>[\s\S]*<(ul|ol)>[\s\S]*<blockquote>/);
    }
  });
});

import type { Blog, Category } from '@giapha/contract';

/** A post as the admin API answers it; tests override what they need. */
export function sampleAdminBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    id: '5b0c6f1e-2d3a-4c5b-8e9f-0a1b2c3d4e5f',
    slug: 'le-gio-to-nam-nay',
    title: 'Lễ Giỗ Tổ năm nay',
    summary: 'Con cháu về dự lễ Giỗ Tổ tại nhà thờ họ.',
    coverImage: null,
    category: { id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', name: 'Tin dòng họ', slug: 'tin-dong-ho' },
    publishedAt: '2026-03-05T02:00:00.000Z',
    author: { id: 'a1', name: 'Nguyễn Văn An' },
    viewCount: 1234,
    status: 'published',
    version: 3,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-06T09:00:00.000Z',
    content: '<h2>Chương trình</h2><p>Sáng mùng 10 tháng 3 âm lịch.</p>',
    ...overrides,
  };
}

export const sampleCategory: Category = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  name: 'Tin dòng họ',
  slug: 'tin-dong-ho',
  description: null,
  position: 0,
  blogCount: 5,
  version: 1,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

export const categoriesEndpoint = () => ({
  status: 200,
  body: { success: true, data: [sampleCategory], total: 1 },
});

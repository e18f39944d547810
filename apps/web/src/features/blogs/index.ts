// What other features may use of posts; everything else stays inside features/blogs.
export { PUBLIC_BLOGS_FALLBACK, usePublicBlogs } from './api/publicBlogs.ts';
export { BlogCard, BlogCardSkeleton, BlogGrid } from './components/BlogCard.tsx';
export { BLOG_STATE_LABELS } from './texts.ts';

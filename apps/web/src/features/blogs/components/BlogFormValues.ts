import { type Blog, createBlogBody } from '@giapha/contract';
import dayjs from 'dayjs';
import { z } from 'zod';

/**
 * The editor's fields: the contract's body without the publishing pair, which the button pressed
 * decides; `publishAt` is the date-time picker's local `YYYY-MM-DD HH:mm:ss` (or null).
 */
export const blogFormSchema = createBlogBody
  .omit({ status: true, publishedAt: true })
  .extend({ publishAt: z.string().nullable() });

export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogFormOutput = z.output<typeof blogFormSchema>;

/** The fields a server error may name, as the form names them. */
export const BLOG_FORM_FIELDS = ['title', 'slug', 'summary', 'coverImage', 'categoryId', 'content'] as const;

/** How the Mantine date-time picker holds a value. */
export const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export const EMPTY_BLOG_FORM: BlogFormInput = {
  title: '',
  slug: '',
  summary: '',
  coverImage: '',
  categoryId: null,
  content: '',
  publishAt: null,
};

/** A loaded post in the form: the picker shows its publish date unless it is a draft without a future one. */
export function blogFormValues(blog: Blog, now: Date = new Date()): BlogFormInput {
  const keepsDate =
    blog.publishedAt !== null && (blog.status === 'published' || dayjs(blog.publishedAt).isAfter(now));
  return {
    title: blog.title,
    slug: blog.slug,
    summary: blog.summary ?? '',
    coverImage: blog.coverImage ?? '',
    categoryId: blog.category?.id ?? null,
    content: blog.content,
    publishAt: keepsDate ? dayjs(blog.publishedAt).format(PICKER_FORMAT) : null,
  };
}

/** The picker's local date-time as the ISO instant the API takes; null when empty or unreadable. */
export function pickerToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : null;
}

/** Spec §2: a post opens at `/blogs/{slug}.html`. */
export function blogPath(slug: string): string {
  return `/blogs/${encodeURIComponent(slug)}.html`;
}

/** The post's slug from the route's `:slug` segment, which matches the whole `{slug}.html`. */
export function slugFromParam(param: string | undefined): string {
  const segment = param?.trim() ?? '';
  return segment.toLowerCase().endsWith('.html') ? segment.slice(0, -'.html'.length) : segment;
}

/** The blog list filtered by a category (`/blogs?category={slug}`). */
export function categoryPath(slug: string): string {
  return `/blogs?${new URLSearchParams({ category: slug }).toString()}`;
}

/** Spec §2: an album opens at `/albums/{slug}.html`. */
export function albumPath(slug: string): string {
  return `/albums/${encodeURIComponent(slug)}.html`;
}

/** The album's slug from the route's `:slug` segment, which matches the whole `{slug}.html`. */
export function albumSlugFromParam(param: string | undefined): string {
  const segment = param?.trim() ?? '';
  return segment.toLowerCase().endsWith('.html') ? segment.slice(0, -'.html'.length) : segment;
}

export const editAlbumPath = (id: string) => `/admin/albums/update/${encodeURIComponent(id)}`;

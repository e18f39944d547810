import { foldVietnamese } from '@giapha/genealogy';

/** `Gia phả họ Nguyễn Đình` → `gia-pha-ho-nguyen-dinh` (letters and digits, no marks). */
export function fileSlug(text: string, fallback = 'gia-pha'): string {
  const slug = foldVietnamese(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || fallback;
}

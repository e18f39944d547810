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

/** Hands a file to the browser's downloads. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

import type { Source } from '@giapha/contract';

/** "3 trang · 2 trích dẫn" */
export function sourceCounts(source: Pick<Source, 'pageCount' | 'citationCount'>): string {
  return `${source.pageCount.toLocaleString('vi-VN')} trang · ${source.citationCount.toLocaleString('vi-VN')} trích dẫn`;
}

import { type gedcomVersions, treesApi } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { routePath } from '../../../lib/api.ts';
import { downloadBlob, fetchApiFile } from '../../../lib/download-file.ts';
import { fileSlug } from '../export/download.ts';

export const GEDCOM_EXPORT_FALLBACK = 'Không thể xuất tệp GEDCOM';

/** `Gia phả họ Phạm` → `gia-pha-ho-pham.ged`. */
export function gedcomFileName(treeName: string): string {
  return `${fileSlug(treeName)}.ged`;
}

export type GedcomVersion = (typeof gedcomVersions)[number];

/** GET /api/tree/{id}/gedcom: the tree as a GEDCOM 5.5.1 file, or 7.0. */
export async function exportTreeGedcom(treeId: string, version: GedcomVersion = '5.5.1'): Promise<Blob> {
  const file = await fetchApiFile(routePath(treesApi.gedcom.path, { id: treeId }), {
    accept: 'text/x-gedcom, application/json',
    ...(version === '5.5.1' ? {} : { query: { version } }),
    fallback: GEDCOM_EXPORT_FALLBACK,
  });
  return file.blob;
}

/** "Xuất GEDCOM": downloads the tree's file, named after the tree. */
export function useExportGedcom() {
  return useMutation({
    mutationFn: async ({
      treeId,
      treeName,
      version = '5.5.1',
    }: {
      treeId: string;
      treeName: string;
      version?: GedcomVersion;
    }) => {
      const blob = await exportTreeGedcom(treeId, version);
      const fileName = gedcomFileName(treeName);
      downloadBlob(blob, fileName);
      return fileName;
    },
  });
}

import { backupsApi } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob, fetchApiFile } from '../../../lib/download-file.ts';

export const CLAN_EXPORT_FALLBACK = 'Không thể tải bản sao dữ liệu dòng họ';

/**
 * GET /api/clan-export (admin): the clan's data (JSON), trees (GEDCOM) and images in one .tar.gz,
 * read chunk by chunk so the page can say how much has arrived.
 */
export function useExportClan(onProgress: (bytes: number) => void) {
  return useMutation({
    mutationFn: async () => {
      const file = await fetchApiFile(backupsApi.clanExport.path, {
        accept: 'application/gzip, application/json',
        fallback: CLAN_EXPORT_FALLBACK,
        onProgress,
      });
      const name = file.fileName ?? 'giapha-du-lieu.tar.gz';
      downloadBlob(file.blob, name);
      return name;
    },
  });
}

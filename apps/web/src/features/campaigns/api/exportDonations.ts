import { donationsApi } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadBlob, fetchApiFile } from '../../../lib/download-file.ts';

export const EXPORT_DONATIONS_FALLBACK = 'Không thể xuất sổ công đức';

/**
 * GET /api/campaignTransactions/export?campaignId (admin): the whole ledger as CSV (UTF-8 with BOM, so
 * Excel shows the diacritics), downloaded under the server's name, else `fileName`.
 */
export function useExportDonations() {
  return useMutation({
    mutationFn: async ({ campaignId, fileName }: { campaignId: string; fileName: string }) => {
      const file = await fetchApiFile(donationsApi.exportCsv.path, {
        query: { campaignId },
        accept: 'text/csv, application/json',
        fallback: EXPORT_DONATIONS_FALLBACK,
      });
      const name = file.fileName ?? fileName;
      downloadBlob(file.blob, name);
      return name;
    },
  });
}

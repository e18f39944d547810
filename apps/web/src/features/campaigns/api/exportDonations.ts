import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, normalizeError, refreshSession } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';

export const EXPORT_DONATIONS_FALLBACK = 'Không thể xuất sổ công đức';

/** Sent as apiRequest sends it: the bearer token, when signed in. */
function fetchCsv(campaignId: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'text/csv, application/json' };
  const token = sessionStore.get().token.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(apiUrl('/api/campaignTransactions/export', { campaignId }), { headers });
}

/** `attachment; filename*=UTF-8''so-cong-duc.csv` or `filename="…"` → the name; undefined without one. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || undefined;
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/campaignTransactions/export?campaignId (admin): the whole ledger as CSV (UTF-8 with BOM, so
 * Excel shows the diacritics). Fetched as a blob because the request needs the bearer token, which a
 * plain link cannot carry.
 */
export async function exportDonations(campaignId: string, fallbackName: string): Promise<ExportedFile> {
  let response: Response;
  try {
    response = await fetchCsv(campaignId);
    if (response.status === 401 && sessionStore.get().token.accessToken && (await refreshSession())) {
      response = await fetchCsv(campaignId);
    }
  } catch {
    throw new ApiError(EXPORT_DONATIONS_FALLBACK, 0);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw normalizeError(response.status, body, EXPORT_DONATIONS_FALLBACK);
  }
  const blob = await response.blob();
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/** Hands the file to the browser's downloads through a temporary object URL. */
export function saveFile({ blob, fileName }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: let it go a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportDonations() {
  return useMutation({
    mutationFn: async ({ campaignId, fileName }: { campaignId: string; fileName: string }) => {
      const file = await exportDonations(campaignId, fileName);
      saveFile(file);
      return file;
    },
  });
}

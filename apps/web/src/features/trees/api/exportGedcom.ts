import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, normalizeError, refreshSession } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';
import { downloadBlob, fileSlug } from '../export/download.ts';

export const GEDCOM_EXPORT_FALLBACK = 'Không thể xuất tệp GEDCOM';

/** Sent as apiRequest sends it: the bearer token, when signed in, and the clan's `domain`. */
function fetchGedcom(treeId: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'text/x-gedcom, application/json' };
  const token = sessionStore.get().token.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(apiUrl(`/api/tree/${encodeURIComponent(treeId)}/gedcom`), { headers });
}

/** `Gia phả họ Phạm` → `gia-pha-ho-pham.ged`. */
export function gedcomFileName(treeName: string): string {
  return `${fileSlug(treeName)}.ged`;
}

/**
 * GET /api/tree/{id}/gedcom: the tree as a GEDCOM 5.5.1 file. Fetched as a blob because the request
 * needs the bearer token, which a plain link cannot carry; a 401 tries one token refresh.
 */
export async function exportTreeGedcom(treeId: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetchGedcom(treeId);
    if (response.status === 401 && sessionStore.get().token.accessToken && (await refreshSession())) {
      response = await fetchGedcom(treeId);
    }
  } catch {
    throw new ApiError(GEDCOM_EXPORT_FALLBACK, 0);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw normalizeError(response.status, body, GEDCOM_EXPORT_FALLBACK);
  }
  return response.blob();
}

/** "Xuất GEDCOM": downloads the tree's file, named after the tree. */
export function useExportGedcom() {
  return useMutation({
    mutationFn: async ({ treeId, treeName }: { treeId: string; treeName: string }) => {
      const blob = await exportTreeGedcom(treeId);
      const fileName = gedcomFileName(treeName);
      downloadBlob(blob, fileName);
      return fileName;
    },
  });
}

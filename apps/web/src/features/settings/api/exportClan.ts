import { CLAN_EXPORT_PATH } from '@giapha/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl, normalizeError, refreshSession } from '../../../lib/api.ts';
import { sessionStore } from '../../../lib/session.ts';
import { fileNameFromDisposition, saveFile } from '../../campaigns/api/exportDonations.ts';

export const CLAN_EXPORT_FALLBACK = 'Không thể tải bản sao dữ liệu dòng họ';

/** Sent as apiRequest sends it: the bearer token and the clan's domain. */
function fetchExport(signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/gzip, application/json' };
  const token = sessionStore.get().token.accessToken;
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(apiUrl(CLAN_EXPORT_PATH), { headers, signal: signal ?? null });
}

/** The body, read chunk by chunk so the page can say how much has arrived. */
async function readWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? 'application/gzip';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

/**
 * GET /api/clan-export (admin): the clan's data (JSON), trees (GEDCOM) and images in one .tar.gz. Fetched
 * with the bearer token (a plain link cannot carry it); a 401 first tries one token refresh.
 */
export async function exportClan(onProgress: (bytes: number) => void, signal?: AbortSignal) {
  let response: Response;
  try {
    response = await fetchExport(signal);
    if (response.status === 401 && sessionStore.get().token.accessToken && (await refreshSession())) {
      response = await fetchExport(signal);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(CLAN_EXPORT_FALLBACK, 0);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw normalizeError(response.status, body, CLAN_EXPORT_FALLBACK);
  }
  let blob: Blob;
  try {
    blob = await readWithProgress(response, onProgress);
  } catch {
    // The connection dropped halfway: nothing usable arrived.
    throw new ApiError(CLAN_EXPORT_FALLBACK, 0);
  }
  return {
    blob,
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'giapha-du-lieu.tar.gz',
  };
}

export function useExportClan(onProgress: (bytes: number) => void) {
  return useMutation({
    mutationFn: async () => {
      const file = await exportClan(onProgress);
      saveFile(file);
      return file;
    },
  });
}

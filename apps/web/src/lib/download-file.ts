import { ApiError, apiUrl, normalizeError, type QueryValue, refreshSession } from './api.ts';
import { sessionStore } from './session.ts';

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, if any. */
  fileName: string | undefined;
}

export interface FetchFileOptions {
  query?: Record<string, QueryValue>;
  /** The file's type first, then JSON for the error body. */
  accept: string;
  /** The message when nothing usable came back (network, broken body, no server message). */
  fallback: string;
  signal?: AbortSignal;
  /** Bytes received so far, as the body arrives. */
  onProgress?: (bytes: number) => void;
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

async function readBody(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
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
 * A file from the API (an export): fetched as a blob because the request needs the bearer token,
 * which a plain link cannot carry. Sent as apiRequest sends it (token, `domain`); a 401 tries one token
 * refresh; errors are normalised like every other call (spec §8).
 */
export async function fetchApiFile(path: string, options: FetchFileOptions): Promise<DownloadedFile> {
  const send = () => {
    const headers: Record<string, string> = { accept: options.accept };
    const token = sessionStore.get().token.accessToken;
    if (token) headers.authorization = `Bearer ${token}`;
    return fetch(apiUrl(path, options.query), { headers, signal: options.signal ?? null });
  };
  let response: Response;
  try {
    response = await send();
    if (response.status === 401 && sessionStore.get().token.accessToken && (await refreshSession())) {
      response = await send();
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(options.fallback, 0);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw normalizeError(response.status, body, options.fallback);
  }
  let blob: Blob;
  try {
    blob = await readBody(response, options.onProgress);
  } catch {
    // The connection dropped halfway: nothing usable arrived.
    throw new ApiError(options.fallback, 0);
  }
  return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}

/** Hands a file to the browser's downloads through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

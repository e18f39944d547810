// What the export action sends to the PDF worker and what comes back.

import type { CanvasTree } from '../model.ts';
import type { PageLayoutOptions } from './pages.ts';
import type { PosterOptions } from './poster.ts';

export interface PdfJob {
  tree: CanvasTree;
  options: PosterOptions & PageLayoutOptions;
}

export type PdfWorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; bytes: Uint8Array }
  | { type: 'error'; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isPdfJob(value: unknown): value is PdfJob {
  if (!isRecord(value) || !isRecord(value.tree) || !isRecord(value.options)) return false;
  return (
    Array.isArray(value.tree.persons) &&
    Array.isArray(value.tree.families) &&
    typeof value.options.paper === 'string'
  );
}

export function isPdfWorkerMessage(value: unknown): value is PdfWorkerMessage {
  if (!isRecord(value)) return false;
  if (value.type === 'progress') return typeof value.done === 'number' && typeof value.total === 'number';
  if (value.type === 'done') return value.bytes instanceof Uint8Array;
  return value.type === 'error' && typeof value.message === 'string';
}

/** The bytes as a view on a plain ArrayBuffer (what Blob and transfer lists take). */
export function plainBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer
    ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    : bytes.slice();
}

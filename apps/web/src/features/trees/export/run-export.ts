// The export action behind the dialog's `Xuất tệp`: lays the tree out, draws it in the chosen format
// and returns the file. The dialog imports this module only when the button is pressed, so none of it
// (nor pdf-lib, which lives in the worker or in pdf.ts) is part of the canvas's chunk.
import { computeTreeLayout } from '@giapha/genealogy';

import type { CanvasTree } from '../model.ts';
import { loadNotoSans } from './fonts.ts';
import type { PageLayoutOptions } from './pages.ts';
import { isPdfWorkerMessage, type PdfJob, plainBytes } from './pdf-job.ts';
import { renderTreePng } from './png.ts';
import type { PosterOptions } from './poster.ts';
import { renderTreeSvg } from './svg.ts';

export type ExportFormat = 'pdf' | 'svg' | 'png';

export interface ExportJob {
  /** The tree to draw: the whole tree or a branch cut with `branchOf`. */
  tree: CanvasTree;
  format: ExportFormat;
  poster: PosterOptions;
  /** PDF only. */
  page: PageLayoutOptions;
  /** PNG only: pixels per layout pixel. */
  pngScale: number;
  /** SVG only: embed Noto Sans so the file looks the same everywhere (about 1.7 MB more). */
  embedSvgFonts?: boolean;
  /** File name without its extension. */
  fileName: string;
}

export interface ExportResult {
  blob: Blob;
  filename: string;
}

/** Progress from 0 to 1. */
export type ExportProgress = (fraction: number) => void;

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Đã hủy xuất tệp.', 'AbortError');
}

/** Runs the PDF in a worker; null when workers are unavailable or the worker could not start. */
function pdfInWorker(
  job: PdfJob,
  onProgress: ExportProgress,
  signal?: AbortSignal,
): Promise<Uint8Array> | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./pdf.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  return new Promise<Uint8Array>((resolve, reject) => {
    let started = false;
    const finish = () => {
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
    };
    const onAbort = () => {
      finish();
      reject(signal ? abortError(signal) : new Error('Đã hủy xuất tệp.'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isPdfWorkerMessage(message)) return;
      started = true;
      if (message.type === 'progress') {
        onProgress(message.total > 0 ? message.done / message.total : 0);
      } else if (message.type === 'done') {
        finish();
        resolve(message.bytes);
      } else {
        finish();
        reject(new Error(message.message));
      }
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      // A worker that never started (blocked, or an old browser without module workers): the main
      // thread does the work instead, in slices.
      if (!started) {
        pdfOnMainThread(job, onProgress, signal).then(resolve, reject);
      } else {
        reject(new Error(event.message || 'Không tạo được tệp PDF.'));
      }
    });
    worker.postMessage(job);
  });
}

async function pdfOnMainThread(
  job: PdfJob,
  onProgress: ExportProgress,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const { renderTreePdf } = await import('./pdf.ts');
  const layout = computeTreeLayout(job.tree);
  return renderTreePdf(job.tree, layout, { ...job.options, ...(signal ? { signal } : {}) }, (done, total) =>
    onProgress(total > 0 ? done / total : 0),
  );
}

/** Makes the file for an export job. Rejects with a Vietnamese message on failure. */
export async function runExport(
  job: ExportJob,
  onProgress: ExportProgress,
  signal?: AbortSignal,
): Promise<ExportResult> {
  signal?.throwIfAborted();
  onProgress(0);
  if (job.format === 'pdf') {
    const pdfJob: PdfJob = { tree: job.tree, options: { ...job.poster, ...job.page } };
    const bytes = await (pdfInWorker(pdfJob, onProgress, signal) ??
      pdfOnMainThread(pdfJob, onProgress, signal));
    onProgress(1);
    return {
      blob: new Blob([plainBytes(bytes)], { type: 'application/pdf' }),
      filename: `${job.fileName}.pdf`,
    };
  }

  const layout = computeTreeLayout(job.tree);
  onProgress(0.15);
  const wantsFonts = job.format === 'png' || job.embedSvgFonts === true;
  const fonts = wantsFonts ? await loadNotoSans() : null;
  signal?.throwIfAborted();
  onProgress(0.3);
  const svg = renderTreeSvg(job.tree, layout, { ...job.poster, embedFonts: fonts });
  onProgress(job.format === 'svg' ? 1 : 0.5);
  if (job.format === 'svg') {
    return {
      blob: new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }),
      filename: `${job.fileName}.svg`,
    };
  }
  const png = await renderTreePng(svg, job.pngScale);
  signal?.throwIfAborted();
  onProgress(1);
  return { blob: png, filename: `${job.fileName}.png` };
}

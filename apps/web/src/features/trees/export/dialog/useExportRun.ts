// One export at a time: its progress, its error, and a way to stop it. The export code is imported only
// when an export starts, so pdf-lib and the renderers stay out of the canvas's chunk.

import { useEffect, useRef, useState } from 'react';
import { downloadBlob } from '../../../../lib/download-file.ts';
import { toast } from '../../../../lib/toast.ts';
import type { ExportJob } from '../run-export.ts';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Đã có lỗi khi xuất tệp. Vui lòng thử lại.';
}

export interface ExportRun {
  /** From 0 to 1 while an export runs, else null. */
  progress: number | null;
  running: boolean;
  error: string | null;
  /** Runs the job, downloads the file and calls `onDone`; a failure shows its message. */
  start(job: ExportJob, onDone: () => void): Promise<void>;
  /** Stops a running export. */
  stop(): void;
  /** Stops a running export and forgets the last error (the dialog closing). */
  reset(): void;
}

export function useExportRun(): ExportRun {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Stop a running export when the dialog goes away.
  useEffect(() => () => abortRef.current?.abort(), []);

  const stop = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setProgress(null);
  };

  const reset = () => {
    stop();
    setError(null);
  };

  const start = async (job: ExportJob, onDone: () => void) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setError(null);
    setProgress(0);
    try {
      const { runExport } = await import('../run-export.ts');
      const result = await runExport(
        job,
        (fraction) => {
          if (!controller.signal.aborted) setProgress(fraction);
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      downloadBlob(result.blob, result.filename);
      toast.success('Đã xuất tệp', result.filename);
      abortRef.current = null;
      setProgress(null);
      onDone();
    } catch (caught) {
      if (controller.signal.aborted || isAbort(caught)) return;
      const message = errorMessage(caught);
      setError(message);
      toast.error('Không xuất được tệp', message);
      setProgress(null);
      abortRef.current = null;
    }
  };

  return { progress, running: progress !== null, error, start, stop, reset };
}

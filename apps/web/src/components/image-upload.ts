import { MESSAGES } from '@giapha/contract';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../lib/api.ts';
import { useAppServices } from './AppServices.ts';

/** The message for a failed upload: the server's reason (too large, wrong type…) or the spec's fallback. */
function uploadErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.uploadFailed;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

interface ImageUploadOptions {
  /** Called with the uploaded image's address, unless the upload was cancelled. */
  onUploaded: (url: string) => void;
  /** A file picked while another is on its way: it replaces that upload, or it is ignored. */
  whileUploading: 'replace' | 'ignore';
}

/**
 * One image sent from the device through the app's upload service: its progress (0 to 1, null when none
 * is on its way), why it failed, and a way to cancel it. `resetPicker` goes to the `FileButton`, so the
 * same file can be picked again. A page left while an image is on its way does not keep sending it.
 */
export function useImageUpload({ onUploaded, whileUploading }: ImageUploadOptions) {
  const { uploadImage } = useAppServices();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const resetPicker = useRef<() => void>(null);

  useEffect(() => () => upload.current?.abort(), []);

  const start = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    if (upload.current) {
      if (whileUploading === 'ignore') return;
      upload.current.abort();
    }
    const controller = new AbortController();
    upload.current = controller;
    setError(null);
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) setProgress(fraction);
        },
      });
      if (!controller.signal.aborted) onUploaded(uploaded.url);
    } catch (failure) {
      if (!isAbort(failure) && !controller.signal.aborted) setError(uploadErrorMessage(failure));
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setProgress(null);
      }
    }
  };

  const cancel = () => {
    upload.current?.abort();
    upload.current = null;
    setProgress(null);
  };

  return { progress, error, setError, start, cancel, resetPicker };
}

import {
  type AlbumImage,
  type AlbumImageInput,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type UploadedFile,
} from '@giapha/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessage } from '../../../lib/form-errors.ts';
import { moveInArray } from '../../../lib/move-in-array.ts';
import { uploadImage } from '../../uploads/index.ts';

/** How many photos travel at once: more only splits the same bandwidth and slows the first result. */
export const PARALLEL_UPLOADS = 3;

/** One photo in the editor: already in the album, or a file on its way up (or that failed to). */
export interface EditorPhoto {
  /** Stable across reorders: the drag-and-drop and React key. */
  key: string;
  /** The stored image; null until the upload finishes. */
  url: string | null;
  fileId: string | null;
  caption: string;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  error: string | null;
  /** The picked file, kept so a failed upload can be tried again. */
  file: File | null;
  /** The file's name, shown while it uploads or after it failed. */
  name: string;
}

type Action =
  | { type: 'reset'; photos: EditorPhoto[] }
  | { type: 'add'; photos: EditorPhoto[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; file: UploadedFile }
  | { type: 'failed'; key: string; error: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'caption'; key: string; caption: string };

function update(photos: EditorPhoto[], key: string, change: Partial<EditorPhoto>): EditorPhoto[] {
  return photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo));
}

function reducer(photos: EditorPhoto[], action: Action): EditorPhoto[] {
  switch (action.type) {
    case 'reset':
      return action.photos;
    case 'add':
      return [...photos, ...action.photos];
    case 'start':
      return update(photos, action.key, { status: 'uploading', progress: 0, error: null });
    case 'progress':
      return update(photos, action.key, { progress: action.progress });
    case 'uploaded':
      return update(photos, action.key, {
        status: 'done',
        progress: 1,
        url: action.file.url,
        fileId: action.file._id,
        file: null,
      });
    case 'failed':
      return update(photos, action.key, { status: 'failed', error: action.error });
    case 'retry':
      return update(photos, action.key, { status: 'queued', progress: 0, error: null });
    case 'remove':
      return photos.filter((photo) => photo.key !== action.key);
    case 'move':
      return moveInArray(photos, action.from, action.to);
    case 'caption':
      return update(photos, action.key, { caption: action.caption });
  }
}

let lastKey = 0;
const nextKey = () => `photo-${++lastKey}`;

/** The album's saved photos as editor rows. */
export function photosFromAlbum(images: readonly AlbumImage[]): EditorPhoto[] {
  return images.map((image) => ({
    key: nextKey(),
    url: image.url,
    fileId: image.fileId,
    caption: image.caption ?? '',
    status: 'done',
    progress: 1,
    error: null,
    file: null,
    name: '',
  }));
}

const IMAGE_NAME = /\.(jpe?g|png|webp|gif|heic|heif)$/i;

/** A file the server would refuse anyway is marked at once, without spending the bandwidth. */
function precheck(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) {
    return MESSAGES.uploadTooLarge.replace('{max}', String(Math.round(MAX_UPLOAD_BYTES / 1024 / 1024)));
  }
  if (!file.type.startsWith('image/') && !IMAGE_NAME.test(file.name)) return MESSAGES.uploadTypeInvalid;
  return null;
}

/** What gets saved: the uploaded photos in order, with their captions. */
export function savedImages(photos: readonly EditorPhoto[]): AlbumImageInput[] {
  return photos.flatMap((photo) =>
    photo.status === 'done' && photo.url
      ? [{ url: photo.url, fileId: photo.fileId, caption: photo.caption.trim() || null }]
      : [],
  );
}

export interface AlbumPhotos {
  photos: EditorPhoto[];
  reset: (images: readonly AlbumImage[]) => void;
  addFiles: (files: Iterable<File>) => void;
  retry: (key: string) => void;
  remove: (key: string) => void;
  move: (from: number, to: number) => void;
  setCaption: (key: string, caption: string) => void;
}

/**
 * The editor's photos: the album's, then picked files uploading up to PARALLEL_UPLOADS at a time, each
 * with its progress; a failed file keeps its place, its error and a way to try again.
 */
export function useAlbumPhotos(initial: readonly AlbumImage[]): AlbumPhotos {
  const [photos, dispatch] = useReducer(reducer, initial, photosFromAlbum);
  // Uploads in flight by photo key: started once each, stopped when the photo is removed or the page closes.
  const inFlight = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = inFlight.current;
    const slots = PARALLEL_UPLOADS - running.size;
    if (slots <= 0) return;
    for (const photo of photos.filter((p) => p.status === 'queued' && p.file).slice(0, slots)) {
      const file = photo.file;
      if (!file || running.has(photo.key)) continue;
      const controller = new AbortController();
      running.set(photo.key, controller);
      dispatch({ type: 'start', key: photo.key });
      uploadImage(file, {
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: 'progress', key: photo.key, progress }),
      })
        .then((uploaded) => dispatch({ type: 'uploaded', key: photo.key, file: uploaded }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          dispatch({ type: 'failed', key: photo.key, error: errorMessage(error, MESSAGES.uploadFailed) });
        })
        .finally(() => {
          // Only this upload's own entry: a retry may have started a new one under the same key.
          if (running.get(photo.key) === controller) running.delete(photo.key);
          // Frees a slot: the effect runs again on the state change the upload's end dispatched.
        });
    }
  }, [photos]);

  useEffect(() => {
    const running = inFlight.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const remove = useCallback((key: string) => {
    inFlight.current.get(key)?.abort();
    inFlight.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  return {
    photos,
    reset: useCallback((images) => dispatch({ type: 'reset', photos: photosFromAlbum(images) }), []),
    addFiles: useCallback((files) => {
      const added: EditorPhoto[] = [...files].map((file) => {
        const refused = precheck(file);
        return {
          key: nextKey(),
          url: null,
          fileId: null,
          caption: '',
          status: refused ? 'failed' : 'queued',
          progress: 0,
          error: refused,
          file: refused ? null : file,
          name: file.name,
        };
      });
      if (added.length > 0) dispatch({ type: 'add', photos: added });
    }, []),
    retry: useCallback((key) => dispatch({ type: 'retry', key }), []),
    remove,
    move: useCallback((from, to) => dispatch({ type: 'move', from, to }), []),
    setCaption: useCallback((key, caption) => dispatch({ type: 'caption', key, caption }), []),
  };
}

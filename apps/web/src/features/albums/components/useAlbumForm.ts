import { type Album, MAX_ALBUM_IMAGES } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  createOrUpdate,
  saveConflict,
  useLoadedForm,
  useSlugFollowingTitle,
} from '../../../components/record-form.ts';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAdminAlbum } from '../api/adminCreateAlbum.ts';
import { useUpdateAdminAlbum } from '../api/adminUpdateAlbum.ts';
import type { AlbumChange } from '../api/albumCache.ts';
import { editAlbumPath } from '../publicPaths.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import { ALBUM_FORM_FIELDS, albumFormSchema, albumFormValues, EMPTY_ALBUM_FORM } from './albumFormValues.ts';
import { photosFromAlbum, savedImages, useAlbumPhotos } from './albumPhotos.ts';

export function photoCount(n: number): string {
  return `${n.toLocaleString('vi-VN')} ảnh`;
}

/**
 * The album form's state: its fields (loaded, reloaded after a conflict), the photos and the chosen
 * cover, what is unsaved (uploads still running count), the address that follows the name, and saving.
 */
export function useAlbumForm(album: Album | undefined) {
  const navigate = useNavigate();
  const creation = useCreateAdminAlbum();
  const update = useUpdateAdminAlbum();
  const photos = useAlbumPhotos(album?.images ?? []);
  const [cover, setCover] = useState<string | null>(album?.coverImage ?? null);

  const loadedValues = useMemo(() => (album ? albumFormValues(album) : EMPTY_ALBUM_FORM), [album]);
  const form = useLoadedForm(zodResolver(albumFormSchema), loadedValues);
  const watched = useWatch({ control: form.control });

  const images = savedImages(photos.photos);
  const snapshot = JSON.stringify({ fields: watched, cover, images });
  // What was last loaded or saved: anything else on screen is the admin's unsaved work.
  const [savedSnapshot, setSavedSnapshot] = useState(snapshot);
  // Each load (the first, after a save, after a reload) is what the server holds now; the server names
  // the cover it shows (the first photo when none was chosen).
  useEffect(() => {
    if (!loadedValues) return;
    const savedCover = album?.coverImage ?? null;
    setCover(savedCover);
    setSavedSnapshot(
      JSON.stringify({
        fields: form.getValues(),
        cover: savedCover,
        images: savedImages(photosFromAlbum(album?.images ?? [])),
      }),
    );
  }, [loadedValues, form, album]);

  const pending = photos.photos.filter((p) => p.status === 'queued' || p.status === 'uploading').length;
  const failed = photos.photos.filter((p) => p.status === 'failed').length;
  const guard = useUnsavedChangesGuard(snapshot !== savedSnapshot || pending > 0 || failed > 0);
  const saving = creation.isPending || update.isPending;
  const conflict = saveConflict(update, { editing: album !== undefined, fallback: ALBUMS_FALLBACK.update });
  const tooMany = images.length > MAX_ALBUM_IMAGES;

  const onSaved = ({ album: saved, message }: AlbumChange) => {
    toast.success(message, `${saved.title}: ${photoCount(saved.imageCount)}`);
    setSavedSnapshot(JSON.stringify({ fields: form.getValues(), cover, images }));
    if (!album) {
      guard.allowNextNavigation();
      navigate(editAlbumPath(saved.id), { replace: true });
    }
  };

  const onFailed = (error: unknown) => {
    applyServerFieldErrors(error, form.setError, ALBUM_FORM_FIELDS);
    toast.error(errorMessage(error, album ? ALBUMS_FALLBACK.update : ALBUMS_FALLBACK.create));
  };

  const save = form.handleSubmit((fields) => {
    const body = { ...fields, coverImage: cover ?? '', images };
    createOrUpdate(album, body, { creation, update }, { onSuccess: onSaved, onError: onFailed });
  });

  // The address made from the name is not the admin's change of it (it is not marked dirty).
  const slug = useSlugFollowingTitle(album === undefined, (made) =>
    form.setValue('slug', made, { shouldValidate: form.formState.isSubmitted }),
  );
  const titleField = form.register('title', { onChange: slug.onTitleChange });
  const slugField = form.register('slug', { onChange: slug.onSlugChange });

  const removePhoto = (key: string) => {
    const removed = photos.photos.find((photo) => photo.key === key);
    if (removed?.url && removed.url === cover) setCover(null);
    photos.remove(key);
  };
  const photoActions = { ...photos, remove: removePhoto };

  let saveHint: string;
  if (pending > 0) saveHint = `Đang tải lên ${pending} ảnh… Chờ tải xong rồi lưu.`;
  else if (failed > 0) saveHint = `${failed} ảnh tải lên không thành công sẽ không được lưu.`;
  else if (tooMany) saveHint = `Mỗi album chứa tối đa ${MAX_ALBUM_IMAGES} ảnh.`;
  else saveHint = `${photoCount(images.length)} sẽ được lưu.`;

  return {
    form,
    watched,
    photos: photos.photos,
    photoActions,
    addFiles: photos.addFiles,
    cover,
    setCover,
    guard,
    saving,
    conflict,
    pending,
    failed,
    tooMany,
    saveHint,
    slugFollowsTitle: slug.slugFollowsTitle,
    titleField,
    slugField,
    save,
  };
}

import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import { type Album, MAX_ALBUM_IMAGES } from '@giapha/contract';
import { slugify } from '@giapha/genealogy';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconDeviceFloppy, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isStaleWrite, StaleVersionAlert } from '../../../components/StaleVersionAlert.tsx';
import { useUnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { applyServerFieldErrors, errorMessage } from '../../../lib/form-errors.ts';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateAdminAlbum } from '../api/adminCreateAlbum.ts';
import { useUpdateAdminAlbum } from '../api/adminUpdateAlbum.ts';
import type { AlbumChange } from '../api/albumCache.ts';
import { albumPath, editAlbumPath } from '../publicPaths.ts';
import { ALBUMS_FALLBACK } from '../texts.ts';
import classes from './AlbumForm.module.css';
import {
  ALBUM_FORM_FIELDS,
  type AlbumFormInput,
  type AlbumFormOutput,
  albumFormSchema,
  albumFormValues,
  EMPTY_ALBUM_FORM,
} from './albumFormValues.ts';
import { photosFromAlbum, savedImages, useAlbumPhotos } from './albumPhotos.ts';
import { PhotoDropzone } from './PhotoDropzone.tsx';
import { PhotoList } from './PhotoList.tsx';

function photoCount(n: number): string {
  return `${n.toLocaleString('vi-VN')} ảnh`;
}

export interface AlbumFormProps {
  /** The album being edited; none for a new one. */
  album?: Album;
  /** Loads the newest copy after a version conflict. */
  onReload?: () => void;
  reloading?: boolean;
}

/**
 * Making or editing an album: name, address (made from the name until edited), description, the day of
 * the gathering, and the photos — uploaded by drag-and-drop or picked, ordered, captioned, one chosen as
 * the cover. A new album goes on to its edit page once saved.
 */
export function AlbumForm({ album, onReload, reloading = false }: AlbumFormProps) {
  const navigate = useNavigate();
  const { setting } = useSiteSetting();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const creation = useCreateAdminAlbum();
  const update = useUpdateAdminAlbum();
  const photos = useAlbumPhotos(album?.images ?? []);
  const [cover, setCover] = useState<string | null>(album?.coverImage ?? null);
  // A new album's address follows its name until the admin types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(album === undefined);

  const loadedValues = useMemo(() => (album ? albumFormValues(album) : EMPTY_ALBUM_FORM), [album]);
  const form = useForm<AlbumFormInput, unknown, AlbumFormOutput>({
    resolver: zodResolver(albumFormSchema),
    // A reload after a conflict fills the fields the admin has not touched; their own edits stay.
    values: loadedValues,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
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
  const stale = album !== undefined && isStaleWrite(update.error);
  const slug = watched.slug ?? '';
  const dayFirst = setting?.dateFormat === 'dd/mm/yy';
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
    if (album) {
      update.mutate(
        { id: album.id, changes: { ...body, version: album.version } },
        { onSuccess: onSaved, onError: onFailed },
      );
    } else {
      creation.mutate(body, { onSuccess: onSaved, onError: onFailed });
    }
  });

  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsTitle) {
        form.setValue('slug', slugify(event.target.value), { shouldValidate: form.formState.isSubmitted });
      }
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: { target: { value: string } }) => setSlugFollowsTitle(event.target.value.trim() === ''),
  });

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

  return (
    <form
      noValidate
      aria-label={album ? 'Sửa album' : 'Tạo album'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {guard.dialog}
      <Stack gap="md">
        {stale ? (
          <StaleVersionAlert
            message={errorMessage(update.error, ALBUMS_FALLBACK.update)}
            onReload={
              onReload
                ? () => {
                    update.reset();
                    onReload();
                  }
                : undefined
            }
            reloading={reloading}
          />
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              component="section"
              aria-labelledby="album-details-title"
            >
              <Stack gap="md">
                <Title order={2} size="h4" id="album-details-title">
                  Thông tin album
                </Title>
                <TextInput
                  label="Tên album"
                  placeholder="Ví dụ: Lễ Giỗ Tổ năm Bính Ngọ"
                  withAsterisk
                  autoComplete="off"
                  {...titleField}
                  error={errors.title?.message}
                />
                <TextInput
                  label="Đường dẫn"
                  description={`Địa chỉ album: ${albumPath(slug || 'duong-dan')}${
                    slugFollowsTitle ? ' — tự tạo từ tên album, có thể sửa' : ''
                  }`}
                  placeholder="tu-tao-tu-ten-album"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  {...slugField}
                  error={errors.slug?.message}
                />
                <Controller
                  control={form.control}
                  name="eventDate"
                  render={({ field, fieldState }) => (
                    <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: dayFirst ? 1 : 0 }}>
                      <DatePickerInput
                        label="Ngày diễn ra"
                        description="Ngày của buổi lễ, cuộc họp mặt mà ảnh ghi lại"
                        placeholder="Chọn ngày"
                        valueFormat={dayFirst ? 'DD/MM/YYYY' : 'MM/DD/YYYY'}
                        leftSection={<IconCalendar size={16} />}
                        clearable
                        clearButtonProps={{ 'aria-label': 'Xóa ngày diễn ra' }}
                        dropdownType={phone ? 'modal' : 'popover'}
                        value={field.value ?? null}
                        onChange={(value) => field.onChange(value || null)}
                        onBlur={field.onBlur}
                        error={fieldState.error?.message}
                      />
                    </DatesProvider>
                  )}
                />
                <Textarea
                  label="Mô tả"
                  description="Hiện ở đầu trang album và khi chia sẻ lên Facebook, Zalo"
                  autosize
                  minRows={3}
                  maxRows={8}
                  {...form.register('description')}
                  error={errors.description?.message}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper
              withBorder
              radius="md"
              p={{ base: 'sm', sm: 'md' }}
              component="section"
              aria-labelledby="album-photos-title"
            >
              <Stack gap="md">
                <Group justify="space-between" gap="xs">
                  <Title order={2} size="h4" id="album-photos-title">
                    Ảnh trong album
                  </Title>
                  <Text size="sm" c="dimmed">
                    {photoCount(photos.photos.length)}
                  </Text>
                </Group>
                <PhotoDropzone onFiles={photos.addFiles} />
                {photos.photos.length > 0 ? (
                  <>
                    <Text size="sm" c="dimmed">
                      Kéo biểu tượng ⋮⋮ (hoặc bấm mũi tên trên điện thoại) để đổi thứ tự ảnh. Ảnh bìa hiện ở
                      danh sách album; chưa chọn thì ảnh đầu tiên là ảnh bìa.
                    </Text>
                    <PhotoList
                      photos={photos.photos}
                      cover={cover}
                      onCover={setCover}
                      actions={photoActions}
                    />
                  </>
                ) : (
                  <Stack align="center" gap={4} py="md" c="dimmed" ta="center">
                    <IconPhoto size={32} stroke={1.5} aria-hidden />
                    <Text size="sm">Album chưa có ảnh nào.</Text>
                  </Stack>
                )}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
      <div className={classes.saveBar}>
        {/* One line even on a phone: the bar stays small over a long list of photos. */}
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text
            fz={{ base: 'xs', sm: 'sm' }}
            c={failed > 0 || tooMany ? 'red' : 'dimmed'}
            style={{ flex: 1, minWidth: 0 }}
            aria-live="polite"
          >
            {saveHint}
          </Text>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={saving}
            disabled={pending > 0 || tooMany}
            style={{ flexShrink: 0 }}
          >
            {album ? 'Lưu thay đổi' : 'Tạo album'}
          </Button>
        </Group>
      </div>
    </form>
  );
}

import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import type { Album } from '@giapha/contract';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconDeviceFloppy, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextarea } from '../../../components/FormTextFields.tsx';
import {
  type ReloadableFormProps,
  SaveConflictAlert,
  TitleAndSlugFields,
} from '../../../components/RecordFormFields.tsx';
import { useSiteSetting } from '../../../lib/site-setting.ts';
import { albumPath } from '../publicPaths.ts';
import classes from './AlbumForm.module.css';
import { PhotoDropzone } from './PhotoDropzone.tsx';
import { PhotoList } from './PhotoList.tsx';
import { photoCount, useAlbumForm } from './useAlbumForm.ts';

interface AlbumSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** Shown on the heading's right (the number of photos). */
  beside?: ReactNode;
  children: ReactNode;
}

/** One of the form's two bordered sections (the album's details, its photos), named by its heading. */
function AlbumSection({ titleId, title, beside, children }: AlbumSectionProps) {
  const heading = (
    <Title order={2} size="h4" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {beside ? (
          <Group justify="space-between" gap="xs">
            {heading}
            {beside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}

export interface AlbumFormProps extends ReloadableFormProps {
  /** The album being edited; none for a new one. */
  album?: Album;
}

/**
 * Making or editing an album: name, address (made from the name until edited), description, the day of
 * the gathering, and the photos — uploaded by drag-and-drop or picked, ordered, captioned, one chosen as
 * the cover. A new album goes on to its edit page once saved.
 */
export function AlbumForm({ album, onReload, reloading = false }: AlbumFormProps) {
  const { setting } = useSiteSetting();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const state = useAlbumForm(album);
  const { form, photos } = state;
  const { errors } = form.formState;
  const dayFirst = setting?.dateFormat === 'dd/mm/yy';

  return (
    <form
      noValidate
      aria-label={album ? 'Sửa album' : 'Tạo album'}
      onSubmit={(event) => {
        event.preventDefault();
        void state.save();
      }}
    >
      {state.guard.dialog}
      <Stack gap="md">
        <SaveConflictAlert conflict={state.conflict} onReload={onReload} reloading={reloading} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AlbumSection titleId="album-details-title" title="Thông tin album">
              <TitleAndSlugFields
                title={{ label: 'Tên album', placeholder: 'Ví dụ: Lễ Giỗ Tổ năm Bính Ngọ' }}
                address={{
                  addressLabel: 'Địa chỉ album',
                  path: albumPath,
                  madeFrom: 'tên album',
                  placeholder: 'tu-tao-tu-ten-album',
                }}
                fields={state}
                slug={state.watched.slug}
                errors={errors}
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
              <FormTextarea
                form={form}
                name="description"
                label="Mô tả"
                description="Hiện ở đầu trang album và khi chia sẻ lên Facebook, Zalo"
                minRows={3}
              />
            </AlbumSection>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <AlbumSection
              titleId="album-photos-title"
              title="Ảnh trong album"
              beside={
                <Text size="sm" c="dimmed">
                  {photoCount(photos.length)}
                </Text>
              }
            >
              <PhotoDropzone onFiles={state.addFiles} />
              {photos.length > 0 ? (
                <>
                  <Text size="sm" c="dimmed">
                    Kéo biểu tượng ⋮⋮ (hoặc bấm mũi tên trên điện thoại) để đổi thứ tự ảnh. Ảnh bìa hiện ở
                    danh sách album; chưa chọn thì ảnh đầu tiên là ảnh bìa.
                  </Text>
                  <PhotoList
                    photos={photos}
                    cover={state.cover}
                    onCover={state.setCover}
                    actions={state.photoActions}
                  />
                </>
              ) : (
                <Stack align="center" gap={4} py="md" c="dimmed" ta="center">
                  <IconPhoto size={32} stroke={1.5} aria-hidden />
                  <Text size="sm">Album chưa có ảnh nào.</Text>
                </Stack>
              )}
            </AlbumSection>
          </Grid.Col>
        </Grid>
      </Stack>
      <div className={classes.saveBar}>
        {/* One line even on a phone: the bar stays small over a long list of photos. */}
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text
            fz={{ base: 'xs', sm: 'sm' }}
            c={state.failed > 0 || state.tooMany ? 'red' : 'dimmed'}
            style={{ flex: 1, minWidth: 0 }}
            aria-live="polite"
          >
            {state.saveHint}
          </Text>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={state.saving}
            disabled={state.pending > 0 || state.tooMany}
            style={{ flexShrink: 0 }}
          >
            {album ? 'Lưu thay đổi' : 'Tạo album'}
          </Button>
        </Group>
      </div>
    </form>
  );
}

import { GRAVE_PHOTOS_MAX, gravePhotoKinds } from '@giapha/contract';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { type Control, Controller, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { ImageUploadField } from '../../../components/ImageUploadField.tsx';
import type { GraveFormValues } from '../graveForm.ts';
import { GRAVE_PHOTO_KIND_LABELS, GRAVE_TEXTS } from '../texts.ts';

const KIND_OPTIONS = gravePhotoKinds.map((kind) => ({ value: kind, label: GRAVE_PHOTO_KIND_LABELS[kind] }));

function isKind(value: string | null): value is (typeof gravePhotoKinds)[number] {
  return gravePhotoKinds.some((kind) => kind === value);
}

interface GravePhotosFieldProps {
  control: Control<GraveFormValues>;
  register: UseFormRegister<GraveFormValues>;
  /** The message of each photo's address, by index. */
  urlErrors: readonly (string | undefined)[];
  error?: string | undefined;
}

/** Photos of the grave and its stele: each uploaded (or its address typed), with its kind and caption. */
export function GravePhotosField({ control, register, urlErrors, error }: GravePhotosFieldProps) {
  const photos = useFieldArray({ control, name: 'photos' });
  return (
    <Stack gap="xs" role="group" aria-label={GRAVE_TEXTS.photos}>
      <div>
        <Text size="sm" fw={500}>
          {GRAVE_TEXTS.photos}
        </Text>
        <Text size="xs" c="dimmed">
          {GRAVE_TEXTS.photosHint}
        </Text>
      </div>
      {photos.fields.map((photo, index) => (
        <Paper key={photo.id} withBorder radius="sm" p="sm">
          <Stack gap="xs">
            <Controller
              control={control}
              name={`photos.${index}.url`}
              render={({ field }) => (
                <ImageUploadField
                  label={GRAVE_TEXTS.photo(index)}
                  value={field.value || null}
                  onChange={(url) => field.onChange(url ?? '')}
                  error={urlErrors[index]}
                />
              )}
            />
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Controller
                control={control}
                name={`photos.${index}.kind`}
                render={({ field }) => (
                  <Select
                    label={GRAVE_TEXTS.photoKind}
                    data={KIND_OPTIONS}
                    value={field.value}
                    onChange={(value) => {
                      if (isKind(value)) field.onChange(value);
                    }}
                    allowDeselect={false}
                    w={{ base: '100%', xs: 140 }}
                  />
                )}
              />
              <TextInput
                label={GRAVE_TEXTS.photoCaption}
                placeholder="Ví dụ: Bia mộ dựng năm 1995"
                style={{ flex: 1, minWidth: 180 }}
                {...register(`photos.${index}.caption`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${GRAVE_TEXTS.removePhoto} (${GRAVE_TEXTS.photo(index)})`}
                onClick={() => photos.remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Stack>
        </Paper>
      ))}
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
      {photos.fields.length < GRAVE_PHOTOS_MAX ? (
        <Button
          variant="light"
          leftSection={<IconPhotoPlus size={16} />}
          onClick={() =>
            photos.append({ url: '', caption: '', kind: photos.fields.length === 0 ? 'grave' : 'stele' })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {GRAVE_TEXTS.addPhoto}
        </Button>
      ) : null}
    </Stack>
  );
}

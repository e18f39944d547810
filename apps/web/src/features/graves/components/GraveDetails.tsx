import { type GravePhoto, uploadVariantUrl } from '@giapha/contract';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { formatPlace, PlaceMapLinks } from '../../places/index.ts';
import { GRAVE_PHOTO_KIND_LABELS, GRAVE_TEXTS } from '../texts.ts';

/** What a grave card shows: its place, plot, note, coordinates (or its place's) and photos. */
export interface GraveShown {
  cemetery: string | null;
  place: { name: string; oldName: string | null; latitude: number | null; longitude: number | null } | null;
  plot: string | null;
  latitude: number | null;
  longitude: number | null;
  note?: string | null;
  photos: readonly GravePhoto[];
}

/** The grave's own point, else its place's: where the directions lead. */
export function graveCoordinates(grave: Pick<GraveShown, 'latitude' | 'longitude' | 'place'>) {
  if (grave.latitude != null && grave.longitude != null) {
    return { latitude: grave.latitude, longitude: grave.longitude };
  }
  return { latitude: grave.place?.latitude ?? null, longitude: grave.place?.longitude ?? null };
}

/** Small photos in a row, each opening the full image; named by kind and caption. */
export function GravePhotoStrip({ photos, size = 72 }: { photos: readonly GravePhoto[]; size?: number }) {
  if (photos.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {photos.map((photo, index) => {
        const alt = [GRAVE_PHOTO_KIND_LABELS[photo.kind], photo.caption].filter(Boolean).join(': ');
        return (
          <Anchor
            key={`${photo.url} ${photo.kind} ${photo.caption ?? ''}`}
            href={photo.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${GRAVE_TEXTS.photo(index)}: ${alt}`}
          >
            <Image
              src={uploadVariantUrl(photo.url, 'thumb')}
              alt={alt}
              w={size}
              h={size}
              radius="sm"
              fit="cover"
              loading="lazy"
            />
          </Anchor>
        );
      })}
    </Group>
  );
}

/** The lines of a grave: place, plot, note, then the directions links. */
export function GraveFacts({ grave }: { grave: GraveShown }) {
  const place = formatPlace(grave.place);
  const point = graveCoordinates(grave);
  return (
    <Stack gap={4}>
      {place ? (
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {GRAVE_TEXTS.place}:{' '}
          </Text>
          {place}
        </Text>
      ) : null}
      {grave.plot ? (
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            {GRAVE_TEXTS.plot}:{' '}
          </Text>
          {grave.plot}
        </Text>
      ) : null}
      {grave.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {grave.note}
        </Text>
      ) : null}
      <PlaceMapLinks latitude={point.latitude} longitude={point.longitude} />
    </Stack>
  );
}

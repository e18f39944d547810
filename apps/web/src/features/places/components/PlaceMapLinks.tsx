import { mapLinks } from '@giapha/genealogy';
import { Anchor, Group, type GroupProps } from '@mantine/core';
import { IconMap, IconWorld } from '@tabler/icons-react';
import { PLACE_TEXTS } from '../texts.ts';

export interface PlaceMapLinksProps extends Omit<GroupProps, 'children'> {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}

/**
 * Two small links to the point: the phone's map app (a `geo:` address) and OpenStreetMap in the
 * browser. Nothing without both coordinates.
 */
export function PlaceMapLinks({ latitude, longitude, ...groupProps }: PlaceMapLinksProps) {
  if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) {
    return null;
  }
  const links = mapLinks(latitude, longitude);
  return (
    <Group gap="sm" {...groupProps}>
      <Anchor href={links.geo} size="xs">
        <Group gap={4} wrap="nowrap" component="span">
          <IconMap size={14} aria-hidden />
          {PLACE_TEXTS.openMap}
        </Group>
      </Anchor>
      <Anchor href={links.web} size="xs" target="_blank" rel="noopener noreferrer">
        <Group gap={4} wrap="nowrap" component="span">
          <IconWorld size={14} aria-hidden />
          {PLACE_TEXTS.openWebMap}
        </Group>
      </Anchor>
    </Group>
  );
}

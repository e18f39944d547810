import { type PublicGrave, type PublicGraveArea, uploadVariantUrl } from '@giapha/contract';
import {
  Anchor,
  AspectRatio,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconGrave2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PublicCardSkeleton } from '../../../components/public-list/PublicCardSkeleton.tsx';
import { PublicEmptyState } from '../../../components/public-list/PublicEmptyState.tsx';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { SectionTitle, treeViewerPath } from '../../home/index.ts';
import { usePublicGraves } from '../api/publicGraves.ts';
import { GraveFacts, graveCoordinates } from '../components/GraveDetails.tsx';
import { GRAVE_PHOTO_KIND_LABELS, PUBLIC_GRAVE_TEXTS } from '../texts.ts';

/** A person's years as a visitor reads them: "khoảng 1850 – 10/03/1920". */
function lifeSpan(person: PublicGrave['person']): string {
  if (!person.birth && !person.death) return '';
  return `${person.birth ?? '?'} – ${person.death ?? '?'}`;
}

function GraveCard({ grave }: { grave: PublicGrave }) {
  const { person, photo } = grave;
  const years = lifeSpan(person);
  const point = graveCoordinates(grave);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={person.name}>
      {photo ? (
        <Card.Section>
          <AspectRatio ratio={4 / 3}>
            <Image
              src={uploadVariantUrl(photo.url, 480)}
              alt={[GRAVE_PHOTO_KIND_LABELS[photo.kind], photo.caption ?? person.name].join(': ')}
              fit="cover"
              loading="lazy"
            />
          </AspectRatio>
        </Card.Section>
      ) : null}
      <Stack gap={6} mt={photo ? 'sm' : 0}>
        <Group gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={treeViewerPath(person.treeId)}
            fw={600}
            title={PUBLIC_GRAVE_TEXTS.viewTree}
          >
            {person.name}
          </Anchor>
          {person.generation != null ? (
            <Badge variant="light" color="clan" size="sm">
              {PUBLIC_GRAVE_TEXTS.generation(person.generation)}
            </Badge>
          ) : null}
        </Group>
        {years ? (
          <Text size="sm" c="dimmed">
            {years}
          </Text>
        ) : null}
        {grave.cemetery ? <Text size="sm">{grave.cemetery}</Text> : null}
        <GraveFacts grave={{ ...grave, ...point, photos: [] }} />
      </Stack>
    </Card>
  );
}

function AreaSection({ area, index }: { area: PublicGraveArea; index: number }) {
  const id = `graves-area-${index}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group gap="xs" align="baseline">
        <Title order={2} size="h3" id={id}>
          {area.area}
        </Title>
        <Text size="sm" c="dimmed">
          {PUBLIC_GRAVE_TEXTS.count(area.graves.length)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {area.graves.map((grave) => (
          <GraveCard key={grave.id} grave={grave} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function GravesSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label={PUBLIC_GRAVE_TEXTS.loading}>
      {[0, 1, 2].map((key) => (
        <PublicCardSkeleton key={key}>
          <Skeleton h={16} w="60%" />
          <Skeleton h={12} w="40%" />
          <Skeleton h={12} w="80%" />
        </PublicCardSkeleton>
      ))}
    </SimpleGrid>
  );
}

/** `/graves`: where the clan's deceased rest, by area, with directions — for the Thanh Minh visit. */
export function GravesPage() {
  usePageTitle(PUBLIC_GRAVE_TEXTS.title);
  const query = usePublicGraves();
  const areas = query.data?.areas ?? [];
  return (
    <Stack gap="lg">
      <SectionTitle order={1} description={PUBLIC_GRAVE_TEXTS.description}>
        {PUBLIC_GRAVE_TEXTS.title}
      </SectionTitle>
      <QueryBody
        query={query}
        placeholder={<GravesSkeleton />}
        errorTitle={PUBLIC_GRAVE_TEXTS.errorTitle}
        isEmpty={areas.length === 0}
        empty={
          <PublicEmptyState
            icon={<IconGrave2 size={28} />}
            title={PUBLIC_GRAVE_TEXTS.emptyTitle}
            hint={PUBLIC_GRAVE_TEXTS.emptyHint}
          />
        }
      >
        <Stack gap="xl">
          {areas.map((area, index) => (
            <AreaSection key={area.area} area={area} index={index} />
          ))}
        </Stack>
      </QueryBody>
    </Stack>
  );
}

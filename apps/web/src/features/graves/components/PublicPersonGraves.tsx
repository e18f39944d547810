import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { usePublicPersonGraves } from '../api/publicPersonGraves.ts';
import { GRAVE_TEXTS } from '../texts.ts';
import { GraveFacts, GravePhotoStrip } from './GraveDetails.tsx';

const TITLE_ID = 'public-person-graves-title';

/**
 * A person's graves on their public page: where they rest, with directions and photos. Nothing at
 * all when they have none (or visitors may not see them: the server answers 404).
 */
export function PublicPersonGraves({ personId }: { personId: string }) {
  const query = usePublicPersonGraves(personId);
  const graves = query.data ?? [];
  if (query.isError || (query.isSuccess && graves.length === 0)) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={TITLE_ID}>
      <Title order={2} size="h3" id={TITLE_ID}>
        {GRAVE_TEXTS.section}
      </Title>
      <QueryBody
        query={query}
        placeholder={<Skeleton h={96} radius="sm" />}
        errorTitle={GRAVE_TEXTS.section}
        isEmpty={false}
        empty={null}
      >
        {graves.map((grave) => (
          <Paper
            key={grave.id}
            withBorder
            radius="sm"
            p="sm"
            component="article"
            aria-label={grave.cemetery ?? GRAVE_TEXTS.unnamed}
          >
            <Stack gap="xs">
              <Text fw={600}>{grave.cemetery ?? GRAVE_TEXTS.unnamed}</Text>
              <GraveFacts grave={grave} />
              <GravePhotoStrip photos={grave.photos} size={96} />
            </Stack>
          </Paper>
        ))}
      </QueryBody>
    </Stack>
  );
}

import type { MyKinship, Sex } from '@giapha/contract';
import { thirdPerson } from '@giapha/genealogy';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRoute, IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { KinshipAnswerView } from '../../../components/kinship/KinshipAnswerView.tsx';
import { GoldPanel } from '../../../components/public-detail/PublicDetailPage.tsx';
import { QueryErrorAlert } from '../../../components/QueryErrorAlert.tsx';
import { isAuthenticated, useSession } from '../../../lib/session.ts';
import { useMyKinshipQuery } from '../api/myKinship.ts';
import { useMyPersonQuery } from '../api/myPerson.ts';
import { PERSON_LINKS_FALLBACK, REGION_LABELS, MY_KINSHIP_TEXTS as T } from '../texts.ts';

interface MyKinshipCardProps {
  /** The person the page is about. */
  personId: string;
  sex: Sex;
}

function kinshipSex(sex: Sex) {
  if (sex === 'male') return 'M';
  if (sex === 'female') return 'F';
  return null;
}

/**
 * On a person page, for a signed-in member: how they and this person call each other, computed by the
 * server over the clan's records (the page loads no tree). A member not linked yet is shown where to say
 * who they are; a visitor sees nothing.
 */
export function MyKinshipCard({ personId, sex }: MyKinshipCardProps) {
  const signedIn = isAuthenticated(useSession());
  const mine = useMyPersonQuery(signedIn);
  const linked = mine.data?.person != null;
  const region = mine.data ? (mine.data.kinshipRegion ?? mine.data.clanKinshipRegion) : 'north';
  const query = useMyKinshipQuery(personId, region, signedIn && linked);
  if (!signedIn || !mine.data) return null;
  if (!linked) {
    return (
      <Group gap={6} wrap="wrap">
        <IconUserQuestion size={18} aria-hidden color="var(--mantine-color-dimmed)" />
        <Anchor component={Link} to="/settings" size="sm">
          {T.tellWho}
        </Anchor>
        <Text size="sm" c="dimmed">
          {T.tellWhoHint}
        </Text>
      </Group>
    );
  }
  return (
    <GoldPanel label={T.title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {T.title}
          </Title>
          {query.data ? (
            <Text size="xs" c="dimmed">
              {T.region(REGION_LABELS[query.data.region])}
            </Text>
          ) : null}
        </Group>
        {query.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={T.loading}>
            <Skeleton h={18} w="70%" />
            <Skeleton h={18} w="60%" />
            <Skeleton h={14} w="50%" />
          </Stack>
        ) : query.isError ? (
          <QueryErrorAlert
            title={PERSON_LINKS_FALLBACK.kinship}
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <KinshipBody data={query.data} sex={sex} />
        )}
      </Stack>
    </GoldPanel>
  );
}

/** The tree opened on the person with the path from the member drawn (`?from=&to=`, see FamilyTreePage). */
function pathOnTree(treeId: string, from: string, to: string): string {
  return `/family-tree?${new URLSearchParams({ id: treeId, from, to }).toString()}`;
}

function KinshipBody({ data, sex }: { data: MyKinship; sex: Sex }) {
  const { answer, names, treeId } = data;
  const from = answer.persons[0];
  const to = answer.persons[answer.persons.length - 1];
  if (answer.kind === 'self') {
    return (
      <Text size="sm" fw={600}>
        {T.self}
      </Text>
    );
  }
  return (
    <KinshipAnswerView
      answer={answer}
      first="Bạn"
      second={thirdPerson(answer.path, kinshipSex(sex), answer.term)}
      nameOf={(id) => names[id] ?? ''}
      actions={
        treeId && from && to ? (
          <Anchor component={Link} to={pathOnTree(treeId, from, to)} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconRoute size={16} aria-hidden />
              {T.onTree}
            </Group>
          </Anchor>
        ) : null
      }
    />
  );
}

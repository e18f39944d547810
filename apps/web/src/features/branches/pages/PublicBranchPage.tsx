import type { PublicBranch, PublicBranchPerson } from '@giapha/contract';
import { foldVietnamese } from '@giapha/genealogy';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBinaryTree, IconGitBranch, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  DetailSkeleton,
  DetailSummary,
  DetailTitle,
  GoldPanel,
  PublicDetailPage,
  TextLinesSkeleton,
} from '../../../components/public-detail/PublicDetailPage.tsx';
import { useCurrentDomain } from '../../../lib/tenant.ts';
import { BranchCalendarLink } from '../../calendar/index.ts';
import { OccurrenceList, today } from '../../events/index.ts';
import { publicBranchQuery } from '../api/branches.ts';
import { BranchHeads } from '../components/BranchHeads.tsx';
import { BRANCHES_FALLBACK, generationLabel, lifeYearsLabel } from '../texts.ts';

/** How many persons the page shows before "Xem thêm". */
const PERSONS_SHOWN = 60;

function PersonCard({ person }: { person: PublicBranchPerson }) {
  const details = [generationLabel(person.generation), lifeYearsLabel(person)].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Anchor
        component={Link}
        to={`/persons/${person._id}`}
        fw={600}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {person.name}
      </Anchor>
      {details ? (
        <Text size="xs" c="dimmed">
          {details}
        </Text>
      ) : null}
    </Paper>
  );
}

function BranchPersons({ persons }: { persons: readonly PublicBranchPerson[] }) {
  const [search, setSearch] = useState('');
  const [all, setAll] = useState(false);
  const deferred = useDeferredValue(search);
  const folded = useMemo(
    () => persons.map((person) => ({ person, key: foldVietnamese(person.name) })),
    [persons],
  );
  const term = foldVietnamese(deferred.trim());
  const matches = term ? folded.filter(({ key }) => key.includes(term)).map(({ person }) => person) : persons;
  const shown = all ? matches : matches.slice(0, PERSONS_SHOWN);
  return (
    <Stack gap="sm" component="section" aria-labelledby="branch-persons">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3" id="branch-persons">
          Người trong chi ({persons.length})
        </Title>
        <TextInput
          aria-label="Tìm người trong chi"
          placeholder="Tìm theo tên, không cần dấu"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      {matches.length === 0 ? (
        <Text size="sm" c="dimmed">
          Không tìm thấy ai tên như vậy trong chi.
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {shown.map((person) => (
            <PersonCard key={person._id} person={person} />
          ))}
        </SimpleGrid>
      )}
      {matches.length > shown.length ? (
        <Button variant="light" w="fit-content" onClick={() => setAll(true)}>
          Xem thêm {matches.length - shown.length} người
        </Button>
      ) : null}
    </Stack>
  );
}

function BranchBody({ branch }: { branch: PublicBranch }) {
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Badge
          variant="light"
          color="gold"
          radius="sm"
          tt="none"
          w="fit-content"
          leftSection={<IconGitBranch size={12} />}
        >
          {branch.treeName}
        </Badge>
        <DetailTitle>{branch.name}</DetailTitle>
        {branch.description ? <DetailSummary>{branch.description}</DetailSummary> : null}
        <Text size="sm">
          Người đứng đầu chi:{' '}
          <Anchor component={Link} to={`/persons/${branch.rootPerson._id}`} fw={600}>
            {branch.rootPerson.name}
          </Anchor>
        </Text>
        <BranchHeads heads={branch.heads} />
        <Button
          component={Link}
          to={`/family-tree?id=${encodeURIComponent(branch.treeId)}&focus=${encodeURIComponent(branch.rootPerson._id)}`}
          leftSection={<IconBinaryTree size={18} />}
          w="fit-content"
        >
          Xem trên cây gia phả
        </Button>
      </Stack>
      <GoldPanel label="Ngày giỗ sắp tới">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Ngày giỗ sắp tới
          </Title>
          {branch.upcoming.length === 0 ? (
            <Text size="sm" c="dimmed">
              Chưa có ngày giỗ nào trong năm tới.
            </Text>
          ) : (
            <OccurrenceList occurrences={branch.upcoming} label="Ngày giỗ của chi" countdownFrom={today()} />
          )}
          <BranchCalendarLink branchId={branch._id} />
        </Stack>
      </GoldPanel>
      <BranchPersons persons={branch.persons} />
    </Stack>
  );
}

/** `/branch/:id`: one branch of a public tree — its head, its persons and its coming giỗ. */
export function PublicBranchPage() {
  const { id = '' } = useParams();
  const domain = useCurrentDomain();
  const query = useQuery({
    ...publicBranchQuery(domain, id),
    select: (branch) => ({ ...branch, title: branch.name }),
  });
  return (
    <PublicDetailPage
      query={query}
      missing={{
        icon: <IconGitBranch size={32} />,
        title: 'Không tìm thấy chi',
        description: 'Chi này không có hoặc không còn hiển thị công khai.',
        back: { to: '/branch', label: 'Các chi, nhánh' },
      }}
      errorTitle={BRANCHES_FALLBACK.publicGet}
      back={{ to: '/branch', label: 'Các chi, nhánh' }}
      maw={960}
      skeleton={
        <DetailSkeleton label="Đang tải trang của chi">
          <Skeleton height={36} width="60%" />
          <TextLinesSkeleton lines={3} />
          <Skeleton height={160} radius="md" />
        </DetailSkeleton>
      }
    >
      {(branch) => <BranchBody branch={branch} />}
    </PublicDetailPage>
  );
}

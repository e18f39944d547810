import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconGitBranch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { usePublicBranches } from '../api/branches.ts';
import { BRANCHES_FALLBACK } from '../texts.ts';
import { BranchHeads } from './BranchHeads.tsx';

/** On `/branch`: the clan's branches (chi) with their heads, each opening its page; nothing when none. */
export function PublicBranchList() {
  const query = usePublicBranches();
  if (query.isPending) return <Skeleton height={120} radius="md" aria-label="Đang tải các chi" />;
  if (query.isError) return <FailedQueryAlert title={BRANCHES_FALLBACK.publicList} query={query} />;
  if (query.data.length === 0) return null;
  return (
    <section aria-labelledby="clan-branches">
      <Title order={2} size="h3" id="clan-branches" mb="md">
        Các chi và trưởng chi
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {query.data.map((branch) => (
          <Card key={branch._id} withBorder radius="md" padding="md" component="li">
            <Stack gap={6} h="100%">
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconGitBranch size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Anchor
                  component={Link}
                  to={`/branch/${branch._id}`}
                  fw={700}
                  c="inherit"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {branch.name}
                </Anchor>
              </Group>
              <Text size="sm" c="dimmed">
                {branch.treeName} · {branch.personCount} người
              </Text>
              <BranchHeads heads={branch.heads} />
              <Anchor
                component={Link}
                to={`/branch/${branch._id}`}
                size="sm"
                mt="auto"
                aria-label={`Xem ${branch.name}`}
              >
                <Group gap={4} wrap="nowrap">
                  Xem chi <IconArrowRight size={14} aria-hidden />
                </Group>
              </Anchor>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

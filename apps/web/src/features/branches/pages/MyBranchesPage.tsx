import { BRANCH_ROLE_LABELS, type Branch } from '@giapha/contract';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBinaryTree, IconExternalLink, IconGitBranch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyListInvitation } from '../../../components/list-page/index.ts';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { PersonClaimsSection } from '../../person-links/index.ts';
import { useBranches } from '../api/branches.ts';
import { PendingMembersList } from '../components/PendingMembersList.tsx';
import { keptBranches } from '../kept.ts';
import { BRANCHES_FALLBACK } from '../texts.ts';

const TITLE = 'Chi tôi quản lý';

function KeptBranchCard({ branch, role }: { branch: Branch; role: Branch['keepers'][number]['role'] }) {
  const titleId = `kept-${branch._id}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Group gap="xs">
              <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {branch.name}
              </Title>
              <Badge variant={role === 'head' ? 'filled' : 'light'} tt="none" radius="sm">
                {BRANCH_ROLE_LABELS[role]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {branch.treeName} · từ{' '}
              <Anchor component={Link} to={`/persons/${branch.rootPerson._id}`} size="sm">
                {branch.rootPerson.name}
              </Anchor>{' '}
              · {branch.personCount} người
            </Text>
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/tree/${branch.treeId}`}
            size="xs"
            leftSection={<IconBinaryTree size={14} />}
          >
            Sửa cây gia phả
          </Button>
          <Button
            component={Link}
            to={`/branch/${branch._id}`}
            size="xs"
            variant="default"
            leftSection={<IconExternalLink size={14} />}
          >
            Trang của chi
          </Button>
        </Group>
        <Stack gap="xs">
          <Title order={3} size="h6">
            Thành viên đăng ký chờ duyệt
          </Title>
          <PendingMembersList branchId={branch._id} />
        </Stack>
      </Stack>
    </Paper>
  );
}

/** `/settings/branches`: the branches the member keeps, their pending member links and registrations. */
export function MyBranchesPage() {
  usePageTitle(TITLE);
  const { user } = useSession();
  const query = useBranches();
  const kept = keptBranches(query.data ?? [], user?.id);
  const heads = kept.some(({ role }) => role === 'head');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Text c="dimmed" size="sm">
          Các chi bạn được giao gìn giữ: sửa người và gia đình trong chi, duyệt thành viên của chi.
        </Text>
      </Stack>
      <QueryBody
        query={query}
        placeholder={<Skeleton height={180} radius="md" role="status" aria-label="Đang tải các chi" />}
        errorTitle={BRANCHES_FALLBACK.list}
        isEmpty={kept.length === 0}
        empty={
          <EmptyListInvitation
            icon={<IconGitBranch size={30} />}
            title="Bạn chưa quản lý chi nào"
            description="Quản trị viên của dòng họ giao chi cho trưởng chi và biên tập viên."
            descriptionWidth={420}
          />
        }
      >
        <Stack gap="md">
          {heads ? <PersonClaimsSection /> : null}
          {kept.map(({ branch, role }) => (
            <KeptBranchCard key={branch._id} branch={branch} role={role} />
          ))}
        </Stack>
      </QueryBody>
    </Stack>
  );
}

import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconGitBranch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useBranches } from '../api/branches.ts';
import { keptBranches } from '../kept.ts';

/** On /settings: the way to "Chi tôi quản lý", only for a member who keeps a branch. */
export function MyBranchesLink() {
  const { user } = useSession();
  const query = useBranches();
  const kept = keptBranches(query.data ?? [], user?.id);
  if (kept.length === 0) return null;
  return (
    <Card component={Link} to="/settings/branches" withBorder radius="md" padding="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light">
          <IconGitBranch size={24} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>Chi tôi quản lý</Text>
          <Text size="sm" c="dimmed">
            {kept.map(({ branch }) => branch.name).join(', ')}: sửa cây và duyệt thành viên của chi.
          </Text>
        </Stack>
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, alignSelf: 'center' }} />
      </Group>
    </Card>
  );
}

import { BRANCH_ROLE_LABELS, type Branch } from '@giapha/contract';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconGitBranch, IconPencil, IconPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader.tsx';
import { confirmDeletion, deletionToasts, RecordName } from '../../../components/confirm-deletion.tsx';
import {
  DeleteMenuItem,
  EmptyListInvitation,
  RowActionsMenu,
  ViewOnSiteMenuItem,
} from '../../../components/list-page/index.ts';
import { QueryBody } from '../../../components/QueryBody.tsx';
import { usePageTitle } from '../../../lib/site-setting.ts';
import { shareableUrl } from '../../../lib/tenant.ts';
import { useBranches, useDeleteBranch } from '../api/branches.ts';
import { BranchFormModal } from '../components/BranchFormModal.tsx';
import { KeepersModal } from '../components/KeepersModal.tsx';
import { BRANCHES_FALLBACK } from '../texts.ts';

const TITLE = 'Chi và trưởng chi';

function KeepersLine({ branch }: { branch: Branch }) {
  if (branch.keepers.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        Chưa giao cho ai
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      {branch.keepers.map((keeper) => (
        <Badge
          key={keeper.userId}
          variant={keeper.role === 'head' ? 'filled' : 'light'}
          tt="none"
          radius="sm"
        >
          {BRANCH_ROLE_LABELS[keeper.role]}: {keeper.name}
        </Badge>
      ))}
    </Group>
  );
}

interface BranchCardProps {
  branch: Branch;
  busy: boolean;
  onEdit: () => void;
  onKeepers: () => void;
  onDelete: () => void;
}

function BranchCard({ branch, busy, onEdit, onKeepers, onDelete }: BranchCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={branch.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {branch.name}
            </Title>
            <Text size="sm" c="dimmed">
              {branch.treeName} · từ{' '}
              <Anchor component={Link} to={`/persons/${branch.rootPerson._id}`} size="sm">
                {branch.rootPerson.name}
              </Anchor>{' '}
              · {branch.personCount} người
            </Text>
          </Stack>
          <RowActionsMenu label={`Thao tác với ${branch.name}`} busy={busy} size={40}>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Sửa
            </Menu.Item>
            <Menu.Item leftSection={<IconUsers size={16} />} onClick={onKeepers}>
              Giao trưởng chi
            </Menu.Item>
            <ViewOnSiteMenuItem href={shareableUrl(`/branch/${branch._id}`)} />
            <DeleteMenuItem onClick={onDelete} />
          </RowActionsMenu>
        </Group>
        {branch.description ? (
          <Text size="sm" lineClamp={2}>
            {branch.description}
          </Text>
        ) : null}
        <KeepersLine branch={branch} />
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconUsers size={14} />}
          onClick={onKeepers}
        >
          Trưởng chi và biên tập viên
        </Button>
      </Stack>
    </Paper>
  );
}

/** `/admin/branches`: the clan's branches (chi), each rooted at a person of a tree, and who keeps them. */
export function AdminBranchesPage() {
  usePageTitle(TITLE);
  const query = useBranches();
  const removal = useDeleteBranch();
  const [editing, setEditing] = useState<Branch | null | undefined>(undefined);
  const [keepersOf, setKeepersOf] = useState<Branch | null>(null);
  const branches = query.data ?? [];

  const remove = (branch: Branch) =>
    confirmDeletion({
      title: 'Xóa chi',
      message: (
        <Text size="sm">
          Xóa <RecordName>{branch.name}</RecordName>? Người trong chi vẫn ở trong cây gia phả; trưởng chi và
          biên tập viên thôi quản lý chi này.
        </Text>
      ),
      onConfirm: () => removal.mutate({ id: branch._id }, deletionToasts(BRANCHES_FALLBACK.remove)),
    });

  const add = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
      Thêm chi
    </Button>
  );

  return (
    <Stack gap={0}>
      <AdminPageHeader
        title={TITLE}
        description="Một chi là con cháu của một người trong cây (cùng vợ, chồng của họ). Trưởng chi và biên tập viên chỉ sửa được người trong chi mình."
        actions={branches.length > 0 ? add : undefined}
      />
      <QueryBody
        query={query}
        placeholder={
          <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label="Đang tải các chi">
            <Skeleton height={160} radius="md" />
            <Skeleton height={160} radius="md" />
          </SimpleGrid>
        }
        errorTitle={BRANCHES_FALLBACK.list}
        isEmpty={branches.length === 0}
        empty={
          <EmptyListInvitation
            icon={<IconGitBranch size={30} />}
            title="Chưa có chi nào"
            description="Chọn một người trong cây gia phả làm người đứng đầu chi, rồi giao chi cho trưởng chi để họ cùng gìn giữ gia phả."
            descriptionWidth={460}
            action={add}
          />
        }
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {branches.map((branch) => (
            <BranchCard
              key={branch._id}
              branch={branch}
              busy={removal.isPending && removal.variables?.id === branch._id}
              onEdit={() => setEditing(branch)}
              onKeepers={() => setKeepersOf(branch)}
              onDelete={() => remove(branch)}
            />
          ))}
        </SimpleGrid>
      </QueryBody>
      <BranchFormModal
        opened={editing !== undefined}
        branch={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <KeepersModal branch={keepersOf} onClose={() => setKeepersOf(null)} />
    </Stack>
  );
}

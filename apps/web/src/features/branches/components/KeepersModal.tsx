import { BRANCH_ROLE_LABELS, type Branch, type BranchRole, branchRoles } from '@giapha/contract';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormModal } from '../../../components/FormModal.tsx';
import { ModalFormActions } from '../../../components/ModalFormActions.tsx';
import { FailedQueryAlert } from '../../../components/QueryErrorAlert.tsx';
import { RowIconButton } from '../../../components/RowIconButton.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useActiveMembers, useSetBranchKeepers } from '../api/branches.ts';
import { BRANCHES_FALLBACK } from '../texts.ts';

interface KeeperDraft {
  key: number;
  userId: string | null;
  role: BranchRole;
}

const ROLE_OPTIONS = branchRoles.map((role) => ({ value: role, label: BRANCH_ROLE_LABELS[role] }));

function isRole(value: string | null): value is BranchRole {
  return value === 'head' || value === 'editor';
}

function KeepersForm({ branch, onClose }: { branch: Branch; onClose: () => void }) {
  const members = useActiveMembers(true);
  const saving = useSetBranchKeepers();
  const [next, setNext] = useState(branch.keepers.length);
  const [rows, setRows] = useState<KeeperDraft[]>(() =>
    branch.keepers.map((keeper, index) => ({ key: index, userId: keeper.userId, role: keeper.role })),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const options = (members.data ?? []).map((member) => ({
    value: member.id,
    label: `${member.name} (@${member.username})`,
  }));
  // A keeper no longer in the first page of members still shows by name.
  for (const keeper of branch.keepers) {
    if (!options.some((option) => option.value === keeper.userId)) {
      options.push({ value: keeper.userId, label: keeper.name });
    }
  }

  const change = (key: number, patch: Partial<KeeperDraft>) =>
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = rows.filter((row): row is KeeperDraft & { userId: string } => row.userId !== null);
    if (new Set(chosen.map((row) => row.userId)).size !== chosen.length) {
      setProblem('Mỗi thành viên chỉ giữ một vai trò trong chi');
      return;
    }
    setProblem(null);
    saving.mutate(
      { id: branch._id, keepers: chosen.map(({ userId, role }) => ({ userId, role })) },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, BRANCHES_FALLBACK.keepers)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Người quản lý ${branch.name}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Trưởng chi duyệt đề xuất và thành viên của chi; biên tập viên sửa người và gia đình trong chi. Chỉ
          thành viên đã được duyệt mới được giao.
        </Text>
        {members.isError ? <FailedQueryAlert title={BRANCHES_FALLBACK.members} query={members} /> : null}
        {rows.length === 0 ? (
          <Text size="sm" fs="italic" c="dimmed">
            Chi chưa có người quản lý.
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={`Thành viên ${index + 1}`}
              placeholder={members.isPending ? 'Đang tải…' : 'Chọn thành viên'}
              data={options}
              value={row.userId}
              onChange={(value) => change(row.key, { userId: value })}
              searchable
              nothingFoundMessage="Không tìm thấy thành viên"
              style={{ flex: '1 1 200px' }}
            />
            <Select
              label="Vai trò"
              data={ROLE_OPTIONS}
              value={row.role}
              onChange={(value) => (isRole(value) ? change(row.key, { role: value }) : undefined)}
              allowDeselect={false}
              w={150}
            />
            <RowIconButton
              label={`Bỏ thành viên ${index + 1}`}
              color="red"
              onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
            >
              <IconTrash size={16} />
            </RowIconButton>
          </Group>
        ))}
        {problem ? (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          onClick={() => {
            setRows((list) => [
              ...list,
              { key: next, userId: null, role: list.length === 0 ? 'head' : 'editor' },
            ]);
            setNext((n) => n + 1);
          }}
        >
          Thêm người quản lý
        </Button>
        <ModalFormActions onCancel={onClose} pending={saving.isPending} editing createLabel="Lưu" />
      </Stack>
    </form>
  );
}

interface KeepersModalProps {
  branch: Branch | null;
  onClose: () => void;
}

/** Appoints the heads (trưởng chi) and editors of a branch. */
export function KeepersModal({ branch, onClose }: KeepersModalProps) {
  return (
    <FormModal opened={branch !== null} onClose={onClose} title="Trưởng chi và biên tập viên">
      {branch ? <KeepersForm key={branch._id} branch={branch} onClose={onClose} /> : null}
    </FormModal>
  );
}

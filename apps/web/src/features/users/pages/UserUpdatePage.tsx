import type { User } from '@giapha/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, type ButtonProps, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconCheck,
  IconDeviceFloppy,
  IconShieldCheck,
  IconShieldDown,
  IconTrash,
  IconUserQuestion,
  IconX,
} from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminUpdatePage, type RecordReload } from '../../../components/AdminRecordPages.tsx';
import { saveCallbacks } from '../../../components/modal-form.ts';
import { StackSkeleton } from '../../../components/PageSkeleton.tsx';
import { SaveConflictAlert } from '../../../components/RecordFormFields.tsx';
import { saveConflict, useLoadedForm } from '../../../components/record-form.ts';
import { formatDate } from '../../../lib/dates.ts';
import { UserPersonCard } from '../../person-links/index.ts';
import { useUser } from '../api/getUser.ts';
import { useUpdateUser } from '../api/updateUser.ts';
import { MemberFields, MemberFormActions } from '../components/MemberFields.tsx';
import { RoleBadge, StatusBadge } from '../components/UserBadges.tsx';
import { type UserActions, useUserActions } from '../components/useUserActions.tsx';
import { userUpdateForm } from '../schemas.ts';
import { USERS_FALLBACK } from '../texts.ts';

const FORM_FIELDS = ['name', 'username', 'email', 'password'] as const;
const BACK_TO_LIST = { to: '/admin/users', label: 'Danh sách thành viên' };

interface AccountButtonProps {
  variant?: ButtonProps['variant'];
  color?: string;
  icon: ReactNode;
  /** An action on the member is under way: every button waits. */
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** One of the small buttons acting on the member's account (approve, reject, role, delete). */
function AccountButton({ icon, busy, children, ...button }: AccountButtonProps) {
  return (
    <Button size="xs" leftSection={icon} disabled={busy} {...button}>
      {children}
    </Button>
  );
}

/** Status, role and the same approve / reject / role / delete actions as the list. */
function AccountPanel({
  user,
  actions,
  onRemoved,
}: {
  user: User;
  actions: UserActions;
  onRemoved: () => void;
}) {
  const busy = actions.isBusy(user);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="xs">
          <StatusBadge status={user.status} size="lg" />
          <RoleBadge role={user.role} size="lg" />
        </Group>
        <Text size="sm" c="dimmed">
          Tham gia ngày {formatDate(user.createdAt)} · Email {user.emailVerified ? 'đã' : 'chưa'} xác thực
        </Text>
        <Divider />
        <Group gap="xs">
          {user.status !== 'active' ? (
            <AccountButton
              color="green"
              icon={<IconCheck size={14} />}
              busy={busy}
              onClick={() => actions.approve(user)}
            >
              Duyệt
            </AccountButton>
          ) : null}
          {user.status === 'pending' ? (
            <AccountButton
              variant="light"
              color="orange"
              icon={<IconX size={14} />}
              busy={busy}
              onClick={() => actions.reject(user)}
            >
              Từ chối
            </AccountButton>
          ) : null}
          {user.role === 'admin' ? (
            <AccountButton
              variant="default"
              icon={<IconShieldDown size={14} />}
              busy={busy}
              onClick={() => actions.changeRole(user, 'user')}
            >
              Chuyển thành thành viên
            </AccountButton>
          ) : (
            <AccountButton
              variant="default"
              icon={<IconShieldCheck size={14} />}
              busy={busy}
              onClick={() => actions.changeRole(user, 'admin')}
            >
              Đặt làm quản trị viên
            </AccountButton>
          )}
          {actions.isSelf(user) ? null : (
            <AccountButton
              variant="subtle"
              color="red"
              icon={<IconTrash size={14} />}
              busy={busy}
              onClick={() => actions.remove(user, onRemoved)}
            >
              Xóa thành viên
            </AccountButton>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function UserEditForm({ user, reload }: { user: User; reload: RecordReload }) {
  const navigate = useNavigate();
  const update = useUpdateUser();
  const loadedValues = useMemo(
    () => ({ name: user.name, username: user.username, email: user.email, password: '' }),
    [user],
  );
  const form = useLoadedForm(zodResolver(userUpdateForm), loadedValues);
  const { errors } = form.formState;
  const conflict = saveConflict(update, { editing: true, fallback: USERS_FALLBACK.update });

  const submit = form.handleSubmit(({ password, ...fields }) =>
    update.mutate(
      { id: user.id, changes: { ...fields, ...(password ? { password } : {}), version: user.version } },
      saveCallbacks(form.setError, FORM_FIELDS, USERS_FALLBACK.update, () => navigate('/admin/users')),
    ),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Sửa thông tin thành viên">
        <Stack gap="md">
          <SaveConflictAlert conflict={conflict} onReload={reload.onReload} reloading={reload.reloading} />
          <MemberFields mode="update" register={form.register} errors={errors} />
          <MemberFormActions saving={update.isPending} icon={<IconDeviceFloppy size={18} />}>
            Lưu thay đổi
          </MemberFormActions>
        </Stack>
      </form>
    </Paper>
  );
}

/** /admin/users/update/:id: a member's details, status and role. */
export function UserUpdatePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useUser(id);
  const actions = useUserActions();
  return (
    <AdminUpdatePage
      query={query}
      title="Sửa thành viên"
      back={BACK_TO_LIST}
      maw={640}
      description={(user) => `${user.name} · @${user.username}`}
      loadErrorTitle="Không tải được thông tin thành viên"
      skeleton={<StackSkeleton maw={640} blocks={[96, 320]} />}
      notFound={{
        icon: <IconUserQuestion size={34} />,
        title: 'Không tìm thấy thành viên',
        description: 'Thành viên này không tồn tại hoặc đã bị xóa khỏi dòng họ.',
        back: { to: '/admin/users', label: 'Về danh sách thành viên' },
      }}
    >
      {(user, reload) => (
        <Stack gap="md">
          <AccountPanel user={user} actions={actions} onRemoved={() => navigate('/admin/users')} />
          <UserPersonCard userId={user.id} userName={user.name} />
          <UserEditForm user={user} reload={reload} />
        </Stack>
      )}
    </AdminUpdatePage>
  );
}

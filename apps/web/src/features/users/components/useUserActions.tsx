import type { User, UserRole } from '@giapha/contract';
import { Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useApproveUser } from '../api/approveUser.ts';
import { useDeleteUser } from '../api/deleteUser.ts';
import { useRejectUser } from '../api/rejectUser.ts';
import { useSetUserRole } from '../api/setUserRole.ts';
import { USERS_FALLBACK } from '../texts.ts';

function MemberName({ user }: { user: User }) {
  return (
    <Text span fw={600}>
      {user.name} (@{user.username})
    </Text>
  );
}

function showError(fallback: string) {
  return (error: unknown) => toast.error(errorMessage(error, fallback));
}

export interface UserActions {
  /** The signed-in admin's own row. */
  isSelf: (user: User) => boolean;
  /** A change to this member is on its way: their actions wait. */
  isBusy: (user: User) => boolean;
  approve: (user: User) => void;
  reject: (user: User) => void;
  changeRole: (user: User, role: UserRole) => void;
  remove: (user: User, onRemoved?: () => void) => void;
}

/**
 * Approve, reject, change role and delete, with a confirmation before anything hard to undo. Success
 * toasts the server's message (the spec's texts); a refusal (say, the clan's last admin) toasts its reason.
 */
export function useUserActions(): UserActions {
  const session = useSession();
  const approveMutation = useApproveUser();
  const rejectMutation = useRejectUser();
  const roleMutation = useSetUserRole();
  const deleteMutation = useDeleteUser();

  const busyIds = new Set<string | undefined>([
    approveMutation.isPending ? approveMutation.variables : undefined,
    rejectMutation.isPending ? rejectMutation.variables : undefined,
    roleMutation.isPending ? roleMutation.variables?.id : undefined,
    deleteMutation.isPending ? deleteMutation.variables : undefined,
  ]);

  const isSelf = (user: User) => session.user?.id === user.id;

  const setRole = (user: User, role: UserRole) =>
    roleMutation.mutate(
      { id: user.id, role, version: user.version },
      { onSuccess: ({ message }) => toast.success(message), onError: showError(USERS_FALLBACK.role) },
    );

  return {
    isSelf,
    isBusy: (user) => busyIds.has(user.id),
    approve: (user) =>
      approveMutation.mutate(user.id, {
        onSuccess: ({ message }) => toast.success(message),
        onError: showError(USERS_FALLBACK.approve),
      }),
    reject: (user) =>
      openConfirmModal({
        title: 'Từ chối thành viên',
        centered: true,
        children: (
          <Text size="sm">
            Từ chối yêu cầu tham gia của <MemberName user={user} />? Người này sẽ không đăng nhập được cho đến
            khi được duyệt lại.
          </Text>
        ),
        labels: { confirm: 'Từ chối', cancel: 'Hủy' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          rejectMutation.mutate(user.id, {
            onSuccess: ({ message }) => toast.success(message),
            onError: showError(USERS_FALLBACK.reject),
          }),
      }),
    changeRole: (user, role) => {
      if (role === user.role) return;
      if (role === 'admin') {
        setRole(user, role);
        return;
      }
      // Taking admin rights away locks someone out of these pages: ask first.
      openConfirmModal({
        title: 'Hạ quyền quản trị viên',
        centered: true,
        children: isSelf(user) ? (
          <Text size="sm">
            Bạn sẽ chuyển chính mình thành thành viên và không vào được trang quản trị nữa. Tiếp tục?
          </Text>
        ) : (
          <Text size="sm">
            Chuyển <MemberName user={user} /> thành thành viên? Người này sẽ không vào được trang quản trị
            nữa.
          </Text>
        ),
        labels: { confirm: 'Hạ quyền', cancel: 'Hủy' },
        confirmProps: { color: 'red' },
        onConfirm: () => setRole(user, role),
      });
    },
    remove: (user, onRemoved) =>
      openConfirmModal({
        title: 'Xóa thành viên',
        centered: true,
        children: (
          <Text size="sm">
            Xóa tài khoản của <MemberName user={user} />? Thao tác này không thể hoàn tác.
          </Text>
        ),
        labels: { confirm: 'Xóa', cancel: 'Hủy' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          deleteMutation.mutate(user.id, {
            onSuccess: (message) => {
              toast.success(message);
              onRemoved?.();
            },
            onError: showError(USERS_FALLBACK.delete),
          }),
      }),
  };
}

import type { User } from '@giapha/contract';
import { Menu } from '@mantine/core';
import { IconCheck, IconShieldCheck, IconShieldDown, IconX } from '@tabler/icons-react';
import { DeleteMenuItem, EditMenuItem, RowActionsMenu } from '../../../components/list-page/index.ts';
import type { UserActions } from './useUserActions.tsx';

interface UserActionsMenuProps {
  user: User;
  actions: UserActions;
  /** Off on the member's own edit page. */
  withEdit?: boolean;
  /** Runs after the member was deleted (the edit page goes back to the list). */
  onRemoved?: () => void;
}

/** Every action on one member behind one compact button, so a row fits a phone's width. */
export function UserActionsMenu({ user, actions, withEdit = true, onRemoved }: UserActionsMenuProps) {
  const canApprove = user.status !== 'active';
  const canReject = user.status === 'pending';
  // An admin does not delete their own account from here; the last admin is guarded by the server too.
  const canDelete = !actions.isSelf(user);
  return (
    <RowActionsMenu label={`Thao tác với ${user.name}`} busy={actions.isBusy(user)} width={230}>
      {canApprove || canReject ? (
        <>
          <Menu.Label>Duyệt đăng ký</Menu.Label>
          {canApprove ? (
            <Menu.Item
              color="green"
              leftSection={<IconCheck size={16} />}
              onClick={() => actions.approve(user)}
            >
              Duyệt
            </Menu.Item>
          ) : null}
          {canReject ? (
            <Menu.Item color="orange" leftSection={<IconX size={16} />} onClick={() => actions.reject(user)}>
              Từ chối
            </Menu.Item>
          ) : null}
          <Menu.Divider />
        </>
      ) : null}
      <Menu.Label>Vai trò</Menu.Label>
      {user.role === 'admin' ? (
        <Menu.Item
          leftSection={<IconShieldDown size={16} />}
          onClick={() => actions.changeRole(user, 'user')}
        >
          Chuyển thành thành viên
        </Menu.Item>
      ) : (
        <Menu.Item
          leftSection={<IconShieldCheck size={16} />}
          onClick={() => actions.changeRole(user, 'admin')}
        >
          Đặt làm quản trị viên
        </Menu.Item>
      )}
      {withEdit || canDelete ? <Menu.Divider /> : null}
      {withEdit ? <EditMenuItem to={`/admin/users/update/${user.id}`} label="Sửa thông tin" /> : null}
      {canDelete ? (
        <DeleteMenuItem onClick={() => actions.remove(user, onRemoved)} label="Xóa thành viên" />
      ) : null}
    </RowActionsMenu>
  );
}

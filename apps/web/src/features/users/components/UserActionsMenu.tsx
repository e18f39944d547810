import type { User } from '@giapha/contract';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCheck,
  IconDotsVertical,
  IconPencil,
  IconShieldCheck,
  IconShieldDown,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
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
    <Menu position="bottom-end" width={230} withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Thao tác với ${user.name}`}
          loading={actions.isBusy(user)}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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
              <Menu.Item
                color="orange"
                leftSection={<IconX size={16} />}
                onClick={() => actions.reject(user)}
              >
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
        {withEdit ? (
          <Menu.Item
            component={Link}
            to={`/admin/users/update/${user.id}`}
            leftSection={<IconPencil size={16} />}
          >
            Sửa thông tin
          </Menu.Item>
        ) : null}
        {canDelete ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => actions.remove(user, onRemoved)}
          >
            Xóa thành viên
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

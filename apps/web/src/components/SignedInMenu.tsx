import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isAdmin, isAuthenticated, useSession } from '../lib/session.ts';
import { useAppServices } from './AppServices.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return (words.at(-1)?.[0] ?? '?').toUpperCase();
}

/** The signed-in user's menu: their name and clan, the admin or members' area, and logout. */
export function SignedInMenu() {
  const session = useSession();
  const { useSignOut } = useAppServices();
  const signOut = useSignOut();
  if (!isAuthenticated(session) || !session.user) return null;
  const { user, clan } = session;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Tài khoản" data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="clan" radius="xl" size={34}>
              {initials(user.name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate maw={160} visibleFrom="xs">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate maw={160} visibleFrom="xs">
                {clan?.clanName}
              </Text>
            </div>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.name} · {user.role === 'admin' ? 'Quản trị viên' : 'Thành viên'}
        </Menu.Label>
        {isAdmin(session) ? (
          <Menu.Item component={Link} to="/admin/home" leftSection={<IconLayoutDashboard size={16} />}>
            Trang quản trị
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Khu vực thành viên
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Đăng xuất
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

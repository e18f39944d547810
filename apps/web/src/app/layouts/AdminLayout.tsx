import { Anchor, AppShell, Burger, Group, NavLink as MantineNavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, Outlet } from 'react-router';
import { ModalsLayer } from '../../components/ModalsLayer.tsx';
import { UserMenu } from '../../components/UserMenu.tsx';
import { useSiteSetting } from '../../lib/site-setting.ts';
import { ADMIN_NAV } from '../adminNav.ts';

/** The administration area: header with the user, a navigation menu of every admin page. */
export function AdminLayout() {
  const { siteName } = useSiteSetting();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <ModalsLayer>
      <AppShell
        data-layout="admin"
        header={{ height: 60 }}
        navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Mở menu quản trị"
              />
              <Anchor component={Link} to="/" underline="never" style={{ minWidth: 0 }}>
                <Text fw={700} c="clan" truncate>
                  {siteName}
                </Text>
              </Anchor>
              <Text size="sm" c="dimmed" visibleFrom="sm">
                · Quản trị
              </Text>
            </Group>
            <UserMenu />
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Menu quản trị">
          <ScrollArea>
            {ADMIN_NAV.map((item) => (
              <MantineNavLink
                key={item.to}
                component={NavLink}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} />}
                onClick={close}
              />
            ))}
          </ScrollArea>
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </ModalsLayer>
  );
}

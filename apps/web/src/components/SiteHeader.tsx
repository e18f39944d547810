import { Anchor, Burger, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { useSiteSetting } from '../app/SiteSetting.tsx';
import classes from './SiteHeader.module.css';
import { UserMenu } from './UserMenu.tsx';

export const SITE_LINKS = [
  { to: '/', label: 'Trang chủ' },
  { to: '/blogs', label: 'Tin tức' },
  { to: '/family-tree', label: 'Gia phả' },
  { to: '/events', label: 'Sự kiện' },
  { to: '/albums', label: 'Album ảnh' },
  { to: '/campaigns', label: 'Đóng góp' },
  { to: '/contact', label: 'Liên hệ' },
] as const;

/** The public site's header: clan name, navigation (a drawer on phones) and the user menu. */
export function SiteHeader() {
  const { siteName } = useSiteSetting();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Mở menu" />
          <Anchor component={Link} to="/" underline="never" className={classes.brand}>
            <Text fw={700} c="clan.8" truncate>
              {siteName}
            </Text>
          </Anchor>
        </Group>
        <Group gap={4} visibleFrom="md" component="nav" aria-label="Điều hướng chính">
          {SITE_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} className={classes.link}>
              {link.label}
            </NavLink>
          ))}
        </Group>
        <UserMenu />
      </Container>
      <Drawer opened={opened} onClose={close} title={siteName} size="75%" hiddenFrom="md">
        <Stack gap={4} component="nav" aria-label="Điều hướng chính">
          {SITE_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === '/'}
              className={classes.link}
              onClick={close}
            >
              {link.label}
            </NavLink>
          ))}
        </Stack>
      </Drawer>
    </header>
  );
}

export function SiteFooter() {
  const { siteName } = useSiteSetting();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Text size="sm" c="dimmed" ta="center">
          © {new Date().getFullYear()} {siteName}
        </Text>
      </Container>
    </footer>
  );
}

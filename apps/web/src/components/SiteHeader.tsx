import { isCurrentPath } from '@giapha/contract';
import { Anchor, Burger, Container, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconMail, IconMap2, IconMapPin, IconPhone } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSiteSetting } from '../lib/site-setting.ts';
import { hasContact, socialLinks, telHref } from './ClanContact.ts';
import classes from './SiteHeader.module.css';
import { newTabProps } from './SiteLink.tsx';
import { LONG_MENU, MenuLink, type NavItem, useNavItems } from './SiteNav.tsx';
import { SocialIcon } from './SocialIcon.tsx';
import { UserMenu } from './UserMenu.tsx';

const SiteDrawer = lazy(() => import('./SiteDrawer.tsx').then((m) => ({ default: m.SiteDrawer })));

/**
 * A top-level item with sub-items: its own page first, then the sub-items. Opened by hover or by a
 * click (touch, keyboard); plain CSS and a flag rather than a popover library, so a visitor's first
 * page stays light (DESIGN §9).
 */
function DropdownItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const [open, setOpen] = useState(false);
  const current = [item, ...item.children].some((entry) => isCurrentPath(entry.url, pathname));
  const close = () => setOpen(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: these handlers only close the list; the button inside is the control.
    <div
      className={classes.dropdown}
      data-open={open || undefined}
      onMouseLeave={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          close();
      }}
    >
      <UnstyledButton
        className={classes.link}
        data-current={current || undefined}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((was) => !was)}
      >
        <Group gap={4} wrap="nowrap" component="span">
          {item.label}
          <IconChevronDown size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
      <div className={classes.dropdownPanel}>
        {[item, ...item.children].map((entry) => (
          <MenuLink key={entry.id} item={entry} className={classes.dropdownLink} onClick={close} />
        ))}
      </div>
    </div>
  );
}

function Brand({ siteName, logo }: { siteName: string; logo: string | null }) {
  return (
    <Anchor component={Link} to="/" underline="never" className={classes.brand}>
      {logo ? (
        <img src={logo} alt={siteName} className={classes.logo} />
      ) : (
        <Text component="span" className={classes.siteName}>
          {siteName}
        </Text>
      )}
    </Anchor>
  );
}

/** The public site's header: logo or name, the clan's menu (a drawer on phones) and the user menu. */
export function SiteHeader() {
  const { siteName, setting } = useSiteSetting();
  const items = useNavItems();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads the first time it is opened, then stays mounted for its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const logo = setting?.logo ?? null;
  // A long menu needs a wide screen to fit on one line; until then it lives in the drawer.
  const desktopFrom = items.length > LONG_MENU ? 'lg' : 'md';
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Burger
            opened={opened}
            onClick={() => {
              setDrawerWanted(true);
              toggle();
            }}
            hiddenFrom={desktopFrom}
            size="sm"
            aria-label="Mở menu"
          />
          <Brand siteName={siteName} logo={logo} />
        </Group>
        <Group gap={2} visibleFrom={desktopFrom} component="nav" aria-label="Điều hướng chính" wrap="nowrap">
          {items.map((item) =>
            item.children.length > 0 ? (
              <DropdownItem key={item.id} item={item} pathname={pathname} />
            ) : (
              <MenuLink key={item.id} item={item} className={classes.link} />
            ),
          )}
        </Group>
        <UserMenu />
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <SiteDrawer
            opened={opened}
            onClose={close}
            siteName={siteName}
            items={items}
            hiddenFrom={desktopFrom}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Text component="h2" className={classes.footerHeading}>
      {children}
    </Text>
  );
}

/** The footer: the clan, how to reach it, its pages elsewhere, and the guide and contact pages. */
export function SiteFooter() {
  const { siteName, setting } = useSiteSetting();
  const contact = setting?.contact;
  const social = socialLinks(setting);
  const showContact = hasContact(contact);
  const columns = 1 + (showContact ? 1 : 0) + (social.length > 0 ? 1 : 0);
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: columns }} spacing="xl">
          <Stack gap="xs">
            <Text className={classes.footerName}>{siteName}</Text>
            {setting?.slogan ? <Text className={classes.footerMuted}>{setting.slogan}</Text> : null}
            {setting?.footerText ? (
              <Text size="sm" className={classes.footerMuted} style={{ whiteSpace: 'pre-line' }}>
                {setting.footerText}
              </Text>
            ) : null}
          </Stack>
          {contact && showContact ? (
            <Stack gap="xs">
              <FooterHeading>Liên hệ</FooterHeading>
              {contact.address ? (
                <FooterLine icon={<IconMapPin size={16} />}>{contact.address}</FooterLine>
              ) : null}
              {contact.phone ? (
                <FooterLine icon={<IconPhone size={16} />}>
                  <a href={telHref(contact.phone)} className={classes.footerLink}>
                    {contact.phone}
                  </a>
                </FooterLine>
              ) : null}
              {contact.email ? (
                <FooterLine icon={<IconMail size={16} />}>
                  <a href={`mailto:${contact.email}`} className={classes.footerLink}>
                    {contact.email}
                  </a>
                </FooterLine>
              ) : null}
              {contact.mapUrl ? (
                <FooterLine icon={<IconMap2 size={16} />}>
                  <a href={contact.mapUrl} {...newTabProps(contact.mapUrl)} className={classes.footerLink}>
                    Xem bản đồ
                  </a>
                </FooterLine>
              ) : null}
            </Stack>
          ) : null}
          {social.length > 0 ? (
            <Stack gap="xs">
              <FooterHeading>Kết nối với dòng họ</FooterHeading>
              <Group gap="sm">
                {social.map((link) => (
                  <a
                    key={link.key}
                    href={link.url}
                    {...newTabProps(link.url)}
                    className={classes.social}
                    aria-label={link.label}
                    title={link.label}
                  >
                    <SocialIcon network={link.key} />
                  </a>
                ))}
              </Group>
            </Stack>
          ) : null}
        </SimpleGrid>
        <div className={classes.footerBottom}>
          <Text size="sm">
            © {new Date().getFullYear()} {siteName}
          </Text>
          <Group gap="md" component="nav" aria-label="Liên kết cuối trang" fz="sm">
            <Link to="/guide" className={classes.footerLink}>
              Hướng dẫn sử dụng
            </Link>
            <Link to="/contact" className={classes.footerLink}>
              Liên hệ
            </Link>
            <Link to="/auth/register" className={classes.footerLink}>
              Đăng ký dòng họ mới
            </Link>
          </Group>
        </div>
      </Container>
    </footer>
  );
}

function FooterLine({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" className={classes.footerLine}>
      {icon ? <span className={classes.footerIcon}>{icon}</span> : null}
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

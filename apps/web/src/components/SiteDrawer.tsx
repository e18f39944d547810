import { Drawer, type MantineBreakpoint, Stack, Text } from '@mantine/core';
import clsx from 'clsx';
import classes from './SiteHeader.module.css';
import { MenuLink, type NavItem } from './SiteNav.tsx';

interface SiteDrawerProps {
  opened: boolean;
  onClose: () => void;
  siteName: string;
  items: NavItem[];
  hiddenFrom: MantineBreakpoint;
}

/** The clan's menu on a phone: loaded the first time the menu button is pressed. */
export function SiteDrawer({ opened, onClose, siteName, items, hiddenFrom }: SiteDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={<Text className={classes.siteName}>{siteName}</Text>}
      size="80%"
      hiddenFrom={hiddenFrom}
    >
      <Stack gap={2} component="nav" aria-label="Điều hướng chính">
        {items.map((item) => (
          <div key={item.id}>
            <MenuLink item={item} className={classes.drawerLink} onClick={onClose} />
            {item.children.length > 0 ? (
              <Stack gap={0} className={classes.drawerChildren}>
                {item.children.map((child) => (
                  <MenuLink
                    key={child.id}
                    item={child}
                    className={clsx(classes.drawerLink, classes.drawerChild)}
                    onClick={onClose}
                  />
                ))}
              </Stack>
            ) : null}
          </div>
        ))}
      </Stack>
    </Drawer>
  );
}

import { DEFAULT_MENU_LINKS, type PublicMenuItem } from '@giapha/contract';
import { NavLink } from 'react-router';
import { useAppServices } from './AppServices.ts';
import { isSitePath, newTabProps } from './SiteLink.tsx';

/** More top-level items than this only fit on a large screen. */
export const LONG_MENU = 7;

export interface NavItem {
  id: string;
  label: string;
  url: string;
  openInNewTab: boolean;
  children: NavItem[];
}

/** A clan that has removed every item of its menu still gets a way around its site. */
const DEFAULT_ITEMS: NavItem[] = DEFAULT_MENU_LINKS.map((link) => ({
  id: link.url,
  label: link.label,
  url: link.url,
  openInNewTab: false,
  children: [],
}));

function toNavItem(item: PublicMenuItem): NavItem {
  return {
    id: item.id,
    label: item.label,
    url: item.url,
    openInNewTab: item.openInNewTab,
    children: item.children.map((child) => ({ ...child, children: [] })),
  };
}

/** The clan's own menu; the default links when it has none (or it could not be loaded). */
export function useNavItems(): NavItem[] {
  const { usePublicMenus } = useAppServices();
  const menus = usePublicMenus();
  if (menus.isPending) return [];
  if (menus.data && menus.data.length > 0) return menus.data.map(toNavItem);
  return DEFAULT_ITEMS;
}

export function MenuLink({
  item,
  className,
  onClick,
}: {
  item: NavItem;
  className?: string;
  onClick?: () => void;
}) {
  if (isSitePath(item.url) && !item.openInNewTab) {
    return (
      <NavLink to={item.url} end={item.url === '/'} className={className} onClick={onClick}>
        {item.label}
      </NavLink>
    );
  }
  return (
    <a href={item.url} {...newTabProps(item.url, item.openInNewTab)} className={className} onClick={onClick}>
      {item.label}
    </a>
  );
}

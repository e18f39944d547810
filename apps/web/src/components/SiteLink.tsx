import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page of this site (`/blogs`), opened by the router; `//host` is another site. */
export function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Outside pages open in a new tab, as does any link the admin marked so; mailto:/tel: never do. */
export function opensInNewTab(url: string, openInNewTab = false): boolean {
  return /^https?:/i.test(url) || url.startsWith('//') || (openInNewTab && !/^(mailto|tel):/i.test(url));
}

/** What an `<a>` to `url` adds when it leaves: a new tab cut off from this page (no opener, no referrer). */
export function newTabProps(url: string, openInNewTab = false) {
  return opensInNewTab(url, openInNewTab) ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
}

interface SiteLinkProps {
  url: string;
  openInNewTab?: boolean;
  children: ReactNode;
}

/** A button to a link an admin typed (a home block's button): a route, or a plain link that leaves. */
export function SiteLinkButton({ url, openInNewTab, children, ...props }: SiteLinkProps & ButtonProps) {
  if (isSitePath(url) && !openInNewTab) {
    return (
      <Button component={Link} to={url} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <Button component="a" href={url} {...newTabProps(url, openInNewTab)} {...props}>
      {children}
    </Button>
  );
}

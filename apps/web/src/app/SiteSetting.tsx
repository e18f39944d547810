import { DEFAULT_PRIMARY_COLOR } from '@giapha/contract';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { PageLoader } from '../components/PageLoader.tsx';
import { usePublicSetting } from '../features/settings/index.ts';
import { DEFAULT_SITE_NAME, SiteSettingProvider } from '../lib/site-setting.ts';
import { createClanTheme } from './theme.ts';
import { readableCssVariablesResolver } from './theme-colors.ts';

const DEFAULT_FAVICON = '/favicon.ico';

function setFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.href = href;
}

/** The whole app in the clan's colour: the theme follows the setting's primary colour once it loads. */
export function ClanThemeProvider({ children }: { children: ReactNode }) {
  const primaryColor = usePublicSetting().data?.primaryColor ?? DEFAULT_PRIMARY_COLOR;
  const theme = useMemo(() => createClanTheme(primaryColor), [primaryColor]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableCssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/**
 * Loads the site setting before anything renders (spec §2), then sets the page icon and title and
 * hands the setting to every page (useSiteSetting / usePageTitle in lib/site-setting.ts).
 */
export function SiteSettingGate({ children }: { children: ReactNode }) {
  const query = usePublicSetting();
  const setting = query.data ?? null;
  const siteName = setting?.siteName ?? DEFAULT_SITE_NAME;
  // A layout effect runs before the pages' effects, so a page's own title (usePageTitle) wins.
  useLayoutEffect(() => {
    if (query.isPending) return;
    setFavicon(setting?.favicon || DEFAULT_FAVICON);
    document.title = siteName;
  }, [query.isPending, setting, siteName]);
  if (query.isPending) return <PageLoader />;
  return <SiteSettingProvider value={{ setting, siteName }}>{children}</SiteSettingProvider>;
}

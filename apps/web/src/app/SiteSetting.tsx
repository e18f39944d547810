import { DEFAULT_PRIMARY_COLOR, type PublicSetting, pageTitle } from '@giapha/contract';
import { MantineProvider } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo } from 'react';
import { PageLoader } from '../components/PageLoader.tsx';
import { usePublicSetting } from '../features/settings/api/publicSetting.ts';
import { createClanTheme } from './theme.ts';
import { readableCssVariablesResolver } from './theme-colors.ts';

export const DEFAULT_SITE_NAME = 'Gia phả dòng họ';
export const DEFAULT_FAVICON = '/favicon.ico';

interface SiteSettingValue {
  /** Null when this domain names no clan (yet): the site can still register one. */
  setting: PublicSetting | null;
  siteName: string;
}

const SiteSettingContext = createContext<SiteSettingValue>({ setting: null, siteName: DEFAULT_SITE_NAME });

export function useSiteSetting(): SiteSettingValue {
  return useContext(SiteSettingContext);
}

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

/** Loads the site setting before anything renders (spec §2), then sets the page icon and title. */
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
  return <SiteSettingContext.Provider value={{ setting, siteName }}>{children}</SiteSettingContext.Provider>;
}

/** Names the browser tab after the page; leaving the page gives the tab back the site's name. */
export function usePageTitle(title: string | null | undefined): void {
  const { siteName } = useSiteSetting();
  useEffect(() => {
    document.title = pageTitle(title, siteName);
    return () => {
      document.title = siteName;
    };
  }, [title, siteName]);
}

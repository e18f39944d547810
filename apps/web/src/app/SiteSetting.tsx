import type { PublicSetting } from '@giapha/contract';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { PageLoader } from '../components/PageLoader.tsx';
import { usePublicSetting } from '../features/settings/api/publicSetting.ts';

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

/** Loads the site setting before anything renders (spec §2), then sets the page icon and title. */
export function SiteSettingGate({ children }: { children: ReactNode }) {
  const query = usePublicSetting();
  const setting = query.data ?? null;
  const siteName = setting?.siteName ?? DEFAULT_SITE_NAME;
  useEffect(() => {
    if (query.isPending) return;
    setFavicon(setting?.favicon || DEFAULT_FAVICON);
    document.title = siteName;
  }, [query.isPending, setting, siteName]);
  if (query.isPending) return <PageLoader />;
  return <SiteSettingContext.Provider value={{ setting, siteName }}>{children}</SiteSettingContext.Provider>;
}

import { type PublicSetting, pageTitle } from '@giapha/contract';
import { createContext, useContext, useEffect } from 'react';

export const DEFAULT_SITE_NAME = 'Gia phả dòng họ';

export interface SiteSettingValue {
  /** Null when this domain names no clan (yet): the site can still register one. */
  setting: PublicSetting | null;
  siteName: string;
}

const SiteSettingContext = createContext<SiteSettingValue>({ setting: null, siteName: DEFAULT_SITE_NAME });

/** Filled once the setting has loaded, by the app's gate (app/SiteSetting.tsx). */
export const SiteSettingProvider = SiteSettingContext.Provider;

export function useSiteSetting(): SiteSettingValue {
  return useContext(SiteSettingContext);
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

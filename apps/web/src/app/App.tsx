import '@mantine/core/styles.css';
import 'mantine-datatable/styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppServicesProvider } from '../components/AppServices.ts';
import { Toaster } from '../components/Toaster.tsx';
import { VersionWatcher } from '../components/VersionWatcher.tsx';
import { publicBlogQuery } from '../features/blogs/api/publicBlog.ts';
import { publicBlogsQuery } from '../features/blogs/api/publicBlogs.ts';
import { publicCampaignQuery } from '../features/campaigns/api/publicCampaign.ts';
import { publicCampaignQrQuery } from '../features/campaigns/api/publicCampaignQr.ts';
import { publicMenusQuery } from '../features/menus/api/publicMenus.ts';
import { publicSectionsQuery } from '../features/sections/api/publicSections.ts';
import { publicSettingQuery } from '../features/settings/api/publicSetting.ts';
import { publicTreesQuery } from '../features/trees/api/publicTrees.ts';
import { ApiError, setSignedOutHandler } from '../lib/api.ts';
import { seedFirstData } from '../lib/first-data.ts';
import { adoptDomainFromUrl } from '../lib/tenant.ts';
import { appServices } from './app-services.ts';
import { clearCacheOnClanChange } from './clan-cache.ts';
import { createAppRouter } from './router.tsx';
import { ClanThemeProvider, SiteSettingGate } from './SiteSetting.tsx';

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // Client errors (404, 403…) will not change on a retry.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  // The answers the server put in the page: the first render does not ask for them again. The clan of a
  // `?domain=` link is adopted first (again below; it is idempotent), since the data must be of that clan.
  adoptDomainFromUrl();
  seedFirstData(client, {
    setting: publicSettingQuery,
    menus: publicMenusQuery,
    sections: publicSectionsQuery,
    blogs: publicBlogsQuery,
    post: publicBlogQuery,
    campaign: publicCampaignQuery,
    campaignQr: publicCampaignQrQuery,
    trees: publicTreesQuery,
  });
  return client;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => {
    adoptDomainFromUrl();
    const created = createAppRouter();
    // A 401 that a refresh could not fix: signed out, to the login page (spec §8).
    setSignedOutHandler(() => {
      queryClient.clear();
      void created.navigate('/auth/login');
    });
    return created;
  });
  useEffect(() => clearCacheOnClanChange(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <AppServicesProvider value={appServices}>
        {/* The theme takes the clan's colour from the setting, so the query client comes first. */}
        <ClanThemeProvider>
          <SiteSettingGate>
            <RouterProvider router={router} />
          </SiteSettingGate>
          <Toaster />
          <VersionWatcher />
        </ClanThemeProvider>
      </AppServicesProvider>
    </QueryClientProvider>
  );
}

import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/ErrorPage.tsx';
import { FirstContentFallback } from '../lib/first-data.ts';
import { RequireAdmin, RequireAuth, RequireTreeEditor } from './guards.tsx';
import { HomeLayout } from './layouts/HomeLayout.tsx';

/** A page in its own chunk: the module `load` gives and the component it exports as `name`. */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return () => load().then((m) => ({ Component: m[name] }));
}

/**
 * Only the public pages' layout is in the entry (a first visit lands there); the sign-in, landing
 * and not-found layouts, the admin and members' areas and the full-screen tools are their own chunks.
 */
const authLayout = page(() => import('./layouts/AuthLayout.tsx'), 'AuthLayout');
const landingLayout = page(() => import('./layouts/LandingLayout.tsx'), 'LandingLayout');
const homePageLayout = page(() => import('./layouts/HomePageLayout.tsx'), 'HomePageLayout');
const adminLayout = page(() => import('./layouts/AdminLayout.tsx'), 'AdminLayout');
const emptyLayout = page(() => import('./layouts/EmptyLayout.tsx'), 'EmptyLayout');
const defaultLayout = page(() => import('./layouts/DefaultLayout.tsx'), 'DefaultLayout');
const memberOrAdminLayout = page(() => import('./layouts/MemberOrAdminLayout.tsx'), 'MemberOrAdminLayout');

/** Spec §2, route for route. `{slug}.html` paths match the whole segment; pages strip `.html`. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // While the first page's chunk loads, the page the server painted stays.
    HydrateFallback: FirstContentFallback,
    children: [
      {
        element: <HomeLayout />,
        children: [
          {
            index: true,
            lazy: page(() => import('../features/home/pages/HomePage.tsx'), 'HomePage'),
          },
          {
            path: 'branch',
            lazy: page(() => import('../features/trees/pages/BranchPage.tsx'), 'BranchPage'),
          },
          {
            path: 'branch/:id',
            lazy: page(() => import('../features/branches/pages/PublicBranchPage.tsx'), 'PublicBranchPage'),
          },
          {
            path: 'blogs',
            lazy: page(() => import('../features/blogs/pages/BlogsPage.tsx'), 'BlogsPage'),
          },
          {
            path: 'blogs/:slug',
            lazy: page(() => import('../features/blogs/pages/BlogDetailPage.tsx'), 'BlogDetailPage'),
          },
          {
            path: 'family-tree',
            lazy: page(() => import('../features/trees/pages/FamilyTreePage.tsx'), 'FamilyTreePage'),
          },
          {
            path: 'albums',
            lazy: page(() => import('../features/albums/pages/AlbumsPage.tsx'), 'AlbumsPage'),
          },
          {
            path: 'albums/:slug',
            lazy: page(() => import('../features/albums/pages/AlbumDetailPage.tsx'), 'AlbumDetailPage'),
          },
          {
            path: 'events',
            lazy: page(() => import('../features/events/pages/EventsPage.tsx'), 'EventsPage'),
          },
          {
            path: 'events/:slug',
            lazy: page(() => import('../features/events/pages/EventDetailPage.tsx'), 'EventDetailPage'),
          },
          {
            path: 'xung-ho',
            lazy: page(() => import('../features/trees/pages/KinshipPage.tsx'), 'KinshipPage'),
          },
          {
            path: 'graves',
            lazy: page(() => import('../features/graves/pages/GravesPage.tsx'), 'GravesPage'),
          },
          {
            path: 'persons/:id',
            lazy: page(
              () => import('../features/person-record/pages/PersonRecordPage.tsx'),
              'PersonRecordPage',
            ),
          },
          {
            path: 'reminders/unsubscribe',
            lazy: page(() => import('../features/reminders/pages/UnsubscribePage.tsx'), 'UnsubscribePage'),
          },
          {
            path: 'campaigns',
            lazy: page(() => import('../features/campaigns/pages/CampaignsPage.tsx'), 'CampaignsPage'),
          },
          {
            path: 'campaigns/:slug',
            lazy: page(
              () => import('../features/campaigns/pages/CampaignDetailPage.tsx'),
              'CampaignDetailPage',
            ),
          },
        ],
      },
      { lazy: homePageLayout, children: [{ path: '404', element: <NotFoundPage /> }] },
      {
        lazy: landingLayout,
        children: [
          {
            path: 'guide',
            lazy: page(() => import('../features/home/pages/GuidePage.tsx'), 'GuidePage'),
          },
          {
            path: 'contact',
            lazy: page(() => import('../features/home/pages/ContactPage.tsx'), 'ContactPage'),
          },
        ],
      },
      {
        path: 'auth',
        lazy: authLayout,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            path: 'login',
            lazy: page(() => import('../features/auth/pages/LoginPage.tsx'), 'LoginPage'),
          },
          {
            path: 'register',
            lazy: page(() => import('../features/auth/pages/RegisterPage.tsx'), 'RegisterPage'),
          },
          {
            path: 'register-member',
            lazy: page(() => import('../features/auth/pages/RegisterMemberPage.tsx'), 'RegisterMemberPage'),
          },
          {
            path: 'verify-email',
            lazy: page(() => import('../features/auth/pages/VerifyEmailPage.tsx'), 'VerifyEmailPage'),
          },
          {
            path: 'reset-password',
            lazy: page(() => import('../features/auth/pages/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
          },
          {
            path: 'forgot-password',
            lazy: page(() => import('../features/auth/pages/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
          },
          {
            path: 'registration-success',
            lazy: page(
              () => import('../features/auth/pages/RegistrationSuccessPage.tsx'),
              'RegistrationSuccessPage',
            ),
          },
          {
            path: 'member-registration-success',
            lazy: page(
              () => import('../features/auth/pages/MemberRegistrationSuccessPage.tsx'),
              'MemberRegistrationSuccessPage',
            ),
          },
        ],
      },
      {
        // The tree editor: admins, and members who keep a branch (issue 24).
        element: <RequireTreeEditor />,
        children: [
          {
            lazy: emptyLayout,
            children: [
              {
                path: 'tree/:id',
                lazy: page(() => import('../features/trees/pages/TreeEditorPage.tsx'), 'TreeEditorPage'),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            lazy: emptyLayout,
            children: [
              {
                path: 'ai-trees/:id',
                lazy: page(() => import('../features/ai-trees/pages/DraftViewPage.tsx'), 'DraftViewPage'),
              },
            ],
          },
          {
            lazy: adminLayout,
            children: [
              { path: 'admin', element: <Navigate to="/admin/home" replace /> },
              {
                path: 'admin/home',
                lazy: page(() => import('../features/dashboard/pages/AdminHomePage.tsx'), 'AdminHomePage'),
              },
              {
                path: 'admin/users',
                lazy: page(() => import('../features/users/pages/UsersPage.tsx'), 'UsersPage'),
              },
              {
                path: 'admin/users/create',
                lazy: page(() => import('../features/users/pages/UserCreatePage.tsx'), 'UserCreatePage'),
              },
              {
                path: 'admin/users/update/:id',
                lazy: page(() => import('../features/users/pages/UserUpdatePage.tsx'), 'UserUpdatePage'),
              },
              {
                path: 'admin/blogs',
                lazy: page(() => import('../features/blogs/pages/AdminBlogsPage.tsx'), 'AdminBlogsPage'),
              },
              {
                path: 'admin/blogs/create',
                lazy: page(() => import('../features/blogs/pages/BlogCreatePage.tsx'), 'BlogCreatePage'),
              },
              {
                path: 'admin/blogs/update/:slug',
                lazy: page(() => import('../features/blogs/pages/BlogUpdatePage.tsx'), 'BlogUpdatePage'),
              },
              {
                path: 'admin/trees',
                lazy: page(() => import('../features/trees/pages/AdminTreesPage.tsx'), 'AdminTreesPage'),
              },
              {
                path: 'admin/albums',
                lazy: page(() => import('../features/albums/pages/AdminAlbumsPage.tsx'), 'AdminAlbumsPage'),
              },
              {
                path: 'admin/albums/create',
                lazy: page(() => import('../features/albums/pages/AlbumCreatePage.tsx'), 'AlbumCreatePage'),
              },
              {
                path: 'admin/albums/update/:id',
                lazy: page(() => import('../features/albums/pages/AlbumUpdatePage.tsx'), 'AlbumUpdatePage'),
              },
              {
                path: 'admin/events',
                lazy: page(() => import('../features/events/pages/AdminEventsPage.tsx'), 'AdminEventsPage'),
              },
              {
                path: 'admin/events/create',
                lazy: page(() => import('../features/events/pages/EventCreatePage.tsx'), 'EventCreatePage'),
              },
              {
                path: 'admin/events/update/:id',
                lazy: page(() => import('../features/events/pages/EventUpdatePage.tsx'), 'EventUpdatePage'),
              },
              {
                path: 'admin/persons',
                lazy: page(
                  () => import('../features/persons/pages/AdminPersonsPage.tsx'),
                  'AdminPersonsPage',
                ),
              },
              {
                path: 'admin/persons/update/:id',
                lazy: page(
                  () => import('../features/persons/pages/PersonUpdatePage.tsx'),
                  'PersonUpdatePage',
                ),
              },
              {
                path: 'admin/places',
                lazy: page(() => import('../features/places/pages/AdminPlacesPage.tsx'), 'AdminPlacesPage'),
              },
              {
                path: 'admin/ai-trees',
                lazy: page(() => import('../features/ai-trees/pages/AdminDraftsPage.tsx'), 'AdminDraftsPage'),
              },
              {
                path: 'admin/ai-trees/edit/:id',
                lazy: page(() => import('../features/ai-trees/pages/DraftEditPage.tsx'), 'DraftEditPage'),
              },
              {
                path: 'admin/ai-trees/preview/:id',
                lazy: page(
                  () => import('../features/ai-trees/pages/DraftPreviewPage.tsx'),
                  'DraftPreviewPage',
                ),
              },
              {
                path: 'admin/branches',
                lazy: page(
                  () => import('../features/branches/pages/AdminBranchesPage.tsx'),
                  'AdminBranchesPage',
                ),
              },
              {
                path: 'admin/settings',
                lazy: page(
                  () => import('../features/settings/pages/AdminSettingsPage.tsx'),
                  'AdminSettingsPage',
                ),
              },
              {
                path: 'admin/audit',
                lazy: page(() => import('../features/audit/pages/AuditLogsPage.tsx'), 'AuditLogsPage'),
              },
              {
                path: 'admin/sources',
                lazy: page(
                  () => import('../features/sources/pages/AdminSourcesPage.tsx'),
                  'AdminSourcesPage',
                ),
              },
              {
                path: 'admin/sources/create',
                lazy: page(
                  () => import('../features/sources/pages/SourceCreatePage.tsx'),
                  'SourceCreatePage',
                ),
              },
              {
                path: 'admin/sources/update/:id',
                lazy: page(
                  () => import('../features/sources/pages/SourceUpdatePage.tsx'),
                  'SourceUpdatePage',
                ),
              },
              {
                path: 'admin/campaigns',
                lazy: page(
                  () => import('../features/campaigns/pages/AdminCampaignsPage.tsx'),
                  'AdminCampaignsPage',
                ),
              },
              {
                path: 'admin/campaigns/create',
                lazy: page(
                  () => import('../features/campaigns/pages/CampaignCreatePage.tsx'),
                  'CampaignCreatePage',
                ),
              },
              {
                path: 'admin/campaigns/update/:id',
                lazy: page(
                  () => import('../features/campaigns/pages/CampaignUpdatePage.tsx'),
                  'CampaignUpdatePage',
                ),
              },
              {
                path: 'admin/campaigns/detail/:slug',
                lazy: page(
                  () => import('../features/campaigns/pages/AdminCampaignDetailPage.tsx'),
                  'AdminCampaignDetailPage',
                ),
              },
              {
                path: 'categories',
                lazy: page(
                  () => import('../features/categories/pages/CategoriesPage.tsx'),
                  'AdminCategoriesPage',
                ),
              },
              {
                path: 'categories/create',
                lazy: page(
                  () => import('../features/categories/pages/CategoryCreatePage.tsx'),
                  'AdminCategoryCreatePage',
                ),
              },
              {
                path: 'categories/detail/:id',
                lazy: page(
                  () => import('../features/categories/pages/CategoryDetailPage.tsx'),
                  'AdminCategoryDetailPage',
                ),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: defaultLayout,
            children: [
              {
                path: 'settings',
                lazy: page(
                  () => import('../features/settings/pages/MemberSettingsPage.tsx'),
                  'MemberSettingsPage',
                ),
              },
              {
                path: 'settings/reminders',
                lazy: page(() => import('../features/reminders/pages/RemindersPage.tsx'), 'RemindersPage'),
              },
              {
                path: 'settings/branches',
                lazy: page(() => import('../features/branches/pages/MyBranchesPage.tsx'), 'MyBranchesPage'),
              },
              {
                path: 'settings/ListCategory',
                lazy: page(
                  () => import('../features/categories/pages/CategoriesPage.tsx'),
                  'MemberCategoriesPage',
                ),
              },
              {
                path: 'settings/create-category',
                lazy: page(
                  () => import('../features/categories/pages/CategoryCreatePage.tsx'),
                  'MemberCategoryCreatePage',
                ),
              },
              {
                path: 'settings/detail-category/:id',
                lazy: page(
                  () => import('../features/categories/pages/CategoryDetailPage.tsx'),
                  'MemberCategoryDetailPage',
                ),
              },
            ],
          },
          {
            // Bank accounts: the admin menu links here, so an admin stays in the admin layout.
            lazy: memberOrAdminLayout,
            children: [
              {
                path: 'settings/ListBankAccount',
                lazy: page(() => import('../features/banks/pages/BankAccountsPage.tsx'), 'BankAccountsPage'),
              },
              {
                path: 'settings/create-bank-account',
                lazy: page(
                  () => import('../features/banks/pages/BankAccountCreatePage.tsx'),
                  'BankAccountCreatePage',
                ),
              },
              {
                path: 'settings/detail-bank-account/:id',
                lazy: page(
                  () => import('../features/banks/pages/BankAccountDetailPage.tsx'),
                  'BankAccountDetailPage',
                ),
              },
              {
                path: 'settings/suggestions',
                lazy: page(
                  () => import('../features/suggestions/pages/MySuggestionsPage.tsx'),
                  'MySuggestionsPage',
                ),
              },
              {
                path: 'settings/suggestions/review',
                lazy: page(
                  () => import('../features/suggestions/pages/ReviewSuggestionsPage.tsx'),
                  'ReviewSuggestionsPage',
                ),
              },
            ],
          },
        ],
      },
      { lazy: homePageLayout, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

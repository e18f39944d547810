import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage, RouteErrorPage } from '../components/ErrorPage.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { HomeLayout } from './layouts/HomeLayout.tsx';
import { HomePageLayout } from './layouts/HomePageLayout.tsx';
import { LandingLayout } from './layouts/LandingLayout.tsx';

/** The admin and members' areas and the full-screen tools load as their own chunks. */
const adminLayout = () => import('./layouts/AdminLayout.tsx').then((m) => ({ Component: m.AdminLayout }));
const emptyLayout = () => import('./layouts/EmptyLayout.tsx').then((m) => ({ Component: m.EmptyLayout }));
const defaultLayout = () =>
  import('./layouts/DefaultLayout.tsx').then((m) => ({ Component: m.DefaultLayout }));
const memberOrAdminLayout = () =>
  import('./layouts/MemberOrAdminLayout.tsx').then((m) => ({ Component: m.MemberOrAdminLayout }));

/** Spec §2, route for route. `{slug}.html` paths match the whole segment; pages strip `.html`. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <HomeLayout />,
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/home/pages/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'branch',
            lazy: () =>
              import('../features/trees/pages/BranchPage.tsx').then((m) => ({ Component: m.BranchPage })),
          },
          {
            path: 'blogs',
            lazy: () =>
              import('../features/blogs/pages/BlogsPage.tsx').then((m) => ({ Component: m.BlogsPage })),
          },
          {
            path: 'blogs/:slug',
            lazy: () =>
              import('../features/blogs/pages/BlogDetailPage.tsx').then((m) => ({
                Component: m.BlogDetailPage,
              })),
          },
          {
            path: 'family-tree',
            lazy: () =>
              import('../features/trees/pages/FamilyTreePage.tsx').then((m) => ({
                Component: m.FamilyTreePage,
              })),
          },
          {
            path: 'albums',
            lazy: () =>
              import('../features/albums/pages/AlbumsPage.tsx').then((m) => ({ Component: m.AlbumsPage })),
          },
          {
            path: 'albums/:slug',
            lazy: () =>
              import('../features/albums/pages/AlbumDetailPage.tsx').then((m) => ({
                Component: m.AlbumDetailPage,
              })),
          },
          {
            path: 'events',
            lazy: () =>
              import('../features/events/pages/EventsPage.tsx').then((m) => ({ Component: m.EventsPage })),
          },
          {
            path: 'events/:slug',
            lazy: () =>
              import('../features/events/pages/EventDetailPage.tsx').then((m) => ({
                Component: m.EventDetailPage,
              })),
          },
          {
            path: 'campaigns',
            lazy: () =>
              import('../features/campaigns/pages/CampaignsPage.tsx').then((m) => ({
                Component: m.CampaignsPage,
              })),
          },
          {
            path: 'campaigns/:slug',
            lazy: () =>
              import('../features/campaigns/pages/CampaignDetailPage.tsx').then((m) => ({
                Component: m.CampaignDetailPage,
              })),
          },
        ],
      },
      { element: <HomePageLayout />, children: [{ path: '404', element: <NotFoundPage /> }] },
      {
        element: <LandingLayout />,
        children: [
          {
            path: 'guide',
            lazy: () =>
              import('../features/home/pages/GuidePage.tsx').then((m) => ({ Component: m.GuidePage })),
          },
          {
            path: 'contact',
            lazy: () =>
              import('../features/home/pages/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
          },
        ],
      },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          {
            path: 'login',
            lazy: () =>
              import('../features/auth/pages/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/auth/pages/RegisterPage.tsx').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'register-member',
            lazy: () =>
              import('../features/auth/pages/RegisterMemberPage.tsx').then((m) => ({
                Component: m.RegisterMemberPage,
              })),
          },
          {
            path: 'verify-email',
            lazy: () =>
              import('../features/auth/pages/VerifyEmailPage.tsx').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            path: 'reset-password',
            lazy: () =>
              import('../features/auth/pages/ResetPasswordPage.tsx').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: 'forgot-password',
            lazy: () =>
              import('../features/auth/pages/ForgotPasswordPage.tsx').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'registration-success',
            lazy: () =>
              import('../features/auth/pages/RegistrationSuccessPage.tsx').then((m) => ({
                Component: m.RegistrationSuccessPage,
              })),
          },
          {
            path: 'member-registration-success',
            lazy: () =>
              import('../features/auth/pages/MemberRegistrationSuccessPage.tsx').then((m) => ({
                Component: m.MemberRegistrationSuccessPage,
              })),
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
                path: 'tree/:id',
                lazy: () =>
                  import('../features/trees/pages/TreeEditorPage.tsx').then((m) => ({
                    Component: m.TreeEditorPage,
                  })),
              },
              {
                path: 'ai-trees/:id',
                lazy: () =>
                  import('../features/ai-trees/pages/DraftViewPage.tsx').then((m) => ({
                    Component: m.DraftViewPage,
                  })),
              },
            ],
          },
          {
            lazy: adminLayout,
            children: [
              { path: 'admin', element: <Navigate to="/admin/home" replace /> },
              {
                path: 'admin/home',
                lazy: () =>
                  import('../features/dashboard/pages/AdminHomePage.tsx').then((m) => ({
                    Component: m.AdminHomePage,
                  })),
              },
              {
                path: 'admin/users',
                lazy: () =>
                  import('../features/users/pages/UsersPage.tsx').then((m) => ({ Component: m.UsersPage })),
              },
              {
                path: 'admin/users/create',
                lazy: () =>
                  import('../features/users/pages/UserCreatePage.tsx').then((m) => ({
                    Component: m.UserCreatePage,
                  })),
              },
              {
                path: 'admin/users/update/:id',
                lazy: () =>
                  import('../features/users/pages/UserUpdatePage.tsx').then((m) => ({
                    Component: m.UserUpdatePage,
                  })),
              },
              {
                path: 'admin/blogs',
                lazy: () =>
                  import('../features/blogs/pages/AdminBlogsPage.tsx').then((m) => ({
                    Component: m.AdminBlogsPage,
                  })),
              },
              {
                path: 'admin/blogs/create',
                lazy: () =>
                  import('../features/blogs/pages/BlogCreatePage.tsx').then((m) => ({
                    Component: m.BlogCreatePage,
                  })),
              },
              {
                path: 'admin/blogs/update/:slug',
                lazy: () =>
                  import('../features/blogs/pages/BlogUpdatePage.tsx').then((m) => ({
                    Component: m.BlogUpdatePage,
                  })),
              },
              {
                path: 'admin/trees',
                lazy: () =>
                  import('../features/trees/pages/AdminTreesPage.tsx').then((m) => ({
                    Component: m.AdminTreesPage,
                  })),
              },
              {
                path: 'admin/albums',
                lazy: () =>
                  import('../features/albums/pages/AdminAlbumsPage.tsx').then((m) => ({
                    Component: m.AdminAlbumsPage,
                  })),
              },
              {
                path: 'admin/albums/create',
                lazy: () =>
                  import('../features/albums/pages/AlbumCreatePage.tsx').then((m) => ({
                    Component: m.AlbumCreatePage,
                  })),
              },
              {
                path: 'admin/albums/update/:id',
                lazy: () =>
                  import('../features/albums/pages/AlbumUpdatePage.tsx').then((m) => ({
                    Component: m.AlbumUpdatePage,
                  })),
              },
              {
                path: 'admin/events',
                lazy: () =>
                  import('../features/events/pages/AdminEventsPage.tsx').then((m) => ({
                    Component: m.AdminEventsPage,
                  })),
              },
              {
                path: 'admin/events/create',
                lazy: () =>
                  import('../features/events/pages/EventCreatePage.tsx').then((m) => ({
                    Component: m.EventCreatePage,
                  })),
              },
              {
                path: 'admin/events/update/:id',
                lazy: () =>
                  import('../features/events/pages/EventUpdatePage.tsx').then((m) => ({
                    Component: m.EventUpdatePage,
                  })),
              },
              {
                path: 'admin/persons',
                lazy: () =>
                  import('../features/persons/pages/AdminPersonsPage.tsx').then((m) => ({
                    Component: m.AdminPersonsPage,
                  })),
              },
              {
                path: 'admin/persons/update/:id',
                lazy: () =>
                  import('../features/persons/pages/PersonUpdatePage.tsx').then((m) => ({
                    Component: m.PersonUpdatePage,
                  })),
              },
              {
                path: 'admin/ai-trees',
                lazy: () =>
                  import('../features/ai-trees/pages/AdminDraftsPage.tsx').then((m) => ({
                    Component: m.AdminDraftsPage,
                  })),
              },
              {
                path: 'admin/ai-trees/edit/:id',
                lazy: () =>
                  import('../features/ai-trees/pages/DraftEditPage.tsx').then((m) => ({
                    Component: m.DraftEditPage,
                  })),
              },
              {
                path: 'admin/ai-trees/preview/:id',
                lazy: () =>
                  import('../features/ai-trees/pages/DraftPreviewPage.tsx').then((m) => ({
                    Component: m.DraftPreviewPage,
                  })),
              },
              {
                path: 'admin/settings',
                lazy: () =>
                  import('../features/settings/pages/AdminSettingsPage.tsx').then((m) => ({
                    Component: m.AdminSettingsPage,
                  })),
              },
              {
                path: 'admin/audit',
                lazy: () =>
                  import('../features/audit/pages/AuditLogsPage.tsx').then((m) => ({
                    Component: m.AuditLogsPage,
                  })),
              },
              {
                path: 'admin/campaigns',
                lazy: () =>
                  import('../features/campaigns/pages/AdminCampaignsPage.tsx').then((m) => ({
                    Component: m.AdminCampaignsPage,
                  })),
              },
              {
                path: 'admin/campaigns/create',
                lazy: () =>
                  import('../features/campaigns/pages/CampaignCreatePage.tsx').then((m) => ({
                    Component: m.CampaignCreatePage,
                  })),
              },
              {
                path: 'admin/campaigns/update/:id',
                lazy: () =>
                  import('../features/campaigns/pages/CampaignUpdatePage.tsx').then((m) => ({
                    Component: m.CampaignUpdatePage,
                  })),
              },
              {
                path: 'admin/campaigns/detail/:slug',
                lazy: () =>
                  import('../features/campaigns/pages/AdminCampaignDetailPage.tsx').then((m) => ({
                    Component: m.AdminCampaignDetailPage,
                  })),
              },
              {
                path: 'categories',
                lazy: () =>
                  import('../features/categories/pages/CategoriesPage.tsx').then((m) => ({
                    Component: m.AdminCategoriesPage,
                  })),
              },
              {
                path: 'categories/create',
                lazy: () =>
                  import('../features/categories/pages/CategoryCreatePage.tsx').then((m) => ({
                    Component: m.AdminCategoryCreatePage,
                  })),
              },
              {
                path: 'categories/detail/:id',
                lazy: () =>
                  import('../features/categories/pages/CategoryDetailPage.tsx').then((m) => ({
                    Component: m.AdminCategoryDetailPage,
                  })),
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
                lazy: () =>
                  import('../features/settings/pages/MemberSettingsPage.tsx').then((m) => ({
                    Component: m.MemberSettingsPage,
                  })),
              },
              {
                path: 'settings/ListCategory',
                lazy: () =>
                  import('../features/categories/pages/CategoriesPage.tsx').then((m) => ({
                    Component: m.MemberCategoriesPage,
                  })),
              },
              {
                path: 'settings/create-category',
                lazy: () =>
                  import('../features/categories/pages/CategoryCreatePage.tsx').then((m) => ({
                    Component: m.MemberCategoryCreatePage,
                  })),
              },
              {
                path: 'settings/detail-category/:id',
                lazy: () =>
                  import('../features/categories/pages/CategoryDetailPage.tsx').then((m) => ({
                    Component: m.MemberCategoryDetailPage,
                  })),
              },
            ],
          },
          {
            // Bank accounts: the admin menu links here, so an admin stays in the admin layout.
            lazy: memberOrAdminLayout,
            children: [
              {
                path: 'settings/ListBankAccount',
                lazy: () =>
                  import('../features/banks/pages/BankAccountsPage.tsx').then((m) => ({
                    Component: m.BankAccountsPage,
                  })),
              },
              {
                path: 'settings/create-bank-account',
                lazy: () =>
                  import('../features/banks/pages/BankAccountCreatePage.tsx').then((m) => ({
                    Component: m.BankAccountCreatePage,
                  })),
              },
              {
                path: 'settings/detail-bank-account/:id',
                lazy: () =>
                  import('../features/banks/pages/BankAccountDetailPage.tsx').then((m) => ({
                    Component: m.BankAccountDetailPage,
                  })),
              },
            ],
          },
        ],
      },
      { element: <HomePageLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

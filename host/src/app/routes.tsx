import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/guards';
import { SessionExpiry } from '../features/auth/SessionExpiry';
import { ConfirmDialog } from '../features/feedback/ConfirmDialog';
import { Toaster } from '../features/feedback/Toaster';
import { AdminLayout } from '../features/shell/AdminLayout';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { PublicLayout } from '../features/shell/PublicLayout';
import { ThemeSync } from '../features/shell/ThemeSync';
import { RemoteModule } from './RemoteModule';

// Auth screens are split out so a visitor of the home page never downloads the form code.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RecoverPasswordPage = lazy(() => import('../features/auth/RecoverPasswordPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));

const homePage = <RemoteModule remote="publicRemote" expose="HomePage" label="portfolio" />;

/** What every page has around its route: theme, session expiry, the one toaster and the one confirm dialog. */
function Root() {
  return (
    <>
      <ThemeSync />
      <SessionExpiry />
      <Outlet />
      <Toaster />
      <ConfirmDialog />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: homePage },
          {
            path: 'login',
            element: (
              <RedirectIfSignedIn>
                <Suspense>
                  <LoginPage />
                </Suspense>
              </RedirectIfSignedIn>
            ),
          },
          {
            path: 'recover-password',
            element: (
              <Suspense>
                <RecoverPasswordPage />
              </Suspense>
            ),
          },
          {
            path: 'change-password',
            element: (
              <Suspense>
                <ChangePasswordPage />
              </Suspense>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'admin',
        element: (
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: homePage },
          {
            path: '*',
            element: <RemoteModule remote="adminRemote" expose="AdminApp" label="admin area" />,
          },
        ],
      },
    ],
  },
];

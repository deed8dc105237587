import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/guards';
import { SessionExpiry } from '../features/auth/SessionExpiry';
import { ConfirmDialog } from '../features/feedback/ConfirmDialog';
import { Toaster } from '../features/feedback/Toaster';
import { AdminLayout } from '../features/shell/AdminLayout';
import { PublicLayout } from '../features/shell/PublicLayout';
import { ThemeSync } from '../features/shell/ThemeSync';
import { queryClient } from './query-client';
import { RemoteModule } from './RemoteModule';

// Auth screens are split out so a visitor of the home page never downloads the form code.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RecoverPasswordPage = lazy(() => import('../features/auth/RecoverPasswordPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));

const homePage = <RemoteModule remote="publicRemote" expose="HomePage" label="portfolio" />;

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ThemeSync />
        <SessionExpiry />
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={homePage} />
            <Route
              path="login"
              element={
                <RedirectIfSignedIn>
                  <Suspense>
                    <LoginPage />
                  </Suspense>
                </RedirectIfSignedIn>
              }
            />
            <Route
              path="recover-password"
              element={
                <Suspense>
                  <RecoverPasswordPage />
                </Suspense>
              }
            />
            <Route
              path="change-password"
              element={
                <Suspense>
                  <ChangePasswordPage />
                </Suspense>
              }
            />
          </Route>
          <Route
            path="admin"
            element={
              <RequireAuth>
                <AdminLayout />
              </RequireAuth>
            }
          >
            <Route index element={homePage} />
            <Route
              path="*"
              element={<RemoteModule remote="adminRemote" expose="AdminApp" label="admin area" />}
            />
          </Route>
          <Route path="*" element={<PublicLayout />}>
            <Route path="*" element={<NotFound />} />
          </Route>
        </Routes>
        <Toaster />
        <ConfirmDialog />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

function NotFound() {
  return (
    <section className="py-20 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <a href="/" className="mt-4 inline-block text-sky-600 underline dark:text-sky-400">
        Back to the portfolio
      </a>
    </section>
  );
}

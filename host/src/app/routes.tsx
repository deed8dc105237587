import { PUBLIC_PAGE_NAMES, type PublicPageName } from '@portfolio/shared/page-titles';
import { lazy, type ReactNode, Suspense } from 'react';
import { projectQueries } from '@portfolio/shared/api';
import { useQuery } from '@portfolio/shared/query';
import { Outlet, type RouteObject, useParams, useRoutes } from '@portfolio/shared/router';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/guards';
import { SessionExpiry } from '../features/auth/SessionExpiry';
import { ConfirmDialog } from '../features/feedback/ConfirmDialog';
import { Toaster } from '../features/feedback/Toaster';
import { ContactPage } from '../features/contact/ContactPage';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { PublicLayout } from '../features/shell/PublicLayout';
import { useHomeTitle, usePublicPageTitle } from '../lib/use-document-title';
import { CLIENT_PAGES } from './client-pages';
import { RemoteModule } from './RemoteModule';

// Auth screens are split out so a visitor of the home page never downloads the form code.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RecoverPasswordPage = lazy(() => import('../features/auth/RecoverPasswordPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/ChangePasswordPage'));
// And the admin's frame (its menu, the inbox's badge): nothing of it runs on a public page.
const AdminLayout = lazy(() =>
  import('../features/shell/AdminLayout').then(({ AdminLayout }) => ({ default: AdminLayout })),
);

const homePage = <RemoteModule remote="publicRemote" expose="HomePage" label="portfolio" props={{}} />;
// Loaded only when the admin remote fails: the releases view that must not depend on the remote it manages.
const EmergencyReleases = lazy(() => import('../features/releases/EmergencyReleases'));
const adminApp = (
  <RemoteModule
    remote="adminRemote"
    expose="AdminApp"
    label="admin area"
    props={{}}
    whenFailed={
      <Suspense>
        <EmergencyReleases />
      </Suspense>
    }
  />
);

/** The visitor's home page. */
function PublicHome() {
  useHomeTitle();
  return homePage;
}

/** `/projects`: the grid of every project. */
function ProjectsRoute() {
  usePublicPageTitle('Projects');
  return <RemoteModule remote="publicRemote" expose="ProjectsPage" label="projects" props={{}} />;
}

/** `/projects/<slug>`: titled with the project's name once known (the same query the page reads). */
function ProjectRoute() {
  const { slug = '' } = useParams();
  const project = useQuery({ ...projectQueries.bySlug(slug), retry: false });
  usePublicPageTitle(
    project.data?.name ?? (project.isError ? PUBLIC_PAGE_NAMES.notFound : PUBLIC_PAGE_NAMES.project),
  );
  return <RemoteModule remote="publicRemote" expose="ProjectPage" label="project" props={{ slug }} />;
}

/** A public page under its title ("Sign in · Ada Lovelace"). */
function Titled({ page, children }: { page: PublicPageName; children: ReactNode }) {
  usePublicPageTitle(PUBLIC_PAGE_NAMES[page]);
  return children;
}

/** What every page has around its route: session expiry, the one toaster and the one confirm dialog. */
function Root() {
  return (
    <>
      <SessionExpiry />
      <Outlet />
      <Toaster />
      <ConfirmDialog />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <PublicHome /> },
          { path: 'projects', element: <ProjectsRoute /> },
          { path: 'projects/:slug', element: <ProjectRoute /> },
          {
            path: 'contact',
            element: (
              <Titled page="contact">
                <ContactPage />
              </Titled>
            ),
          },
          {
            path: CLIENT_PAGES.login,
            element: (
              <Titled page="signIn">
                <RedirectIfSignedIn>
                  <Suspense>
                    <LoginPage />
                  </Suspense>
                </RedirectIfSignedIn>
              </Titled>
            ),
          },
          {
            path: CLIENT_PAGES.recoverPassword,
            element: (
              <Titled page="recoverPassword">
                <Suspense>
                  <RecoverPasswordPage />
                </Suspense>
              </Titled>
            ),
          },
          {
            path: CLIENT_PAGES.changePassword,
            element: (
              <Titled page="changePassword">
                <Suspense>
                  <ChangePasswordPage />
                </Suspense>
              </Titled>
            ),
          },
          {
            path: '*',
            element: (
              <Titled page="notFound">
                <NotFoundPage />
              </Titled>
            ),
          },
        ],
      },
      {
        element: (
          <RequireAuth>
            <Suspense>
              <AdminLayout />
            </Suspense>
          </RequireAuth>
        ),
        // Every admin screen is the admin remote's, its home (the dashboard) included: one route, `admin/*`, which
        // matches `/admin` itself too. The remote's own <Routes> needs a parent path ending in '*' (an index route
        // has none, and React Router warned on every load of `/admin`), and the frame takes no path of its own,
        // or `/admin` would match the frame alone, empty.
        children: [{ path: `${CLIENT_PAGES.admin}/*`, element: adminApp }],
      },
    ],
  },
];

/** The page for the current address: the host's router (browser) or the server's (static) around it. */
export function AppRoutes() {
  return useRoutes(routes);
}

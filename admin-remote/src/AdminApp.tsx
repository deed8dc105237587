import type { ExposedComponent } from '@portfolio/shared/remotes';
import { ADMIN_RESOURCES } from '@portfolio/shared/resources';
import { Fragment, type ReactNode } from 'react';
import { Link, Route, Routes, useParams } from '@portfolio/shared/router';
import { linkClass } from '@portfolio/ui/styles/controls';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { HistoryPage } from './features/history/HistoryPage';
import { ReleasesPage } from './features/releases/ReleasesPage';
import { ProfilePage } from './features/profile/ProfilePage';
import { RESOURCE_SCREENS } from './features/resource-screens';
import { StyleScope } from '@portfolio/ui/StyleScope';
import './remote.css';

/** A new item's screen state must not carry over to the next: /tags/1 → /tags/2 starts afresh. */
function FreshPerItem({ children }: { children: ReactNode }) {
  const { id } = useParams();
  return <Fragment key={id}>{children}</Fragment>;
}

/** A path no admin screen has, inside the admin frame (whose header says 'Page not found'). */
function AdminNotFound() {
  return (
    <section className="py-16 text-center">
      <p className="text-lg">This admin page does not exist.</p>
      <Link to="/admin" className={`mt-4 inline-block ${linkClass}`}>
        Back to the admin home
      </Link>
    </section>
  );
}

/** Every screen under /admin/*: exposed to the host as `adminRemote/AdminApp`, mounted inside its admin shell. */
function AdminApp() {
  return (
    <StyleScope name="adminRemote">
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="releases" element={<ReleasesPage />} />
        <Route path="history/*" element={<HistoryPage />} />
        {/* Every resource of the registry: its list, its new item (unless its items come from elsewhere) and
            each item. */}
        {ADMIN_RESOURCES.flatMap(({ name }) => {
          const { List, Form, readOnly } = RESOURCE_SCREENS[name];
          return [
            <Route key={name} path={name} element={<List />} />,
            ...(readOnly
              ? []
              : [<Route key={`${name}/new`} path={`${name}/create-new`} element={<Form />} />]),
            <Route
              key={`${name}/id`}
              path={`${name}/:id`}
              element={
                <FreshPerItem>
                  <Form />
                </FreshPerItem>
              }
            />,
          ];
        })}
        <Route path="*" element={<AdminNotFound />} />
      </Routes>
    </StyleScope>
  );
}

// Checked against its contract with the host (@portfolio/shared/remotes): props the host does not give fail here.
export default AdminApp satisfies ExposedComponent<'adminRemote', 'AdminApp'>;

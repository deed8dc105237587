import type { ExposedComponent } from '@portfolio/shared/remotes';
import { ADMIN_SECTIONS, type AdminSectionPath } from '@portfolio/shared/admin-sections';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { Link, Route, Routes, useParams } from '@portfolio/shared/router';
import { linkClass } from '@portfolio/ui/styles/controls';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { ExperienceFormPage } from './features/experiences/ExperienceFormPage';
import { ExperiencesListPage } from './features/experiences/ExperiencesListPage';
import { ProjectFormPage } from './features/projects/ProjectFormPage';
import { ProjectsListPage } from './features/projects/ProjectsListPage';
import { TagFormPage } from './features/tags/TagFormPage';
import { TagsListPage } from './features/tags/TagsListPage';
import { TechnologiesListPage } from './features/technologies/TechnologiesListPage';
import { TechnologyFormPage } from './features/technologies/TechnologyFormPage';
import { ReleasesPage } from './features/releases/ReleasesPage';
import { ProfilePage } from './features/users/ProfilePage';
import { UserFormPage } from './features/users/UserFormPage';
import { UsersListPage } from './features/users/UsersListPage';
import { StyleScope } from '@portfolio/ui/StyleScope';
import './remote.css';

type ResourcePath = Exclude<AdminSectionPath, '' | 'profile' | 'releases'>;

/** The screens of each resource section; the sections themselves are listed once, in @portfolio/shared. */
const RESOURCE_SCREENS: Record<ResourcePath, { List: ComponentType; Form: ComponentType }> = {
  users: { List: UsersListPage, Form: UserFormPage },
  projects: { List: ProjectsListPage, Form: ProjectFormPage },
  experiences: { List: ExperiencesListPage, Form: ExperienceFormPage },
  technologies: { List: TechnologiesListPage, Form: TechnologyFormPage },
  tags: { List: TagsListPage, Form: TagFormPage },
};

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
        {ADMIN_SECTIONS.flatMap(({ path }) => {
          // Home is the dashboard; the profile and the releases are screens of their own.
          if (path === '' || path === 'profile' || path === 'releases') return [];
          const { List, Form } = RESOURCE_SCREENS[path];
          return [
            <Route key={path} path={path} element={<List />} />,
            <Route key={`${path}/new`} path={`${path}/create-new`} element={<Form />} />,
            <Route
              key={`${path}/id`}
              path={`${path}/:id`}
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

import { ADMIN_SECTIONS, type AdminSectionPath } from '@portfolio/shared/admin-sections';
import { EmptyState } from '@portfolio/ui/EmptyState';
import { type ComponentType, Fragment, type ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { ProjectFormPage } from './features/projects/ProjectFormPage';
import { ProjectsListPage } from './features/projects/ProjectsListPage';
import { TagFormPage } from './features/tags/TagFormPage';
import { TagsListPage } from './features/tags/TagsListPage';
import { TechnologiesListPage } from './features/technologies/TechnologiesListPage';
import { TechnologyFormPage } from './features/technologies/TechnologyFormPage';
import './remote.css';

type ResourcePath = Exclude<AdminSectionPath, '' | 'profile'>;

/** The screens of each resource section; the sections themselves are listed once, in @portfolio/shared. */
const RESOURCE_SCREENS: Partial<Record<ResourcePath, { List: ComponentType; Form: ComponentType }>> = {
  projects: { List: ProjectsListPage, Form: ProjectFormPage },
  technologies: { List: TechnologiesListPage, Form: TechnologyFormPage },
  tags: { List: TagsListPage, Form: TagFormPage },
};

/** A new item's screen state must not carry over to the next: /tags/1 → /tags/2 starts afresh. */
function FreshPerItem({ children }: { children: ReactNode }) {
  const { id } = useParams();
  return <Fragment key={id}>{children}</Fragment>;
}

/** Every screen under /admin/*: exposed to the host as `adminRemote/AdminApp`, mounted inside its admin shell. */
export default function AdminApp() {
  return (
    <Routes>
      {ADMIN_SECTIONS.flatMap(({ path }) => {
        const screens = path === '' || path === 'profile' ? undefined : RESOURCE_SCREENS[path];
        if (!screens) return [];
        const { List, Form } = screens;
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
      <Route path="*" element={<EmptyState>This admin page does not exist.</EmptyState>} />
    </Routes>
  );
}

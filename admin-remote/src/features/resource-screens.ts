import type { ResourceName } from '@portfolio/shared/resources';
import type { ComponentType } from 'react';
import { ExperienceFormPage } from './experiences/ExperienceFormPage';
import { ExperiencesListPage } from './experiences/ExperiencesListPage';
import { ProjectFormPage } from './projects/ProjectFormPage';
import { ProjectsListPage } from './projects/ProjectsListPage';
import { TagFormPage } from './tags/TagFormPage';
import { TagsListPage } from './tags/TagsListPage';
import { TechnologiesListPage } from './technologies/TechnologiesListPage';
import { TechnologyFormPage } from './technologies/TechnologyFormPage';
import { UserFormPage } from './users/UserFormPage';
import { UsersListPage } from './users/UsersListPage';

export interface ResourceScreens {
  /** At `/admin/<name>`: its columns. */
  List: ComponentType;
  /** At `/admin/<name>/create-new` and `/admin/<name>/:id`: its fields. */
  Form: ComponentType;
}

/**
 * The screens of every resource of the registry (@portfolio/shared/resources), by name: the half of a resource
 * the host never loads. Typed by the registry, so a registered resource without its screens fails to compile.
 */
export const RESOURCE_SCREENS: Record<ResourceName, ResourceScreens> = {
  users: { List: UsersListPage, Form: UserFormPage },
  projects: { List: ProjectsListPage, Form: ProjectFormPage },
  experiences: { List: ExperiencesListPage, Form: ExperienceFormPage },
  technologies: { List: TechnologiesListPage, Form: TechnologyFormPage },
  tags: { List: TagsListPage, Form: TagFormPage },
};

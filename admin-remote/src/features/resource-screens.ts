import type { ResourceName } from '@portfolio/shared/resources';
import type { ComponentType } from 'react';
import type { Resource } from '../lib/resource';
import { ExperienceFormPage } from './experiences/ExperienceFormPage';
import { ExperiencesListPage } from './experiences/ExperiencesListPage';
import { InboxPage } from './messages/InboxPage';
import { MessagePage } from './messages/MessagePage';
import { messageResource } from './messages/message-resource';
import { ProjectFormPage } from './projects/ProjectFormPage';
import { ProjectsListPage } from './projects/ProjectsListPage';
import { TagFormPage } from './tags/TagFormPage';
import { TagsListPage } from './tags/TagsListPage';
import { TechnologiesListPage } from './technologies/TechnologiesListPage';
import { TechnologyFormPage } from './technologies/TechnologyFormPage';
import { UserFormPage } from './users/UserFormPage';
import { UsersListPage } from './users/UsersListPage';
import { experienceResource } from './experiences/experience-resource';
import { projectResource } from './projects/project-resource';
import { tagResource } from './tags/tag-resource';
import { technologyResource } from './technologies/technology-resource';
import { userResource } from './users/user-resource';

export interface ResourceScreens {
  /** Its resource, for what the admin home says of it beyond its descriptor. */
  resource: Pick<Resource<never, never>, 'singular' | 'quickCreate'>;
  /** At `/admin/<name>`: its columns. */
  List: ComponentType;
  /** At `/admin/<name>/create-new` and `/admin/<name>/:id`: its fields. */
  Form: ComponentType;
  /** Its items come from elsewhere (the Inbox's from visitors): no `create-new`, and `Form` shows one item. */
  readOnly?: true;
  /** What its card on the admin home counts, when not every item: 'Unread messages'. */
  countLabel?: string;
}

/**
 * The admin half of every resource of the registry (@portfolio/shared/resources), by name: what the host never
 * loads. Typed by the registry, so a registered resource without its screens fails to compile.
 */
export const RESOURCE_SCREENS: Record<ResourceName, ResourceScreens> = {
  users: { resource: userResource, List: UsersListPage, Form: UserFormPage },
  projects: { resource: projectResource, List: ProjectsListPage, Form: ProjectFormPage },
  experiences: { resource: experienceResource, List: ExperiencesListPage, Form: ExperienceFormPage },
  technologies: { resource: technologyResource, List: TechnologiesListPage, Form: TechnologyFormPage },
  tags: { resource: tagResource, List: TagsListPage, Form: TagFormPage },
  messages: {
    resource: messageResource,
    List: InboxPage,
    Form: MessagePage,
    readOnly: true,
    countLabel: 'Unread messages',
  },
};

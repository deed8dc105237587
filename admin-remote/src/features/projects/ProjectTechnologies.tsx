import { projectsApi } from '@portfolio/shared/api';
import type { Project, Technology } from '@portfolio/shared/schemas';
import { LinkedTechnologies } from '../../components/LinkedTechnologies';
import { applyLinkChanges, type StagedLinks } from '../../lib/staged-links';
import { ADD_TECHNOLOGY_FAILED, REMOVE_TECHNOLOGY_FAILED } from './project-resource';

export const projectTechnologies: StagedLinks<Project, Technology> = {
  of: (project) => project.technologies,
  render: (props) => <LinkedTechnologies {...props} />,
  save: (projectId, before, after) =>
    applyLinkChanges(before, after, {
      add: (technology) => projectsApi.addTechnology({ projectId, technologyId: technology.id }),
      remove: (technology) => projectsApi.removeTechnology({ projectId, technologyId: technology.id }),
      addFailed: ADD_TECHNOLOGY_FAILED,
      removeFailed: REMOVE_TECHNOLOGY_FAILED,
    }),
};

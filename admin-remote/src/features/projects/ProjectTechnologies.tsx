import { projectsApi, technologiesApi, technologyQueries } from '@portfolio/shared/api';
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
  // Save draft keeps the staged chips in the draft; Save links them one at a time, as above.
  inDraft: {
    field: 'technologyIds',
    candidates: {
      queryKey: technologyQueries.all().queryKey,
      queryFn: ({ signal }) => technologiesApi.listAll(signal),
    },
    dropped: (count) =>
      `${count === 1 ? 'A technology' : `${count} technologies`} of these changes ${count === 1 ? 'was' : 'were'} deleted since and ${count === 1 ? 'is' : 'are'} left out here: save the draft again without ${count === 1 ? 'it' : 'them'} before you publish.`,
  },
};

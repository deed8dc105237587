import { experiencesApi } from './experiences-api';
import type { Experience, Technology } from '@portfolio/shared/schemas';
import { LinkedTechnologies } from '../../components/LinkedTechnologies';
import { applyLinkChanges, type StagedLinks } from '../../lib/staged-links';
import { ADD_TECHNOLOGY_FAILED, REMOVE_TECHNOLOGY_FAILED } from './experience-resource';

/** The technologies used in a role, linked as a project's are: staged in the form, applied by Save. */
export const experienceTechnologies: StagedLinks<Experience, Technology> = {
  of: (experience) => experience.technologies,
  render: (props) => <LinkedTechnologies {...props} />,
  save: (experienceId, before, after) =>
    applyLinkChanges(before, after, {
      add: (technology) => experiencesApi.addTechnology({ experienceId, technologyId: technology.id }),
      remove: (technology) => experiencesApi.removeTechnology({ experienceId, technologyId: technology.id }),
      addFailed: ADD_TECHNOLOGY_FAILED,
      removeFailed: REMOVE_TECHNOLOGY_FAILED,
    }),
};

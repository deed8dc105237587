import type { Experience, ExperienceInput, ExperienceTechnologyLink } from '../schemas';
import { apiRequest } from './client';
import { createResourceClient } from './resource-client';

const client = createResourceClient<Experience, ExperienceInput, 'experiences'>({
  path: '/experiences',
  listKey: 'experiences',
  searchParam: 'company',
});

export const experiencesApi = {
  ...client,
  addTechnology: (link: ExperienceTechnologyLink) =>
    apiRequest<Experience>('/experiences/add-tech', { method: 'POST', body: link }),
  removeTechnology: (link: ExperienceTechnologyLink) =>
    apiRequest<Experience>('/experiences/remove-tech', { method: 'POST', body: link }),
};

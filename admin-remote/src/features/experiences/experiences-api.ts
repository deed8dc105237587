import type { Experience, ExperienceInput, ExperienceTechnologyLink } from '@portfolio/shared/schemas';
import { apiRequest, createResourceClient } from '@portfolio/shared/api';

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

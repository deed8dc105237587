import type { Experience, ExperienceInput } from '../schemas';
import { resourceQueries } from './query-keys';
import { createResourceClient } from './resource-client';

const client = createResourceClient<Experience, ExperienceInput, 'experiences'>({
  path: '/experiences',
  listKey: 'experiences',
  searchParam: 'company',
});

export const experiencesApi = client;

export const experienceQueries = resourceQueries('experiences', client);

import type { Experience, ExperienceInput } from '../schemas';
import { createResourceClient } from './resource-client';

const client = createResourceClient<Experience, ExperienceInput, 'experiences'>({
  path: '/experiences',
  listKey: 'experiences',
  searchParam: 'company',
});

export const experiencesApi = client;

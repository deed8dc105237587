import type { TechnologyList } from '../schemas/lists';
import { apiRequest } from './client';

/** Every technology with its tags: the public stack grid shows them all, unpaged. */
export const listAllTechnologies = (signal?: AbortSignal) =>
  apiRequest<TechnologyList>('/technologies', { signal });

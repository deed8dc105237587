import type { PublicUser } from '../schemas/user';
import { apiRequest } from './client';

export const getUser = (id: number, signal?: AbortSignal) =>
  apiRequest<PublicUser>(`/users/${id}`, { signal });

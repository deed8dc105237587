import { queryOptions } from '../query';
import type { Dashboard } from '../schemas/dashboard';
import { apiRequest } from './client';

/** The admin home's figures; read afresh each time the home opens (no resource key covers them). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'] as const,
    queryFn: ({ signal }) => apiRequest<Dashboard>('/dashboard', { signal }),
    staleTime: 0,
  });

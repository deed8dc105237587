import { queryOptions } from '@portfolio/shared/query';
import type { Dashboard } from '@portfolio/shared/schemas';
import { apiRequest } from '@portfolio/shared/api';

/** The admin home's figures; read afresh each time the home opens (no resource key covers them). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['dashboard'] as const,
    queryFn: ({ signal }) => apiRequest<Dashboard>('/dashboard', { signal }),
    staleTime: 0,
  });

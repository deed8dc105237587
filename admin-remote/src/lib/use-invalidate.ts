import { AFFECTED_BY, queryKeys, type ResourceName } from '@portfolio/shared/api';
import { useQueryClient } from '@portfolio/shared/query';
import { useCallback } from 'react';

/**
 * After a change to `resource`, refetches everything it can alter, in every microfrontend: a saved profile
 * refreshes the host's header avatar and the home page, which read the same shared query keys.
 */
export function useInvalidate(resource: ResourceName) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        AFFECTED_BY[resource].map((affected) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.all(affected) }),
        ),
      ),
    [queryClient, resource],
  );
}

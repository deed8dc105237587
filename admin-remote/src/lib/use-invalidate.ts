import { queryKeys } from '@portfolio/shared/api';
import { historyKeys } from './history-api';
import type { ResourceName } from '@portfolio/shared/resources';
import { useQueryClient } from '@portfolio/shared/query';
import { useCallback } from 'react';

/**
 * After a change to `resource`, refetches everything it can alter (what its descriptor says it affects), in every
 * microfrontend: a saved profile refreshes the host's header avatar and the home page, which read the same shared
 * query keys. Every change is a version too, so the history panels and the trash are read again.
 */
export function useInvalidate(resource: { name: ResourceName; affects: readonly ResourceName[] }) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        ...[resource.name, ...resource.affects].map((affected) =>
          queryClient.invalidateQueries({ queryKey: queryKeys.all(affected) }),
        ),
        queryClient.invalidateQueries({ queryKey: historyKeys.all }),
      ]),
    [queryClient, resource],
  );
}

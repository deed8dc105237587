import { QueryClient } from '@portfolio/shared/query';

/** The one QueryClient of the page; remotes reach it through the shared @tanstack/react-query singleton. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

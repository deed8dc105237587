/**
 * TanStack Query as the microfrontends use it, and the one module of it they share (federation.shared.ts).
 * Sharing the package itself made the host ship all of it to every visitor; this list is what the host and both
 * remotes import, still one QueryClient context for the page. ESLint sends every other import of the package
 * here; tests may use the package directly.
 */
export {
  QueryClient,
  QueryClientProvider,
  hydrate,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { DehydratedState, QueryKey } from '@tanstack/react-query';

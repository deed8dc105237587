import type { DehydratedState } from '@portfolio/shared/query';

/**
 * The query state a server-rendered page carries, dated when the page was served. The server keeps a page's
 * bytes and sends them again as long as its data has not changed (checked at most a second before each answer),
 * so the state in them is dated 0 (the same bytes on every host server) and is as fresh as the answer: the
 * browser dates it at the navigation's start, and its islands refetch nothing for `staleTime`.
 */
export function datedWhenServed(state: DehydratedState, servedAt: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, servedAt) },
    })),
  };
}

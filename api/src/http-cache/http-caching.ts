/** HTTP details of the read cache: the cache key, and what it shares with the host's page cache. */

import { remembering } from '@portfolio/shared/http-caching';

export {
  type Encoding,
  entityTag,
  matchesIfNoneMatch,
  preferredEncoding,
  remembering,
} from '@portfolio/shared/http-caching';

/** Below this, compressing costs more than it saves (the same threshold as @fastify/compress). */
export const MIN_COMPRESSIBLE_BYTES = 1024;

const withSortedQuery = remembering((url: string) => {
  const mark = url.indexOf('?');
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, mark)}?${query}` : url.slice(0, mark);
}, 256);

/** The path with its query parameters sorted: `?limit=10&offset=0` and `?offset=0&limit=10` are one answer. */
export const normalizedUrl = (url: string): string => (url.includes('?') ? withSortedQuery(url) : url);

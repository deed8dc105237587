import { queryOptions } from '@portfolio/shared/query';
import { MAX_PAGE_SIZE } from '@portfolio/shared/config';
import type { Tag, TagInput } from '@portfolio/shared/schemas';
import { createResourceClient, queryKeys, resourceQueries } from '@portfolio/shared/api';

const client = createResourceClient<Tag, TagInput, 'tags'>({
  path: '/tags',
  listKey: 'tags',
  searchParam: 'name',
});

export const tagsApi = client;

export const tagQueries = {
  ...resourceQueries('tags', client),
  /** The tags a technology can be given: the first page at the largest size is every tag a portfolio has. */
  all: () =>
    queryOptions({
      queryKey: queryKeys.list('tags', 'all'),
      queryFn: async ({ signal }) => (await client.list({ limit: MAX_PAGE_SIZE }, signal)).items,
    }),
};

import { apiRequest } from './client';
import { type ListParams, type Page, pagingQuery } from './paging';

/** `Row` is what a list holds when it differs from the single item (users: no nested lists). */
export interface ResourceClient<Item, Input, Row = Item> {
  list(params?: ListParams, signal?: AbortSignal): Promise<Page<Row>>;
  get(id: number, signal?: AbortSignal): Promise<Item>;
  create(input: Input): Promise<Item>;
  /** With `ifMatch`, refused (412) when the item changed since the copy that tag names. */
  update(id: number, input: Input, ifMatch?: string): Promise<Item>;
  remove(id: number): Promise<void>;
}

export interface ResourceClientOptions<Key extends string> {
  /** Under the API's base URL, e.g. `/projects`. */
  path: string;
  /** The array's name in a list answer: `{ projects: [...], totalPages }`. */
  listKey: Key;
  /** The query parameter a search goes in when the caller does not name one (`name`, `company`). */
  searchParam: string;
  /** The parameters a caller may name in `searchBy`; anything else is a programming error. */
  searchFields?: readonly string[];
}

/**
 * The five calls every resource has (list, get, create, update, remove), typed once; each resource adds its
 * odd ones.
 */
export function createResourceClient<Item, Input, Key extends string, Row = Item>(
  options: ResourceClientOptions<Key>,
): ResourceClient<Item, Input, Row> {
  const { path, listKey } = options;
  const searchQuery = ({ search, searchBy }: ListParams) => {
    if (!search) return {};
    const field = searchBy ?? options.searchParam;
    if (searchBy && !options.searchFields?.includes(searchBy)) {
      throw new Error(`${path} cannot be searched by ${searchBy}`);
    }
    return { [field]: search };
  };
  return {
    async list(params = {}, signal) {
      const body = await apiRequest<Record<Key, Row[]> & { totalPages: number }>(path, {
        query: { ...pagingQuery(params), ...searchQuery(params) },
        signal,
      });
      return { items: body[listKey], totalPages: body.totalPages };
    },
    get: (id, signal) => apiRequest<Item>(`${path}/${id}`, { signal }),
    create: (input) => apiRequest<Item>(path, { method: 'POST', body: input }),
    update: (id, input, ifMatch) =>
      apiRequest<Item>(`${path}/${id}`, { method: 'PUT', body: input, ...(ifMatch ? { ifMatch } : {}) }),
    remove: (id) => apiRequest<void>(`${path}/${id}`, { method: 'DELETE' }),
  };
}

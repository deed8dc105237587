import type { ListParams } from '@portfolio/shared/api';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@portfolio/shared/router';

/** A whole page number from the URL, 1 for anything else (`?page=abc`, `?page=-2`). */
const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A list's page and search live in the URL (`?page=2&search=vue`, plus `searchBy` for users): back, forward,
 * reload and a shared link all keep them. Searching or clearing goes back to page 1; Back from a search goes back
 * to the list as it was before it.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const searchBy = searchParams.get('searchBy') ?? '';

  const params = useMemo<ListParams>(
    () => ({ page, ...(search ? { search } : {}), ...(search && searchBy ? { searchBy } : {}) }),
    [page, search, searchBy],
  );

  const update = useCallback(
    (next: { page?: number; search?: string; searchBy?: string }, replace = false) =>
      setSearchParams(
        (current) => {
          const result = new URLSearchParams(current);
          for (const [key, value] of Object.entries(next)) {
            if (value === undefined) continue;
            const empty = value === '' || (key === 'page' && value === 1);
            if (empty) result.delete(key);
            else result.set(key, String(value));
          }
          return result;
        },
        { replace },
      ),
    [setSearchParams],
  );

  // The search follows the box as the visitor types: the first search is a step Back undoes, what refines or
  // clears it replaces that step, so Back is not a walk through every pause in the typing.
  const searching = search !== '';
  return {
    params,
    page,
    search,
    searchBy,
    setPage: (next: number) => update({ page: next }),
    setSearch: (text: string, by = '') => update({ search: text, searchBy: by, page: 1 }, searching),
    clearSearch: () => update({ search: '', searchBy: '', page: 1 }, searching),
  };
}

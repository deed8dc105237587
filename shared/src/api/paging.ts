import { PAGE_SIZE } from '../config/constants';

/** What a list screen asks for: a 1-based page and an optional search (the field is per resource). */
export interface ListParams {
  page?: number;
  limit?: number;
  search?: string;
  /** Which field `search` looks in, for resources that search several (users: firstName, lastName, email). */
  searchBy?: string;
}

/** One page of a list, whatever the resource: its rows and how many pages there are (at least 1). */
export interface Page<Item> {
  items: Item[];
  totalPages: number;
}

/** Page numbers start at 1; the API speaks offset/limit: offset = (page - 1) × limit. */
export const pagingQuery = ({ page = 1, limit = PAGE_SIZE }: Pick<ListParams, 'page' | 'limit'>) => ({
  offset: (page - 1) * limit,
  limit,
});

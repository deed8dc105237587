import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../config/constants';
import { idText } from './fields';

const nonNegativeInt = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must not be negative`);

const offsetField = nonNegativeInt('offset').max(2147483647, 'offset is too large');
const limitField = nonNegativeInt('limit')
  .min(1, 'limit must be at least 1')
  .transform((limit) => Math.min(limit, MAX_PAGE_SIZE));

/** `offset`/`limit` paging of every list: limit defaults to 10 and is capped at 100. */
export const pagingQuerySchema = z.object({
  offset: offsetField.default(0),
  limit: limitField.default(PAGE_SIZE),
});

const searchTerm = z.string().trim().max(200, 'Search is too long').optional();

export const nameSearchQuerySchema = pagingQuerySchema.extend({ name: searchTerm });
/** `GET /technologies`: without `offset` and `limit` it answers every row (the public technology grid). */
export const technologyListQuerySchema = z.object({
  offset: offsetField.optional(),
  limit: limitField.optional(),
  name: searchTerm,
});
export const companySearchQuerySchema = pagingQuerySchema.extend({ company: searchTerm });
export const userSearchQuerySchema = pagingQuerySchema.extend({
  firstName: searchTerm,
  lastName: searchTerm,
  email: searchTerm,
});

export const idParamsSchema = z.object({
  id: idText('id must be a positive whole number, written in digits', 'id is too large'),
});

/** `totalPages` is never below 1, even for an empty list (docs/product.md#pagination). */
export const totalPages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

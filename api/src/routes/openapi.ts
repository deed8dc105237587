import { z } from 'zod';

/** OpenAPI: routes that need `Authorization: Bearer <token>`. */
export const bearerAuth = [{ bearerAuth: [] }];

/** A 204 answer has no body. */
export const noContent = z.null().describe('No content');

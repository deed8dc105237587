import { z } from 'zod';
import { idField } from './fields';

/** The most rows one reorder may name: far beyond a portfolio, small enough to check in one statement. */
export const MAX_ORDERED_IDS = 10_000;

/** `PUT /projects/order`, `PUT /technologies/order`: every id of the resource, once each, in the new order. */
export const orderInputSchema = z.object({
  ids: z
    .array(idField('Each id must be a positive whole number'), { error: 'ids must be a list of ids' })
    .min(1, 'List every id in the new order')
    .max(MAX_ORDERED_IDS, `At most ${MAX_ORDERED_IDS} ids`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear only once'),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

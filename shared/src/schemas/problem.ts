import { z } from 'zod';
import { historyEntrySchema } from './history';

/** RFC 9457 problem details; validation failures add `errors: { field: message }`. */
export const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** A 412 (a save from a stale copy): the item's entity tag now, and the versions since the copy. */
  etag: z.string().optional(),
  changes: z.array(historyEntrySchema).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

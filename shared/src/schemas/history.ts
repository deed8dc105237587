import { z } from 'zod';
import { idText } from './fields';
import { pagingQuerySchema } from './paging';

/** What has a history: a profile (`users`), experiences, projects, technologies and tags. */
export const HISTORY_RESOURCES = ['users', 'experiences', 'projects', 'technologies', 'tags'] as const;
export const historyResourceSchema = z.enum(HISTORY_RESOURCES);
export type HistoryResource = z.infer<typeof historyResourceSchema>;

/** `import`, `reorder` and `restore` name a change set across items; the others a single item's change. */
export const historyActionSchema = z.enum(['create', 'update', 'delete', 'restore', 'import', 'reorder']);
export type HistoryAction = z.infer<typeof historyActionSchema>;

/** Who made a change: a signed-in user, or `system` (the CLI, a migration, the first start's demo content). */
export const historyAuthorSchema = z.object({
  kind: z.enum(['user', 'system']),
  id: z.number().int().nullable(),
  /** The user's name now; null when the user is gone. */
  name: z.string().nullable(),
});

/** One field of an item as it was before and after a change (a list of ids for links). */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  /** Shared by every item one request changed: what an undo takes back in one step. */
  changeSet: z.number().int(),
  at: z.string(),
  by: historyAuthorSchema,
  resource: historyResourceSchema,
  itemId: z.number().int(),
  /** The item's name (a title, a person's name) in this version, to list it by. */
  label: z.string(),
  action: historyActionSchema,
  changes: z.array(fieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyListSchema = z.object({ history: z.array(historyEntrySchema), total: z.number().int() });
export type HistoryList = z.infer<typeof historyListSchema>;

/** One version with the item as it was after it (before it, for a deletion), links as lists of ids. */
export const historyVersionSchema = historyEntrySchema.extend({ item: z.record(z.string(), z.unknown()) });
export type HistoryVersion = z.infer<typeof historyVersionSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * `GET /history`: one item's versions (`resource` and `id`), the trash (`deleted=true`: every deleted item, its
 * last version), one change set (`changeSet`), or the latest versions of the whole site (`recent=true`); newest
 * first, paged.
 */
export const historyQuerySchema = pagingQuerySchema
  .extend({
    resource: historyResourceSchema.optional(),
    id: idText('id must be a positive whole number, written in digits', 'id is too large').optional(),
    deleted: flag.optional(),
    changeSet: z.coerce.number().int().positive().optional(),
    recent: flag.optional(),
  })
  .refine(
    (query) =>
      [
        query.resource !== undefined && query.id !== undefined,
        query.deleted === true,
        query.changeSet !== undefined,
        query.recent === true,
      ].filter(Boolean).length === 1 &&
      ((query.deleted !== true && query.recent !== true) || query.id === undefined),
    { message: 'Ask for one of: resource and id, deleted=true, changeSet, or recent=true' },
  );
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** What a restore, an undo or a site restore changes (or, for a dry run, would change), item by item. */
export const restoredItemSchema = z.object({
  resource: historyResourceSchema,
  itemId: z.number().int(),
  label: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  changes: z.array(fieldChangeSchema),
});
export type RestoredItem = z.infer<typeof restoredItemSchema>;

export const restoreResultSchema = z.object({
  applied: z.boolean(),
  /** The change set the restore was recorded as; null when nothing was written. */
  changeSet: z.number().int().nullable(),
  items: z.array(restoredItemSchema),
});
export type RestoreResult = z.infer<typeof restoreResultSchema>;

/** `POST /history/restore-site`: the whole site as it was at `at`; `dryRun` only lists what would change. */
export const restoreSiteInputSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date and time' }),
  dryRun: z.boolean().default(false),
});
export type RestoreSiteInput = z.infer<typeof restoreSiteInputSchema>;

export const changeSetParamsSchema = z.object({
  changeSet: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

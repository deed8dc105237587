import { z } from 'zod';
import { ADMIN_RESOURCES } from '../resources';

/** The resources the admin home counts and links to: every resource of the registry, by name. */
export const dashboardResourceSchema = z.enum(ADMIN_RESOURCES.map(({ name }) => name));
export type DashboardResource = z.infer<typeof dashboardResourceSchema>;

const dashboardItemSchema = z.object({
  resource: dashboardResourceSchema,
  id: z.number().int(),
  /** What the item is called: a user's full name, an experience's "Title at Company". */
  name: z.string(),
});

/** `GET /dashboard`: the admin home's figures in one call (docs/product.md#admin-home). */
export const dashboardSchema = z.object({
  counts: z.record(dashboardResourceSchema, z.number().int()),
  /** Projects and technologies the owner hid, waiting to be shown on the home page. */
  hidden: z.array(dashboardItemSchema),
  /** The last items changed, newest first (at most 8). */
  recent: z.array(dashboardItemSchema.extend({ updatedAt: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

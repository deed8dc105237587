/**
 * The light half of an admin resource: what the host needs to draw its menu entry before the admin remote has
 * loaded (an anonymous visitor downloads none of the remote), and what cache invalidation needs after a write.
 * It travels in the host's entry, so only that: its screens, API client and texts are the other half, in the admin
 * remote's feature folder of the same name (docs/architecture.md#adding-an-admin-resource).
 */
export interface ResourceDescriptor {
  /** One name for everything: the admin path (`/admin/tags`), the API's (`/api/v1/tags`), the query keys' root. */
  name: string;
  /** Its menu entry, the title of its list and of its card on the admin home: 'Tags'. */
  label: string;
  /** The name of its icon in `ADMIN_SECTION_ICONS` (ui/src/icons.tsx). */
  icon: string;
  /** The other resources a write to this one can alter (a technology shows its tags): refetched after it. */
  affects: readonly string[];
}

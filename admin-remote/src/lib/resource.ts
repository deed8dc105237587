import type { ResourceClient, ResourceName } from '@portfolio/shared/api';
import type { AdminSectionPath } from '@portfolio/shared/admin-sections';

/** Every toast and question of one resource, as docs/product.md#resource-texts words them. */
export interface ResourceTexts<Row> {
  /** The list's title: 'Tags'. */
  title: string;
  /** How a single one is called in a heading: 'tag' → 'New tag', 'Edit tag'. */
  singular: string;
  loadListFailed: string;
  loadOneFailed: string;
  created: string;
  createFailed: string;
  updated: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
  confirmDelete: (row: Row) => string;
}

/**
 * What the generic list and form screens need to know about a resource: its name (the root of its query keys),
 * where its screens live, its API client and its texts. Each feature folder describes its resource once.
 */
export interface Resource<Item, Input, Row = Item> {
  name: ResourceName;
  path: Exclude<AdminSectionPath, '' | 'profile'>;
  client: ResourceClient<Item, Input, Row>;
  texts: ResourceTexts<Row>;
  /** How a row is named to a screen reader ('Edit React'). */
  labelOf: (row: Row) => string;
}

export interface Identified {
  id: number;
}

import type { ResourceClient } from '@portfolio/shared/api';
import type { ResourceDescriptor, ResourceName } from '@portfolio/shared/resources';

/** Every toast and question of one resource, as docs/product.md#resource-texts words them. */
export interface ResourceTexts<Row> {
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
 * What the generic list and form screens need to know about a resource: its descriptor from the registry
 * (@portfolio/shared/resources: its name, label, icon, what its writes affect), extended in its feature folder
 * with what only the admin screens need: its API client, its texts and how a row is named.
 */
export interface Resource<Item, Input, Row = Item> extends ResourceDescriptor {
  name: ResourceName;
  /** Checked against the registry here: a name no resource has fails to compile. */
  affects: readonly ResourceName[];
  /** One of them, in a heading or on a button: 'tag' → 'New tag', 'Edit tag'. */
  singular: string;
  /** Whether the admin home offers 'New …' for it among its quick actions. */
  quickCreate: boolean;
  client: ResourceClient<Item, Input, Row>;
  texts: ResourceTexts<Row>;
  /** How a row is named to a screen reader ('Edit React'). */
  labelOf: (row: Row) => string;
}

export interface Identified {
  id: number;
}

import { experiencesDescriptor } from './experiences';
import { messagesDescriptor } from './messages';
import { projectsDescriptor } from './projects';
import type { ResourceDescriptor } from './resource-descriptor';
import { tagsDescriptor } from './tags';
import { technologiesDescriptor } from './technologies';
import { usersDescriptor } from './users';

/**
 * Every admin resource, in the menu's order: the admin menu, the header title, the admin home, the admin routes,
 * the query keys and the invalidation after a write all read this list. Adding a resource is its descriptor file
 * here, its feature folder in the admin remote, and a line in each list (docs/architecture.md#adding-an-admin-resource).
 *
 * This module holds the list alone: whatever is derived from it is derived where it is read, so a test that adds
 * a resource to the list sees it everywhere.
 */
export const ADMIN_RESOURCES = [
  usersDescriptor,
  projectsDescriptor,
  experiencesDescriptor,
  technologiesDescriptor,
  tagsDescriptor,
  messagesDescriptor,
] as const satisfies readonly ResourceDescriptor[];

export type AdminResource = (typeof ADMIN_RESOURCES)[number];
export type ResourceName = AdminResource['name'];
export type { ResourceDescriptor } from './resource-descriptor';
export {
  experiencesDescriptor,
  messagesDescriptor,
  projectsDescriptor,
  tagsDescriptor,
  technologiesDescriptor,
  usersDescriptor,
};

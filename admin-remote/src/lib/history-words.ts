import type { HistoryAction, HistoryEntry, HistoryResource } from '@portfolio/shared/schemas';

/** What each kind of version says happened, as a history entry's first word. */
export const ACTION_WORDS: Record<HistoryAction, string> = {
  create: 'Created',
  update: 'Edited',
  delete: 'Deleted',
  restore: 'Restored',
  import: 'Imported',
  reorder: 'Reordered',
};

/** One item of each kind, as a trash row or a site restore's line names it. */
export const RESOURCE_WORDS: Record<HistoryResource, string> = {
  users: 'Profile',
  experiences: 'Experience',
  projects: 'Project',
  technologies: 'Technology',
  tags: 'Tag',
};

// Seconds too: two saves a few seconds apart must not read as the same moment.
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** "28 Nov 2026, 21:40:12", in the owner's timezone. */
export const formatVersionTime = (iso: string) => dateTime.format(new Date(iso));

/** Who made a version: the user's name, a user since deleted, or the system (the CLI, the first start). */
export function authorOf({ by }: Pick<HistoryEntry, 'by'>): string {
  if (by.kind === 'system') return 'the system';
  return by.name ?? 'a former user';
}

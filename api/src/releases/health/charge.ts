import type { PageView } from '@portfolio/shared/page-view-token';
import { HOME_ISLANDS, REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import { type PageEvent, VITAL_NAMES } from '@portfolio/shared/schemas';
import { vitalBucket } from './vital-buckets';

/** What counts once per page view and remote: it was seen, it had an error of some kind, of this kind… */
export const MARK_KINDS = [
  'view',
  'error',
  'chunk-error',
  'hydration-error',
  ...VITAL_NAMES.map((name) => `vital:${name}` as const),
] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/**
 * Every mark a page view can make, one bit each of `page_views.marks` (an `integer`): bit `remote × kinds +
 * kind`. The bits live a day (a token's age); a change to either list changes what the stored bits mean, so the
 * migration that ships it empties `page_views`.
 */
export const MARK_SLOTS = REMOTE_NAMES.flatMap((remote) => MARK_KINDS.map((kind) => ({ remote, kind })));
if (MARK_SLOTS.length > 31)
  throw new Error(`${MARK_SLOTS.length} marks per page view do not fit the 31 bits of page_views.marks`);

const slotOf = (remote: RemoteName, kind: MarkKind) =>
  REMOTE_NAMES.indexOf(remote) * MARK_KINDS.length + MARK_KINDS.indexOf(kind);

/**
 * What one report says about its page view: the marks it makes (a bit per remote and kind) and, for each vital
 * mark, its histogram bucket.
 */
export interface PageViewMarks {
  pageView: string;
  releases: PageView['releases'];
  marks: number;
  /** A vital mark's bucket, by its slot. */
  buckets: Record<number, number>;
}

/** A release folder in a script's URL: `…/releases/<version>/assets/x.js`. */
const RELEASE_FOLDER = /\/releases\/([A-Za-z0-9][A-Za-z0-9._+-]{0,79})\//;

/**
 * The remotes an error is charged to: the one whose release folder the script URL is in, else every remote of
 * the page (its code ran on the page with them, and nothing says which).
 */
function chargedRemotes(view: PageView, url: string | undefined): RemoteName[] {
  const onPage = REMOTE_NAMES.filter((remote) => view.releases[remote] !== undefined);
  const folder = url ? RELEASE_FOLDER.exec(url)?.[1] : undefined;
  const owners = folder ? onPage.filter((remote) => view.releases[remote] === folder) : [];
  return owners.length > 0 ? owners : onPage;
}

/** The islands are the public remote's: a failed hydration is its release's, when the page has one. */
const islandRemotes = (view: PageView, island: string): RemoteName[] =>
  (HOME_ISLANDS as readonly string[]).includes(island) && view.releases.publicRemote
    ? ['publicRemote']
    : chargedRemotes(view, undefined);

/**
 * The marks a report about `view` makes. Any report with a valid token says the page was viewed; each kind
 * counts once per page view (the first vital of a kind keeps its bucket), so one browser sending a thousand
 * errors makes one page view with an error.
 */
export function marksOf(view: PageView, events: PageEvent[]): PageViewMarks {
  const result: PageViewMarks = { pageView: view.id, releases: view.releases, marks: 0, buckets: {} };
  const add = (remotes: RemoteName[], kind: MarkKind, bucket?: number) => {
    for (const remote of remotes) {
      const slot = slotOf(remote, kind);
      if (result.marks & (1 << slot)) continue;
      result.marks |= 1 << slot;
      if (bucket !== undefined) result.buckets[slot] = bucket;
    }
  };
  const everyRemote = chargedRemotes(view, undefined);
  add(everyRemote, 'view');
  for (const event of events) {
    switch (event.type) {
      case 'error': {
        add(chargedRemotes(view, event.source), 'error');
        break;
      }
      case 'chunk-error': {
        const remotes = chargedRemotes(view, event.url);
        add(remotes, 'error');
        add(remotes, 'chunk-error');
        break;
      }
      case 'hydration-error': {
        const remotes = islandRemotes(view, event.island);
        add(remotes, 'error');
        add(remotes, 'hydration-error');
        break;
      }
      case 'vital':
        add(everyRemote, `vital:${event.name}`, vitalBucket(event.value));
        break;
      case 'view':
        break;
    }
  }
  return result;
}

import type { PageView } from '@portfolio/shared/page-view-token';
import { HOME_ISLANDS, REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import type { PageEvent } from '@portfolio/shared/schemas';
import { vitalBucket } from './vital-buckets';

/** What counts once per page view and remote: it was seen, it had an error of some kind, of this kind… */
export type MarkKind = 'view' | 'error' | 'chunk-error' | 'hydration-error' | `vital:${string}`;

/** One fact about one page view, charged to one release of one remote. */
export interface Mark {
  pageView: string;
  remote: RemoteName;
  version: string;
  kind: MarkKind;
  /** A vital's histogram bucket. */
  bucket?: number;
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
 * counts once per page view (the database keeps the first), so one browser sending a thousand errors makes one
 * page view with an error.
 */
export function marksOf(view: PageView, events: PageEvent[]): Mark[] {
  const marks = new Map<string, Mark>();
  const add = (remotes: RemoteName[], kind: MarkKind, bucket?: number) => {
    for (const remote of remotes) {
      const key = `${remote} ${kind}`;
      if (!marks.has(key))
        marks.set(key, { pageView: view.id, remote, version: view.releases[remote]!, kind, bucket });
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
  return [...marks.values()];
}

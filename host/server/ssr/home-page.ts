import { technologyQueries, userQueries } from '@portfolio/shared/api';
import { OWNER_USER_ID } from '@portfolio/shared/config';
import type { PublicUser, Technology } from '@portfolio/shared/schemas';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { randomBytes } from 'node:crypto';
import { serverApp } from '../../src/entry-server';
import { ApiResource } from './api-resource';
import type { LoadedRemoteModule, ServerRemoteModule } from './remote-module';
import { renderMarkup } from './render-markup';

const HOME_EXPOSE = 'publicRemote/HomePage';
/**
 * Stands for the nonce in cached markup; each answer swaps in its own. Random per process, and markup escapes
 * quotes in text, so no content the owner writes can produce `nonce="<this>"`.
 */
const NONCE_PLACEHOLDER = randomBytes(18).toString('base64url');

/** Everything one rendering of the home page was made from, and its markup (a promise while rendering). */
export interface HomeSnapshot {
  owner: PublicUser;
  technologies: Technology[];
  remote: LoadedRemoteModule;
  markup: Promise<string>;
  /** Counts renders since the server started: answers that share a number share one render. */
  render: number;
}

function seededClient(owner: PublicUser, technologies: Technology[], updatedAt?: number) {
  // Nothing is fetched while rendering: the queries are filled before and never go stale on the server.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userQueries.detail(OWNER_USER_ID).queryKey, owner, { updatedAt });
  client.setQueryData(technologyQueries.all().queryKey, technologies, { updatedAt });
  return client;
}

/**
 * The server-rendered home page, cached and revalidated on every request: the remote's manifest and the two
 * API reads it is made of are checked (a 304 each when nothing changed) and only a change renders again.
 * Concurrent requests share one check and one render, so a burst of visitors costs one render; an owner's
 * save or a redeployed remote shows on the next load.
 */
export class HomePageRenderer {
  private readonly owner: ApiResource<PublicUser>;
  private readonly technologies: ApiResource<{ technologies: Technology[] }>;
  private snapshot: HomeSnapshot | undefined;
  private checking: Promise<HomeSnapshot> | undefined;
  private renders = 0;

  constructor(
    apiBaseUrl: string,
    private readonly remote: ServerRemoteModule,
  ) {
    this.owner = new ApiResource(`${apiBaseUrl}/users/${OWNER_USER_ID}`);
    this.technologies = new ApiResource(`${apiBaseUrl}/technologies`);
  }

  /** The current snapshot; rejects when the remote or the API cannot be reached (the caller falls back). */
  current(): Promise<HomeSnapshot> {
    this.checking ??= this.revalidate().finally(() => (this.checking = undefined));
    return this.checking;
  }

  /** The markup for one answer, its scripts allowed by that answer's `nonce`. */
  static async markup(snapshot: HomeSnapshot, nonce: string): Promise<string> {
    return (await snapshot.markup).replaceAll(`nonce="${NONCE_PLACEHOLDER}"`, `nonce="${nonce}"`);
  }

  /** The query state the browser hydrates from, dated now: it was current when this request checked it. */
  static queryState(snapshot: HomeSnapshot) {
    return dehydrate(seededClient(snapshot.owner, snapshot.technologies, Date.now()));
  }

  private async revalidate(): Promise<HomeSnapshot> {
    const [owner, technologies, remote] = await Promise.all([
      this.owner.read(),
      this.technologies.read(),
      this.remote.load(),
    ]);
    const previous = this.snapshot;
    if (previous && !owner.changed && !technologies.changed && previous.remote === remote) return previous;

    // Inside `then`, so a throw while building the tree fails this render like one while rendering it.
    const markup = Promise.resolve().then(() =>
      renderMarkup(
        serverApp({
          url: new URL('http://localhost/'),
          queryClient: seededClient(owner.body, technologies.body.technologies),
          remotes: new Map([[HOME_EXPOSE, remote.component]]),
        }),
        NONCE_PLACEHOLDER,
      ),
    );
    const next: HomeSnapshot = {
      owner: owner.body,
      technologies: technologies.body.technologies,
      remote,
      markup,
      render: ++this.renders,
    };
    this.snapshot = next;
    // A failed render is not kept: the next request tries again.
    markup.catch(() => {
      if (this.snapshot === next) this.snapshot = undefined;
    });
    return next;
  }
}

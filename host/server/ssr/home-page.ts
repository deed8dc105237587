import { technologyQueries, userQueries } from '@portfolio/shared/api';
import { OWNER_USER_ID } from '@portfolio/shared/config';
import type { PublicUser, Technology } from '@portfolio/shared/schemas';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { randomBytes } from 'node:crypto';
import type { PreparedRelease } from '../releases/served-releases';
import { ApiResource } from './api-resource';

/**
 * Stands for the nonce in cached markup; each answer swaps in its own. Random per process, and markup escapes
 * quotes in text, so no content the owner writes can produce `nonce="<this>"`.
 */
const NONCE_PLACEHOLDER = randomBytes(18).toString('base64url');

/** The live data the home page is made of; one object as long as the API says nothing changed. */
export interface HomeData {
  owner: PublicUser;
  technologies: Technology[];
}

/** One rendering of the home page: the data and the release it was made from, and its markup. */
export interface HomeSnapshot {
  data: HomeData;
  release: PreparedRelease;
  /** A promise while rendering. */
  markup: Promise<string>;
  /** Counts renders since the server started: answers that share a number share one render. */
  render: number;
}

function seededClient(data: HomeData, updatedAt?: number) {
  // Nothing is fetched while rendering: the queries are filled before and never go stale on the server.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userQueries.detail(OWNER_USER_ID).queryKey, data.owner, { updatedAt });
  client.setQueryData(technologyQueries.all().queryKey, data.technologies, { updatedAt });
  return client;
}

/** The query state a page is rendered from, and that the browser hydrates it with. */
export const homeQueryState = (data: HomeData, updatedAt?: number) =>
  dehydrate(seededClient(data, updatedAt));

/** Renders the home page in a release's render process: with this data, and the nonce placeholder. */
export function renderHomeIn(release: PreparedRelease, data: HomeData): Promise<string> {
  if (!release.page) return Promise.reject(new Error(`${release.remote} is not rendered on the server`));
  return release.page.renderer.render({ url: '/', state: homeQueryState(data), nonce: NONCE_PLACEHOLDER });
}

/**
 * The server-rendered home page, cached per release and revalidated on every request: the two API reads it is
 * made of are checked (a 304 each when nothing changed) and only a change renders again. Concurrent requests
 * share one check and one render, so a burst of visitors costs one render; an owner's save shows on the next
 * load, and each release (live, rolling out, previewed) has its own copy.
 */
export class HomePageRenderer {
  private readonly owner: ApiResource<PublicUser>;
  private readonly technologies: ApiResource<{ technologies: Technology[] }>;
  private data: HomeData | undefined;
  private checking: Promise<HomeData> | undefined;
  private readonly snapshots = new WeakMap<PreparedRelease, HomeSnapshot>();
  private renders = 0;

  constructor(apiBaseUrl: string) {
    this.owner = new ApiResource(`${apiBaseUrl}/users/${OWNER_USER_ID}`);
    this.technologies = new ApiResource(`${apiBaseUrl}/technologies`);
  }

  /** The live data, checked with the API (one check at a time); rejects when the API cannot be reached. */
  currentData(): Promise<HomeData> {
    this.checking ??= this.revalidate().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async revalidate(): Promise<HomeData> {
    const [owner, technologies] = await Promise.all([this.owner.read(), this.technologies.read()]);
    if (!this.data || owner.changed || technologies.changed)
      this.data = { owner: owner.body, technologies: technologies.body.technologies };
    return this.data;
  }

  /** The current snapshot for `release`; rejects when the API cannot be reached (the caller falls back). */
  async current(release: PreparedRelease): Promise<HomeSnapshot> {
    const data = await this.currentData();
    const previous = this.snapshots.get(release);
    if (previous?.data === data) return previous;
    // Inside `then`, so a throw while starting fails this render like one while rendering.
    const markup = Promise.resolve().then(() => renderHomeIn(release, data));
    const next: HomeSnapshot = { data, release, markup, render: ++this.renders };
    this.snapshots.set(release, next);
    // A failed render is not kept: the next request tries again.
    markup.catch(() => {
      if (this.snapshots.get(release) === next) this.snapshots.delete(release);
    });
    return next;
  }

  /** The markup for one answer, its scripts allowed by that answer's `nonce`. */
  static async markup(snapshot: HomeSnapshot, nonce: string): Promise<string> {
    return (await snapshot.markup).replaceAll(`nonce="${NONCE_PLACEHOLDER}"`, `nonce="${nonce}"`);
  }

  /** The query state the browser hydrates from, dated now: it was current when this request checked it. */
  static queryState(snapshot: HomeSnapshot) {
    return homeQueryState(snapshot.data, Date.now());
  }
}

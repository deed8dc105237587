import { contactFormQuery, projectQueries, technologyQueries, userQueries } from '@portfolio/shared/api';
import { OWNER_USER_ID, requestedTechnology, TECH_PARAM, technologySlug } from '@portfolio/shared/config';
import type { ContactFormState, ProjectDetail, PublicUser, Technology } from '@portfolio/shared/schemas';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { ApiAnswerError, ApiResource } from './api-resource';
import type { ReleasePages } from './server-pages';

/**
 * How long a check of the API's data holds: a page view within it asks the API nothing. A write this server
 * proxied ends it at once (`dataChanged`); one made through another host server shows here at most this late.
 */
export const DATA_FRESH_MS = 1000;

/** The live data the home page is made of; one object as long as the API says nothing changed. */
export interface HomeData {
  owner: PublicUser;
  technologies: Technology[];
}

/** What a page is rendered from: the site's data, and on a project's page that project. */
export interface PageData extends HomeData {
  project?: ProjectDetail;
  /** The contact form sent back with its messages (a refused post). */
  contactForm?: ContactFormState;
}

/** One rendering of a page: the address and the data it was made from, and its markup. */
export interface PageSnapshot {
  url: string;
  data: PageData;
  /** A promise while rendering. */
  markup: Promise<string>;
  /** Counts renders since the server started: answers that share a number share one render. */
  render: number;
}

function seededClient(data: PageData, updatedAt?: number) {
  // Nothing is fetched while rendering: the queries are filled before and never go stale on the server.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userQueries.detail(OWNER_USER_ID).queryKey, data.owner, { updatedAt });
  client.setQueryData(technologyQueries.all().queryKey, data.technologies, { updatedAt });
  if (data.project)
    client.setQueryData(projectQueries.bySlug(data.project.slug).queryKey, data.project, { updatedAt });
  if (data.contactForm) client.setQueryData(contactFormQuery().queryKey, data.contactForm, { updatedAt });
  return client;
}

/** The query state a page is rendered from, and that the browser hydrates it with. */
export const homeQueryState = (data: PageData, updatedAt?: number) =>
  dehydrate(seededClient(data, updatedAt));

/**
 * Where the not-found pages are rendered, whatever address was asked for: one render of each per release, however
 * many addresses name nothing. An unknown path gets the router's not-found page; a missing project, the project
 * page saying so (its slug `_` is no project's: slugs are letters, digits and hyphens).
 */
export const NOT_FOUND_URLS = { page: '/404', project: '/projects/_' } as const;
const MISSING_PROJECT_KEY = projectQueries.bySlug('_').queryKey;

/** Renders the page at `url` in a release's render process, with this data. */
export const renderPageIn = (release: ReleasePages, url: string, data: PageData): Promise<string> =>
  release.renderer.render({
    url,
    state: homeQueryState(data),
    ...(url === NOT_FOUND_URLS.project ? { notFound: [[...MISSING_PROJECT_KEY]] } : {}),
  });

/**
 * The address a page is rendered at: with `?tech=<slug>` when the slug is one of a technology the site shows (in
 * the stack or on a project), else without (the page shows every project for an unknown one, as the browser
 * does). So the renders kept per release are at most one per technology and page.
 */
export function filteredUrl(path: string, tech: string | null | undefined, data: HomeData): string {
  const slug = requestedTechnology(tech);
  if (!slug) return path;
  const names = [
    ...data.technologies.map((technology) => technology.name),
    ...data.owner.projects.flatMap((project) => project.technologies.map((technology) => technology.name)),
  ];
  return names.some((name) => technologySlug(name) === slug)
    ? `${path}?${TECH_PARAM}=${encodeURIComponent(slug)}`
    : path;
}

/**
 * The server-rendered pages (`/`, `/projects`, `/projects/<slug>`), cached per release and address and
 * revalidated at most once per DATA_FRESH_MS: the API reads they are made of are checked (a 304 each when
 * nothing changed) and only a change renders again. Concurrent requests share one check and one render, so a burst of visitors
 * costs one render; an owner's save shows on the next load, and each release (live, rolling out, previewed)
 * has its own copy.
 */
export class PageRenderer {
  private readonly owner: ApiResource<PublicUser>;
  private readonly technologies: ApiResource<{ technologies: Technology[] }>;
  /** One per slug asked for that named a project: an unknown slug keeps nothing. */
  private readonly projects = new Map<string, ApiResource<ProjectDetail>>();
  private data: HomeData | undefined;
  private readonly snapshots = new WeakMap<ReleasePages, Map<string, PageSnapshot>>();
  private renders = 0;

  constructor(
    private readonly apiBaseUrl: string,
    private readonly freshForMs = DATA_FRESH_MS,
  ) {
    this.owner = new ApiResource(`${apiBaseUrl}/users/${OWNER_USER_ID}`, freshForMs);
    this.technologies = new ApiResource(`${apiBaseUrl}/technologies`, freshForMs);
  }

  /**
   * The live data, checked with the API at most once per DATA_FRESH_MS (concurrent reads share a check); rejects
   * when the API cannot be reached.
   */
  async currentData(): Promise<HomeData> {
    const [owner, technologies] = await Promise.all([this.owner.read(), this.technologies.read()]);
    const data = this.data;
    if (data?.owner === owner.body && data.technologies === technologies.body.technologies) return data;
    this.data = { owner: owner.body, technologies: technologies.body.technologies };
    return this.data;
  }

  /**
   * Whether a page made from `data` (a snapshot's) is still the one a view now would be made from, without asking
   * the API: every read it was made of is fresh (checked within DATA_FRESH_MS, not expired by `dataChanged`) and
   * holds the very objects it was made from.
   */
  holds(data: PageData): boolean {
    if (this.owner.freshBody() !== data.owner) return false;
    if (this.technologies.freshBody()?.technologies !== data.technologies) return false;
    return !data.project || this.projects.get(data.project.slug)?.freshBody() === data.project;
  }

  /** A write this server proxied may have changed the data: the next page view checks it with the API. */
  dataChanged(): void {
    this.owner.expire();
    this.technologies.expire();
    for (const project of this.projects.values()) project.expire();
  }

  /**
   * The visible project at `/projects/<slug>` (its `slug` is the current one, which differs for an old slug),
   * or null when there is none; rejects when the API cannot be reached.
   */
  async project(slug: string): Promise<ProjectDetail | null> {
    let resource = this.projects.get(slug);
    if (!resource) {
      resource = new ApiResource(`${this.apiBaseUrl}/projects/slug/${slug}`, this.freshForMs);
      this.projects.set(slug, resource);
    }
    try {
      return (await resource.read()).body;
    } catch (error) {
      if (error instanceof ApiAnswerError && (error.status === 404 || error.status === 400)) {
        this.projects.delete(slug);
        return null;
      }
      throw error;
    }
  }

  /**
   * The current snapshot of the page at `path` for `release` (`project` for a project's page), filtered by the
   * technology `tech` names (`?tech=`) when the site knows it; rejects when the API cannot be reached (the caller
   * falls back).
   */
  async current(
    release: ReleasePages,
    path = '/',
    project?: ProjectDetail,
    tech?: string | null,
  ): Promise<PageSnapshot> {
    const site = await this.currentData();
    const url = filteredUrl(path, tech, site);
    let pages = this.snapshots.get(release);
    if (!pages) this.snapshots.set(release, (pages = new Map()));
    const previous = pages.get(url);
    if (previous && previous.data.owner === site.owner && previous.data.technologies === site.technologies)
      if (previous.data.project === project) return previous;
    const data: PageData = project ? { ...site, project } : site;
    // Inside `then`, so a throw while starting fails this render like one while rendering.
    const markup = Promise.resolve().then(() => renderPageIn(release, url, data));
    const next: PageSnapshot = { url, data, markup, render: ++this.renders };
    pages.set(url, next);
    // A failed render is not kept: the next request tries again.
    markup.catch(() => {
      if (pages.get(url) === next) pages.delete(url);
    });
    return next;
  }

  /**
   * A page for one answer only, never kept: the contact form again with what the visitor typed and the messages
   * about it, or a draft preview (the owner's draft in place of the live profile or project). Rejects when the
   * API cannot be reached.
   */
  async once(release: ReleasePages, path: string, instead: Partial<PageData>): Promise<PageSnapshot> {
    const data: PageData = { ...(await this.currentData()), ...instead };
    const markup = Promise.resolve().then(() => renderPageIn(release, path, data));
    return { url: path, data, markup, render: ++this.renders };
  }

  /**
   * The query state the browser hydrates from, dated 0: the same bytes whenever and wherever the page is served
   * (it is kept and sent again); the browser dates it when it was served (islands/served-state.ts).
   */
  static queryState(snapshot: PageSnapshot) {
    return homeQueryState(snapshot.data, 0);
  }
}

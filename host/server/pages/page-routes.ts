import { CONTACT_PATH, CONTACT_PROJECT_PARAM, TECH_PARAM } from '@portfolio/shared/config';
import {
  type ContactFormState,
  DRAFT_PREVIEW_PARAM,
  isSlug,
  type ProjectDetail,
  type PublicUser,
} from '@portfolio/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { KeptPage } from '../page-cache/kept-page';
import type { PageCache } from '../page-cache/page-cache';
import { pageCacheBypass, pageKey, pageVary } from '../page-cache/page-key';
import type { RevalidationLane } from '../page-cache/revalidation-lane';
import { sendKeptPage } from '../page-cache/send-kept-page';
import { preferredEncoding } from '@portfolio/shared/http-caching';
import type { PageTemplate } from '../page-template';
import type { PageReleases } from '../releases/page-releases';
import { previewBar } from '../releases/preview-bar';
import { contactHead } from '../seo/contact-head';
import { pageViewOf, pageViewToken, sendPageView } from './page-view';
import { homeHead } from '../seo/home-head';
import { notFoundHead } from '../seo/not-found-head';
import { projectHead, projectsHead } from '../seo/project-head';
import { type HomeData, NOT_FOUND_URLS, PageRenderer, type PageSnapshot } from '../ssr/page-renderer';
import type { ServerRenderedPage } from '../ssr/server-pages';
import { CONTACT_BODY_LIMIT, sendContactForm } from './contact-form';
import {
  draftBar,
  draftPreviewProblem,
  draftPreviewToken,
  privatePreview,
  readDraftPreview,
  withDraftToken,
} from '../drafts/draft-preview';
import { cardPath } from '@portfolio/shared/seo';
import type { SITE_FILES_FROM_API } from '../api-proxy';
import { bottomBars } from './bottom-bars';

/** The résumé's PDF, at the site's root (the API draws it). */
const RESUME_PDF: keyof typeof SITE_FILES_FROM_API = '/resume.pdf';

interface ServerRenderedPagesOptions {
  pages: PageRenderer;
  /** The API's `/api/v1`, where the contact form's messages go. */
  apiBaseUrl: string;
  template: PageTemplate;
  /** The CSP for a page loading code from `origins`. */
  policy: (origins: string[]) => string;
  /** Answers the page the browser renders: when the server cannot render it. */
  clientRendered: (reply: FastifyReply, page: PageReleases) => FastifyReply;
  pageViewSecret: string;
  /** The finished pages, kept per version of what they show. */
  cache: PageCache;
  /** Answers revalidations of kept pages before Fastify, from the 304s offered to it here. */
  lane: RevalidationLane;
}

/** What one server-rendered page is: which exposed page, at which address, with which head. */
interface PageToRender {
  /** The exposed page whose files it needs; none for a page of the host's own (not found). */
  expose?: ServerRenderedPage;
  url: string;
  /** Whether `?tech=` filters its projects (`/` and `/projects`). */
  filtered?: boolean;
  project?: ProjectDetail;
  /** The contact form sent back with its messages: rendered for this answer only. */
  contactForm?: ContactFormState;
  /**
   * A draft preview: the owner's draft in place of the live data, for this answer only, with its bar; its link's
   * token, for the card and the résumé the bar opens.
   */
  draft?: { owner?: PublicUser; editPath: string; token: string };
  head: (data: HomeData, siteUrl: string) => { title: string; tags: string };
}

/**
 * `/`, `/projects` and `/projects/<slug>` (and the contact and not-found pages), rendered on the server with the
 * visitor's release of the public remote, all the same way, and kept finished and compressed per version of
 * what they show (page-cache/): a page view costs a lookup and a send, and a browser that holds the page gets
 * 304. Only a page made for one visitor (`pageCacheBypass`) is streamed, its head first while the markup renders.
 * The page-view token travels in a header, never in the bytes. Without the API or the remote, or when rendering
 * fails, the browser renders the page.
 */
export function registerServerRenderedPages(app: FastifyInstance, options: ServerRenderedPagesOptions) {
  const { pages, template } = options;

  /** A draft preview's bar: the page's card and the résumé (while offered) with the draft, and Exit. */
  const draftBarOf = (to: PageToRender, owner: PublicUser, draft: NonNullable<PageToRender['draft']>) =>
    draftBar({
      editPath: draft.editPath,
      card: withDraftToken(
        cardPath(to.project ? `projects/${to.project.slug}.png` : 'home.png'),
        draft.token,
      ),
      ...(owner.resumePublic ? { resume: withDraftToken(RESUME_PDF, draft.token) } : {}),
    });

  /**
   * The page's HTML up to its markup, and after it. A release preview's bar comes first (before the page's
   * markup) unless the page is a draft preview: then both bars follow the markup, stacked in one box.
   */
  function frame(page: PageReleases, to: PageToRender, snapshot: PageSnapshot) {
    const release = page.publicRemote!;
    const { title, tags } = to.head(snapshot.data, app.siteUrl);
    const assets = to.expose ? release.page!.assets[to.expose] : { scripts: [], styles: [] };
    const releaseBar = previewBar(page.previews);
    return {
      start: template.homeStart(
        { title, tags, styles: assets.styles },
        page.remotes,
        to.draft ? '' : bottomBars(releaseBar),
      ),
      end: template.homeEnd(
        PageRenderer.queryState(snapshot),
        { modules: assets.scripts, fetches: [release.manifestUrl] },
        snapshot.url,
        {
          gallery: (to.project?.gallery.length ?? 0) > 0,
          ...(to.draft ? { bar: bottomBars(draftBarOf(to, snapshot.data.owner, to.draft), releaseBar) } : {}),
        },
      ),
    };
  }

  /** The markup, or '' when it failed: the browser renders the page then. */
  const markupOf = (request: FastifyRequest, snapshot: PageSnapshot) =>
    snapshot.markup.then(
      (markup) => ({ markup, rendered: true }),
      (error: unknown) => {
        request.log.warn({ err: error, url: snapshot.url }, 'page render failed; the browser renders it');
        return { markup: '', rendered: false };
      },
    );

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageReleases,
    to: PageToRender,
  ) {
    const release = page.publicRemote;
    // A draft preview is the server's rendering or nothing: the browser's would show the live data.
    const fallBack = () => (to.draft ? draftPreviewProblem(reply, 503) : options.clientRendered(reply, page));
    if (!release?.page) return fallBack();
    let snapshot: PageSnapshot;
    try {
      // Most views have no query: parsing the address for one was a visible part of a 304.
      const tech =
        to.filtered && request.url.includes('?')
          ? new URL(request.url, 'http://localhost').searchParams.get(TECH_PARAM)
          : null;
      if (to.draft)
        snapshot = await pages.once(release.page, to.url, {
          ...(to.draft.owner ? { owner: to.draft.owner } : {}),
          ...(to.project ? { project: to.project } : {}),
        });
      else if (to.contactForm)
        snapshot = await pages.once(release.page, to.url, { contactForm: to.contactForm });
      else snapshot = await pages.current(release.page, to.url, to.project, tech);
    } catch (error) {
      request.log.warn({ err: error, url: to.url }, 'page not rendered on the server');
      return fallBack();
    }
    sendPageView(reply, pageViewToken(options.pageViewSecret, request, page, true))
      .header('x-home-render', String(snapshot.render))
      .header('x-public-remote-release', release.version);
    // Only for a page made now: a kept one has its own.
    const headersOfNewPage = () => ({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': options.policy(page.origins),
    });
    const bypass = pageCacheBypass({ page, contactForm: to.contactForm, draft: to.draft });
    if (bypass) {
      // Made for this visitor alone: streamed, the head first while the markup renders.
      const body = new PassThrough();
      if (to.draft) privatePreview(reply);
      else reply.header('cache-control', 'no-cache');
      reply.headers(headersOfNewPage()).header('x-page-cache', 'BYPASS').send(body);
      const { start, end } = frame(page, to, snapshot);
      body.write(start);
      body.write((await markupOf(request, snapshot)).markup);
      body.end(end);
      return reply;
    }
    const { page: kept, hit } = await options.cache.get(
      pageKey(reply.statusCode, snapshot, page),
      async () => {
        const { start, end } = frame(page, to, snapshot);
        const { markup, rendered } = await markupOf(request, snapshot);
        // A page the server failed to render is sent, not kept: the next request tries again.
        return {
          page: await KeptPage.of(reply.statusCode, headersOfNewPage(), start + markup + end),
          keep: rendered,
        };
      },
    );
    // The page every visitor gets, in the coding it stays in: the lane may answer its next revalidation.
    const preferred = preferredEncoding(request.headers['accept-encoding']);
    if (
      hit &&
      !page.chosenByCookie &&
      request.headers['if-none-match'] &&
      kept.encodingFor(preferred) === preferred
    )
      options.lane.offer(request, {
        hash: kept.hash,
        view: pageViewOf(request, page, true),
        holds: () => app.releases.changes() === page.chosenAt && pages.holds(snapshot.data),
      });
    return sendKeptPage(request, reply.header('x-page-cache', hit ? 'HIT' : 'MISS'), kept, pageVary(page));
  }

  /** The draft a preview link shows, or null once its refusal or failure is answered. */
  async function draftPreview(request: FastifyRequest, reply: FastifyReply, token: string) {
    try {
      const preview = await readDraftPreview(options.apiBaseUrl, token);
      if (!preview) draftPreviewProblem(reply, 401);
      return preview;
    } catch (error) {
      request.log.warn({ err: error }, 'draft preview not read');
      draftPreviewProblem(reply, 503);
      return null;
    }
  }

  const toProjectPreview = (reply: FastifyReply, slug: string, token: string) =>
    privatePreview(reply).redirect(
      `/projects/${slug}?${DRAFT_PREVIEW_PARAM}=${encodeURIComponent(token)}`,
      302,
    );

  /**
   * A project's page with a draft: the project's own draft (at the slug the draft gives it), or the live project
   * with the profile's draft around it.
   */
  async function projectPreview(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageReleases,
    slug: string,
    token: string,
  ) {
    const preview = await draftPreview(request, reply, token);
    if (!preview) return reply;
    let project: ProjectDetail | null = null;
    if (preview.resource === 'projects') {
      if (preview.item.slug !== slug) return toProjectPreview(reply, preview.item.slug, token);
      project = preview.item;
    } else if (isSlug(slug)) {
      project = await pages.project(slug).catch(() => null);
    }
    if (!project) return draftPreviewProblem(reply, 503);
    const shown = project;
    return renderPage(request, reply, page, {
      expose: 'ProjectPage',
      url: `/projects/${shown.slug}`,
      project: shown,
      draft: {
        editPath: preview.editPath,
        token,
        ...(preview.resource === 'users' ? { owner: preview.item } : {}),
      },
      head: (data, siteUrl) => projectHead(shown, data.owner, siteUrl, token),
    });
  }

  app.get('/', async (request, reply) => {
    const page = await app.releases.forPage(request, reply);
    const token = draftPreviewToken(request);
    let draft: PageToRender['draft'];
    if (token !== undefined) {
      const preview = await draftPreview(request, reply, token);
      if (!preview) return reply;
      // A project's draft is shown on the project's own page.
      if (preview.resource === 'projects') return toProjectPreview(reply, preview.item.slug, token);
      draft = { owner: preview.item, editPath: preview.editPath, token };
    }
    return renderPage(request, reply, page, {
      expose: 'HomePage',
      url: '/',
      filtered: token === undefined,
      ...(draft ? { draft } : {}),
      head: (data, siteUrl) => homeHead(data.owner, siteUrl, token),
    });
  });

  app.get('/projects', async (request, reply) =>
    renderPage(request, reply, await app.releases.forPage(request, reply), {
      expose: 'ProjectsPage',
      url: '/projects',
      filtered: true,
      head: (data, siteUrl) => projectsHead(data.owner, data.owner.projects, siteUrl),
    }),
  );

  /**
   * The not-found page, answered 404 and complete without JavaScript: the router's for an unknown path, the
   * project page's own for a missing project (it says so, and leads to every project).
   */
  const notFound = (
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageReleases,
    what: 'page' | 'project',
  ) =>
    renderPage(request, reply.code(404), page, {
      expose: what === 'project' ? 'ProjectPage' : undefined,
      url: NOT_FOUND_URLS[what],
      head: (data) => notFoundHead(data.owner),
    });

  /**
   * A project's page. An unknown or hidden project is a 404 (the page says so); an old slug of a renamed project
   * moves for good to the new one (301). When the API cannot say, the browser renders the page.
   */
  app.get<{ Params: { slug: string } }>('/projects/:slug', async (request, reply) => {
    const page = await app.releases.forPage(request, reply);
    const { slug } = request.params;
    const token = draftPreviewToken(request);
    if (token !== undefined) return projectPreview(request, reply, page, slug, token);
    if (!isSlug(slug)) return notFound(request, reply, page, 'project');
    let project: ProjectDetail | null;
    try {
      project = await pages.project(slug);
    } catch (error) {
      request.log.warn({ err: error, slug }, 'project not read; the browser renders its page');
      return options.clientRendered(reply, page);
    }
    if (!project) return notFound(request, reply, page, 'project');
    if (project.slug !== slug) {
      const query = request.url.slice(request.url.split('?')[0]!.length);
      return reply.redirect(`/projects/${project.slug}${query}`, 301);
    }
    return renderPage(request, reply, page, {
      expose: 'ProjectPage',
      url: `/projects/${slug}`,
      project,
      head: (data, siteUrl) => projectHead(project, data.owner, siteUrl),
    });
  });

  /**
   * The contact page: the form, the thanks (`?sent=1`), or the form with a project chosen (`?project=<id>` of a
   * project the page lists; any other is left out, so the renders kept stay one per project).
   */
  app.get<{ Querystring: Record<string, string | undefined> }>(CONTACT_PATH, async (request, reply) => {
    const page = await app.releases.forPage(request, reply);
    const { sent, project } = request.query;
    let url = CONTACT_PATH;
    if (sent === '1') url += '?sent=1';
    else if (project && /^[1-9][0-9]{0,9}$/.test(project)) {
      const site = await pages.currentData().catch(() => undefined);
      if (site?.owner.projects.some(({ id }) => String(id) === project))
        url += `?${CONTACT_PROJECT_PARAM}=${project}`;
    }
    return renderPage(request, reply, page, {
      url,
      head: (data, siteUrl) => contactHead(data.owner, siteUrl),
    });
  });

  // The form's post: the browser's own encoding, read as text (no script sends anything else here).
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: CONTACT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Body: string }>(CONTACT_PATH, async (request, reply) => {
      const answer = await sendContactForm(options.apiBaseUrl, request);
      if (answer.sent)
        return reply.header('cache-control', 'no-store').redirect(`${CONTACT_PATH}?sent=1`, 303);
      if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
      return renderPage(request, reply.code(answer.status), await app.releases.forPage(request, reply), {
        url: CONTACT_PATH,
        contactForm: answer.form,
        head: (data, siteUrl) => contactHead(data.owner, siteUrl),
      });
    });
  });

  return { notFound };
}

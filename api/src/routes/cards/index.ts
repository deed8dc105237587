import { OWNER_USER_ID, DEFAULT_PROFESSIONAL_TITLE } from '@portfolio/shared/config';
import type { Project, PublicUser, Technology } from '@portfolio/shared/schemas';
import { DEFAULT_ACCENT, draftPreviewQuerySchema, slugParamsSchema } from '@portfolio/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadAsDataUrl } from '../../cards/card-images';
import {
  AVATAR_SIZE,
  type CardLogo,
  COVER_SIZE,
  HOME_HEADLINE_TECHNOLOGIES,
  homeCardLayout,
  LOGO_SIZE,
  projectCardLayout,
} from '../../cards/card-layout';
import { renderCard } from '../../cards/render-card';
import { getProjectBySlug } from '../../db/repositories/projects';
import { listTechnologies } from '../../db/repositories/technologies';
import { findUserAccent, findUserName, getUser } from '../../db/repositories/users';
import { PUBLIC_READ, type ReadScope, SIGNED_IN_READ } from '../../db/repositories/query-helpers';
import type { Executor } from '../../db/connection';
import { DrawnCards } from '../../cards/drawn-cards';
import { readWithDraft } from '../../drafts/draft-items';
import { matchesIfNoneMatch } from '../../http-cache/http-caching';

const tags = ['cards'];

/**
 * Link-preview cards (1200 × 630 PNG) drawn from the live data: `/api/cards/home.png` and
 * `/api/cards/projects/<slug>.png`. Each is named by a hash of exactly what it shows (its ETag), drawn once per
 * such state and kept, and drawn anew when what it shows changes; a reader holding the current one gets 304.
 * With `?draft=<token>` of a draft preview link, the card as that draft would make it, drawn for that reader
 * alone and kept nowhere (docs/history.md#drafts-and-preview).
 */
const cardsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  const drawn = new DrawnCards();

  const logosOf = (technologies: Pick<Technology, 'name' | 'icon'>[]) =>
    Promise.all(
      technologies.map(async ({ name, icon }): Promise<CardLogo> => ({
        name,
        image: await uploadAsDataUrl(app.storage, icon, LOGO_SIZE, LOGO_SIZE, 'contain'),
      })),
    );

  /** Answers the card for `key` showing `shown`, drawing it with `draw` unless it is drawn already. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    shown: unknown,
    draw: () => Promise<Buffer>,
  ) {
    const card = drawn.card(key, shown, draw);
    const etag = `"${card.hash}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, no-cache')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (matchesIfNoneMatch(request.headers['if-none-match'], card.hash)) return reply.code(304).send();
    return reply.type('image/png').send(await card.png);
  }

  /** What the home page's card shows, read from `db`: the owner, their title and headline technologies. */
  async function homeShown(db: Executor) {
    const owner = JSON.parse(await getUser(db, OWNER_USER_ID, PUBLIC_READ)) as PublicUser;
    const { technologies } = JSON.parse(await listTechnologies(db, {}, PUBLIC_READ)) as {
      technologies: Technology[];
    };
    return {
      name: `${owner.firstName} ${owner.lastName}`.trim(),
      title: owner.professionalTitle?.trim() || DEFAULT_PROFESSIONAL_TITLE,
      avatar: owner.avatar,
      technologies: technologies
        .slice(0, HOME_HEADLINE_TECHNOLOGIES)
        .map(({ name, icon }) => ({ name, icon })),
      site: new URL(options.publicUrl).host,
      accent: owner.accent,
    };
  }

  const drawHome = async (shown: Awaited<ReturnType<typeof homeShown>>) =>
    renderCard(
      homeCardLayout({
        ...shown,
        avatar: await uploadAsDataUrl(app.storage, shown.avatar, AVATAR_SIZE, AVATAR_SIZE),
        technologies: await logosOf(shown.technologies),
      }),
    );

  /** What a project's card shows, read from `db`: its name, its owner, its cover and technologies. */
  async function projectShown(db: Executor, slug: string, scope: ReadScope) {
    const project = JSON.parse(await getProjectBySlug(db, slug, scope)) as Project;
    return {
      id: project.id,
      shown: {
        name: project.name,
        owner: (await findUserName(db, project.userId)) ?? '',
        cover: project.cover,
        technologies: project.technologies.map(({ name, icon }) => ({ name, icon })),
        accent: (await findUserAccent(db, project.userId)) ?? DEFAULT_ACCENT,
      },
    };
  }

  const drawProject = async ({ shown }: Awaited<ReturnType<typeof projectShown>>) =>
    renderCard(
      projectCardLayout({
        ...shown,
        cover: await uploadAsDataUrl(app.storage, shown.cover, COVER_SIZE.width, COVER_SIZE.height),
        technologies: await logosOf(shown.technologies),
      }),
    );

  /** A draft preview's card: drawn for its one reader, never kept (headers set by `ofPublicRead`). */
  const answerDraft = async (reply: FastifyReply, png: Promise<Buffer>) =>
    reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/png')
      .send(await png);

  app.get(
    '/home.png',
    {
      schema: {
        tags,
        summary:
          "The home page's preview card: the owner, their title and headline technologies; with `draft`, as a draft preview link shows it",
        querystring: draftPreviewQuerySchema,
      },
    },
    async (request, reply) => {
      const grant = await app.draftPreviews.ofPublicRead(request.query.draft, reply);
      if (grant) return answerDraft(reply, drawHome(await readWithDraft(app.db, grant, homeShown)));
      const shown = await homeShown(app.db);
      return answer(request, reply, 'home', shown, () => drawHome(shown));
    },
  );

  app.get(
    '/projects/:slug.png',
    {
      schema: {
        tags,
        summary:
          "A project's preview card: its name, cover and technologies (also by an old slug); with `draft`, as a draft preview link shows it",
        params: slugParamsSchema,
        querystring: draftPreviewQuerySchema,
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const grant = await app.draftPreviews.ofPublicRead(request.query.draft, reply);
      if (grant) {
        const read = await readWithDraft(app.db, grant, (tx) =>
          projectShown(tx, slug, PUBLIC_READ).catch(async (error: unknown) => {
            // A hidden project's own draft shows it, as its page's preview does; no other hidden project shows.
            if (grant.resource !== 'projects' || (error as { status?: number }).status !== 404) throw error;
            const own = await projectShown(tx, slug, SIGNED_IN_READ);
            if (own.id !== grant.itemId) throw error;
            return own;
          }),
        );
        return answerDraft(reply, drawProject(read));
      }
      const read = await projectShown(app.db, slug, PUBLIC_READ);
      return answer(request, reply, `project:${read.id}`, read.shown, () => drawProject(read));
    },
  );
};

export default cardsRoutes;

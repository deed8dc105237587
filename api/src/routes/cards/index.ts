import { OWNER_USER_ID, DEFAULT_PROFESSIONAL_TITLE } from '@portfolio/shared/config';
import type { Project, PublicUser, Technology } from '@portfolio/shared/schemas';
import { DEFAULT_ACCENT, slugParamsSchema } from '@portfolio/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
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
import { PUBLIC_READ } from '../../db/repositories/query-helpers';
import { matchesIfNoneMatch } from '../../http-cache/http-caching';

/** Raised whenever the layouts change, so every card is drawn anew. */
const DESIGN_VERSION = 2;
/** Cards kept drawn (one per page); a page whose data changed replaces its own. */
const MAX_CACHED = 200;

interface DrawnCard {
  etag: string;
  png: Promise<Buffer>;
}

const tags = ['cards'];

/**
 * Link-preview cards (1200 × 630 PNG) drawn from the live data: `/api/cards/home.png` and
 * `/api/cards/projects/<slug>.png`. Each is named by a hash of exactly what it shows (its ETag), drawn once per
 * such state and kept, and drawn anew when what it shows changes; a reader holding the current one gets 304.
 */
const cardsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  const drawn = new Map<string, DrawnCard>();

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
    const hash = createHash('sha256')
      .update(JSON.stringify([DESIGN_VERSION, shown]))
      .digest('base64url')
      .slice(0, 27);
    const etag = `"${hash}"`;
    let card = drawn.get(key);
    if (card?.etag !== etag) {
      card = { etag, png: draw() };
      drawn.delete(key);
      drawn.set(key, card);
      if (drawn.size > MAX_CACHED) drawn.delete(drawn.keys().next().value!);
      const failed = card;
      // A card that could not be drawn is not kept: the next request tries again.
      failed.png.catch(() => drawn.get(key) === failed && drawn.delete(key));
    }
    reply
      .header('etag', etag)
      .header('cache-control', 'public, no-cache')
      .header('cross-origin-resource-policy', 'cross-origin');
    if (matchesIfNoneMatch(request.headers['if-none-match'], hash)) return reply.code(304).send();
    return reply.type('image/png').send(await card.png);
  }

  app.get(
    '/home.png',
    {
      schema: {
        tags,
        summary: "The home page's preview card: the owner, their title and headline technologies",
      },
    },
    async (request, reply) => {
      const owner = JSON.parse(await getUser(app.db, OWNER_USER_ID, PUBLIC_READ)) as PublicUser;
      const { technologies } = JSON.parse(await listTechnologies(app.db, {}, PUBLIC_READ)) as {
        technologies: Technology[];
      };
      const shown = {
        name: `${owner.firstName} ${owner.lastName}`.trim(),
        title: owner.professionalTitle?.trim() || DEFAULT_PROFESSIONAL_TITLE,
        avatar: owner.avatar,
        technologies: technologies
          .slice(0, HOME_HEADLINE_TECHNOLOGIES)
          .map(({ name, icon }) => ({ name, icon })),
        site: new URL(options.publicUrl).host,
        accent: owner.accent,
      };
      return answer(request, reply, 'home', shown, async () =>
        renderCard(
          homeCardLayout({
            ...shown,
            avatar: await uploadAsDataUrl(app.storage, shown.avatar, AVATAR_SIZE, AVATAR_SIZE),
            technologies: await logosOf(shown.technologies),
          }),
        ),
      );
    },
  );

  app.get(
    '/projects/:slug.png',
    {
      schema: {
        tags,
        summary: "A project's preview card: its name, cover and technologies (also by an old slug)",
        params: slugParamsSchema,
      },
    },
    async (request, reply) => {
      const project = JSON.parse(await getProjectBySlug(app.db, request.params.slug, PUBLIC_READ)) as Project;
      const shown = {
        name: project.name,
        owner: (await findUserName(app.db, project.userId)) ?? '',
        cover: project.cover,
        technologies: project.technologies.map(({ name, icon }) => ({ name, icon })),
        accent: (await findUserAccent(app.db, project.userId)) ?? DEFAULT_ACCENT,
      };
      return answer(request, reply, `project:${project.id}`, shown, async () =>
        renderCard(
          projectCardLayout({
            ...shown,
            cover: await uploadAsDataUrl(app.storage, shown.cover, COVER_SIZE.width, COVER_SIZE.height),
            technologies: await logosOf(shown.technologies),
          }),
        ),
      );
    },
  );
};

export default cardsRoutes;

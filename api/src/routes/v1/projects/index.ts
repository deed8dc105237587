import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProjectBySlug, projectsRepository } from '../../../db/repositories/projects';
import { renderWriteUp } from '../../../markdown/render-markdown';
import { readScope } from '../../../db/repositories/query-helpers';
import { sendJson } from '../../json-reply';
import { bearerAuth } from '../../openapi';
import { registerLinks, registerReads, registerWrites } from '../ordered-collection-routes';
import { registerSchedule } from './schedule';
import { projectDrafts } from '../../../drafts/draft-items';
import { registerDraftRoutes } from '../drafts/item-drafts';

const projects = {
  tags: ['projects'],
  repository: projectsRepository,
  item: schemas.projectDetailSchema,
  history: 'projects' as const,
};

const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReads(app, projects, {
    query: schemas.nameSearchQuerySchema,
    list: schemas.projectListSchema,
    summaries: {
      list: "Projects in the owner's order; `name` searches case-insensitively; hidden ones only with a token",
      one: 'One project with its technologies; a hidden one only with a token',
    },
  });

  app.get(
    '/slug/:slug',
    {
      schema: {
        tags: projects.tags,
        summary:
          'The project at /projects/<slug>, also by a slug it had before a rename (its answer names the current one); a hidden one only with a token',
        params: schemas.slugParamsSchema,
        response: { 200: schemas.projectDetailSchema },
      },
      onRequest: app.identify,
    },
    async (request, reply) =>
      sendJson(reply, await getProjectBySlug(app.db, request.params.slug, readScope(request.userId))),
  );

  // The admin's preview beside the editor: the page's own rendering, so what the owner sees is what visitors get,
  // and no Markdown code travels to the browser.
  app.post(
    '/preview',
    {
      onRequest: app.authenticate,
      schema: {
        tags: projects.tags,
        summary: "A write-up's Markdown rendered as its page would show it (sanitized HTML)",
        security: bearerAuth,
        body: schemas.markdownPreviewInputSchema,
        response: { 200: schemas.markdownPreviewSchema },
      },
    },
    async (request) => ({ html: renderWriteUp(request.body.markdown) }),
  );

  registerWrites(app, projects, {
    noun: 'project',
    input: schemas.projectInputSchema,
    deleteSummary: 'Delete a project',
  });

  registerLinks(app, projects, {
    body: schemas.projectTechnologyLinkSchema,
    link: { path: '/add-tech', summary: 'Link a technology to a project (idempotent); answers the project' },
    unlink: {
      path: '/remove-tech',
      summary: 'Unlink a technology from a project (idempotent); answers the project',
    },
  });

  registerSchedule(app);

  registerDraftRoutes(app, {
    kind: projectDrafts,
    tags: projects.tags,
    noun: 'project',
    draft: schemas.projectDraftSchema,
    item: schemas.projectDetailSchema,
    pagePath: (item) => `/projects/${(item as schemas.ProjectDetail).slug}`,
  });
};

export default projectsRoutes;

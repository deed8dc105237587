import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { technologiesRepository } from '../../../db/repositories/technologies';
import { registerLinks, registerReads, registerWrites } from '../ordered-collection-routes';

const technologies = {
  tags: ['technologies'],
  repository: technologiesRepository,
  item: schemas.technologySchema,
  history: 'technologies' as const,
};

const technologiesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerReads(app, technologies, {
    query: schemas.technologyListQuerySchema,
    list: schemas.technologyListSchema,
    summaries: {
      list: "Technologies in the owner's order with their tags; without offset and limit, all of them; hidden ones only with a token",
      one: 'One technology with its tags; a hidden one only with a token',
    },
  });

  registerWrites(app, technologies, {
    noun: 'technology',
    input: schemas.technologyInputSchema,
    deleteSummary: 'Delete a technology (and its links)',
  });

  registerLinks(app, technologies, {
    body: schemas.technologyTagLinkSchema,
    link: { path: '/add-tag', summary: 'Tag a technology (idempotent); answers the technology' },
    unlink: { path: '/remove-tag', summary: 'Untag a technology (idempotent); answers the technology' },
  });
};

export default technologiesRoutes;

import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExperience,
  deleteExperience,
  experienceTechnologyLinks,
  getExperience,
  listExperiences,
  updateExperience,
} from '../../../db/repositories/experiences';
import { readScope } from '../../../db/repositories/query-helpers';
import { recordedChange } from '../../../history/recorded-change';
import { registerLinks } from '../ordered-collection-routes';
import { registerResourceRoutes } from '../resource-routes';

const experiences = {
  tags: ['experiences'],
  item: schemas.experienceSchema,
  history: 'experiences' as const,
};

const experiencesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, experiences, {
    list: {
      summary: 'Experiences, latest start first; `company` searches case-insensitively',
      access: 'anyone',
      query: schemas.companySearchQuerySchema,
      response: schemas.experienceListSchema,
      read: (query) => listExperiences(app.db, query),
    },
    // A reader: a signed-in one gets the experience's version as its ETag, for a save to send back.
    one: {
      summary: 'One experience with its technologies; hidden technologies only with a token',
      access: 'reader',
      read: (id, request) => getExperience(app.db, id, readScope(request.userId)),
    },
    create: {
      summary: 'Create an experience (dates are YYYY-MM-DD; no endDate means ongoing)',
      input: schemas.experienceInputSchema,
      write: (input, request) => recordedChange(app.db, request, (tx) => createExperience(tx, input)),
    },
    update: {
      summary: 'Update an experience',
      input: schemas.experienceInputSchema,
      write: (id, input, request) => recordedChange(app.db, request, (tx) => updateExperience(tx, id, input)),
    },
    remove: {
      summary: 'Delete an experience',
      write: (id, request) => recordedChange(app.db, request, (tx) => deleteExperience(tx, id)),
    },
  });

  registerLinks(
    app,
    { ...experiences, repository: experienceTechnologyLinks },
    {
      body: schemas.experienceTechnologyLinkSchema,
      link: {
        path: '/add-tech',
        summary: 'Link a technology to an experience (idempotent); answers the experience',
      },
      unlink: {
        path: '/remove-tech',
        summary: 'Unlink a technology from an experience (idempotent); answers the experience',
      },
    },
  );
};

export default experiencesRoutes;

import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExperience,
  deleteExperience,
  getExperience,
  listExperiences,
  updateExperience,
} from '../../../db/repositories/experiences';
import { registerResourceRoutes } from '../resource-routes';

const experiences = { tags: ['experiences'], item: schemas.experienceSchema };

const experiencesRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, experiences, {
    list: {
      summary: 'Experiences, latest start first; `company` searches case-insensitively',
      access: 'anyone',
      query: schemas.companySearchQuerySchema,
      response: schemas.experienceListSchema,
      read: (query) => listExperiences(app.db, query),
    },
    one: { summary: 'One experience', access: 'anyone', read: (id) => getExperience(app.db, id) },
    create: {
      summary: 'Create an experience (dates are YYYY-MM-DD; no endDate means ongoing)',
      input: schemas.experienceInputSchema,
      write: (input) => createExperience(app.db, input),
    },
    update: {
      summary: 'Update an experience',
      input: schemas.experienceInputSchema,
      write: (id, input) => updateExperience(app.db, id, input),
    },
    remove: { summary: 'Delete an experience', write: (id) => deleteExperience(app.db, id) },
  });
};

export default experiencesRoutes;

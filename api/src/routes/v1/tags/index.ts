import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTag, deleteTag, getTag, listTags, updateTag } from '../../../db/repositories/tags';
import { recordedChange, recordedSave } from '../../../history/recorded-change';
import { registerResourceRoutes } from '../resource-routes';

const tags = { tags: ['tags'], item: schemas.tagSchema, history: 'tags' as const };

const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, tags, {
    list: {
      summary: 'Tags by name',
      access: 'anyone',
      query: schemas.nameSearchQuerySchema,
      response: schemas.tagListSchema,
      read: (query) => listTags(app.db, query),
    },
    // A reader: a signed-in one gets the tag's version as its ETag, for a save to send back.
    one: { summary: 'One tag', access: 'reader', read: (id) => getTag(app.db, id) },
    create: {
      summary: 'Create a tag',
      input: schemas.tagInputSchema,
      write: (input, request) => recordedChange(app.db, request, (tx) => createTag(tx, input)),
    },
    update: {
      summary: 'Update a tag',
      input: schemas.tagInputSchema,
      write: (id, input, request) =>
        recordedSave(app.db, request, (db, author) => updateTag(db, id, input, author)),
    },
    remove: {
      summary: 'Delete a tag (and its links)',
      write: (id, request) => recordedChange(app.db, request, (tx) => deleteTag(tx, id)),
    },
  });
};

export default tagsRoutes;

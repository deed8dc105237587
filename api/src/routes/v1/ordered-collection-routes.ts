import { orderInputSchema } from '@portfolio/shared/schemas';
import type { z } from 'zod';
import type { OrderedRepository } from '../../db/repositories/ordered-collections';
import { readScope } from '../../db/repositories/query-helpers';
import { recordedChange, recordedSave } from '../../history/recorded-change';
import { sendJson } from '../json-reply';
import { bearerAuth, noContent } from '../openapi';
import {
  type App,
  createRoute,
  deleteRoute,
  listRoute,
  oneRoute,
  type Resource,
  updateRoute,
} from './resource-routes';

/**
 * The routes projects and technologies share, made of the routes every resource has (./resource-routes.ts): both
 * are collections in the owner's order whose hidden rows only a signed-in reader sees, whose rows hold an image
 * released when a save replaces it, and whose rows have children linked to them (a project's technologies, a
 * technology's tags).
 */

/** What every route of a collection names: its OpenAPI tags, the schema of one row, and the repository. */
interface Collection<Repository> extends Resource {
  repository: Repository;
}

interface Reads<Query extends z.ZodType> {
  query: Query;
  list: z.ZodType;
  summaries: { list: string; one: string };
}

/** `GET /` and `GET /:id`, open to anyone: a token only adds the hidden rows. */
export function registerReads<Query extends z.ZodType>(
  app: App,
  collection: Collection<Pick<OrderedRepository<z.output<Query>>, 'list' | 'readOne'>>,
  { query, list, summaries }: Reads<Query>,
) {
  const { repository } = collection;
  listRoute(app, collection, {
    summary: summaries.list,
    access: 'reader',
    query,
    response: list,
    read: (values, request) => repository.list(app.db, values, readScope(request.userId)),
  });
  oneRoute(app, collection, {
    summary: summaries.one,
    access: 'reader',
    read: (id, request) => repository.readOne(app.db, id, readScope(request.userId)),
  });
}

interface Writes<Input extends z.ZodType> {
  /** The row as the summaries name it: `project` gives `Create a project`. */
  noun: string;
  input: Input;
  deleteSummary: string;
}

type WriteRepository<Input> = Pick<
  OrderedRepository<never, Input>,
  'create' | 'update' | 'reorder' | 'remove'
>;

/** Create, update, reorder and delete, for signed-in users only. */
export function registerWrites<Input extends z.ZodType>(
  app: App,
  collection: Collection<WriteRepository<z.output<Input>>>,
  { noun, input, deleteSummary }: Writes<Input>,
) {
  const { tags, repository } = collection;
  createRoute(app, collection, {
    summary: `Create a ${noun}`,
    input,
    write: (values, request) => recordedChange(app.db, request, (tx) => repository.create(tx, values)),
  });
  updateRoute(app, collection, {
    summary: `Update a ${noun}`,
    input,
    async write(id, values, request) {
      const { document, replacedImages } = await recordedSave(app.db, request, (db, author) =>
        repository.update(db, id, values, author),
      );
      await app.releaseImages(replacedImages);
      return document;
    },
  });

  app.put(
    '/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: `Set the owner's order: every ${noun} id exactly once, first shown first`,
        security: bearerAuth,
        body: orderInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { ids } = request.body;
      await recordedChange(app.db, request, (tx) => repository.reorder(tx, ids), 'reorder');
      return reply.code(204).send(null);
    },
  );

  deleteRoute(app, collection, {
    summary: deleteSummary,
    write: async (id, request) =>
      app.releaseImages(await recordedChange(app.db, request, (tx) => repository.remove(tx, id))),
  });
}

interface Links<Link extends z.ZodType> {
  /** The body naming the parent and the child. */
  body: Link;
  /** The path and summary of each of the two routes. */
  link: { path: string; summary: string };
  unlink: { path: string; summary: string };
}

type LinkRepository<Link> = Pick<OrderedRepository<never, never, Link>, 'link' | 'unlink'>;

/** Linking and unlinking a child (both idempotent, both answering the parent), for signed-in users only. */
export function registerLinks<Link extends z.ZodType>(
  app: App,
  { tags, repository, item }: Collection<LinkRepository<z.output<Link>>>,
  links: Links<Link>,
) {
  for (const change of ['link', 'unlink'] as const) {
    app.post(
      links[change].path,
      {
        onRequest: app.authenticate,
        schema: {
          tags,
          summary: links[change].summary,
          security: bearerAuth,
          body: links.body,
          response: { 200: item },
        },
      },
      async (request, reply) =>
        sendJson(
          reply,
          await recordedChange(app.db, request, (tx) =>
            repository[change](tx, request.body as z.output<Link>),
          ),
        ),
    );
  }
}

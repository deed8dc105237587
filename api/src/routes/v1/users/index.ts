import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readScope, SIGNED_IN_READ } from '../../../db/repositories/query-helpers';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../../../db/repositories/users';
import { forbidden } from '../../../problems';
import { imagesOfUser } from '../../../storage/image-references';
import { recordedChange } from '../../../history/recorded-change';
import { registerResourceRoutes } from '../resource-routes';
import passwordRoutes from './password';
import { userDrafts } from '../../../drafts/draft-items';
import { registerDraftRoutes } from '../drafts/item-drafts';

const users = { tags: ['users'], item: schemas.userSchema, history: 'users' as const };

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(passwordRoutes);

  registerResourceRoutes(app, users, {
    list: {
      summary: 'Users by id; search with one of firstName, lastName, email (case-insensitive)',
      access: 'signed-in',
      query: schemas.userSearchQuerySchema,
      response: schemas.userListSchema,
      read: (query) => listUsers(app.db, query),
    },
    one: {
      summary:
        "A profile with experiences and projects in the owner's order; the phone and hidden items only with a valid token",
      // Public: anyone reads a profile. With a valid token the answer also carries the phone and the hidden
      // projects and technologies.
      access: 'reader',
      response: z.union([schemas.userSchema, schemas.publicUserSchema]),
      read: (id, request) => getUser(app.db, id, readScope(request.userId)),
    },
    create: {
      summary: 'Create a user and e-mail them an invitation to choose a password',
      input: schemas.userInputSchema,
      async write(input, request) {
        // The user and their invitation link are written together: never a user nobody can sign in as.
        const id = await recordedChange(app.db, request, async (tx) => {
          const created = await createUser(tx, input);
          await app.passwordLinks.sendInvitation(
            { id: created, email: input.email, firstName: input.firstName },
            tx,
          );
          return created;
        });
        return getUser(app.db, id, SIGNED_IN_READ);
      },
    },
    update: {
      summary: 'Update a profile (and avatar)',
      input: schemas.userInputSchema,
      async write(id, input, request) {
        await app.releaseImages(await recordedChange(app.db, request, (tx) => updateUser(tx, id, input)));
        return getUser(app.db, id, SIGNED_IN_READ);
      },
    },
    remove: {
      summary: 'Delete a user with their projects and experiences; never yourself',
      async write(id, request) {
        if (id === request.userId) throw forbidden('You cannot delete your own user.');
        const images = await imagesOfUser(app.db, id);
        await recordedChange(app.db, request, (tx) => deleteUser(tx, id));
        await app.releaseImages(images);
      },
    },
  });

  registerDraftRoutes(app, {
    kind: userDrafts,
    tags: users.tags,
    noun: 'profile',
    draft: schemas.userDraftSchema,
    item: schemas.userSchema,
    // The site shows its owner's profile on its home page.
    pagePath: () => '/',
  });
};

export default usersRoutes;

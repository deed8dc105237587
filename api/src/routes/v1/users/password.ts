import { loginResponseSchema, passwordChangeSchema } from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserCredentials, setPassword } from '../../../db/repositories/users';
import { invalidFields, unauthorized } from '../../../problems';
import { bearerAuth } from '../../openapi';

/**
 * `PUT /users/me/password`: the signed-in user changes their own password. Every other session of theirs ends
 * (the token version goes up) and this one goes on with the fresh token in the answer, as login answers it.
 */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/me/password',
    {
      onRequest: [app.authenticate, app.authLimits.perAddress('password')],
      schema: {
        tags: ['users'],
        summary: 'Change your own password; your other sessions end, this one gets a fresh token',
        description:
          'Answers 200 `{ token }`: the session token to use from now on (the one sent is no longer valid). ' +
          'A wrong current password is a 400 with `errors.currentPassword`; failures count towards the ' +
          "account's sign-in limits (429 with `Retry-After`).",
        security: bearerAuth,
        body: passwordChangeSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await findUserCredentials(app.db, request.userId!);
      if (!user) throw unauthorized();
      await app.authLimits.checkAccount(user.email, request.ip);
      if (!(await app.passwords.verify(request.body.currentPassword, user.passwordHash))) {
        await app.authLimits.recordFailure(user.email, request.ip);
        throw invalidFields(
          { currentPassword: 'Current password is incorrect' },
          'The current password is wrong.',
        );
      }
      await app.authLimits.recordSuccess(user.email, request.ip);
      const passwordHash = await app.passwords.hash(request.body.password);
      const tokenVersion = await app.db.transaction((tx) => setPassword(tx, user.id, passwordHash));
      if (tokenVersion === undefined) throw unauthorized();
      // Every sign-in of the user ended with the new token version; this one goes on as a new sign-in.
      return { token: await app.sessions.start({ id: user.id, tokenVersion }, request, reply) };
    },
  );
};

export default passwordRoutes;

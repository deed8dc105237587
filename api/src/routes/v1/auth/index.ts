import {
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  recoverPasswordSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserByEmail } from '../../../db/repositories/users';
import { HttpProblem } from '../../../problems';

const tags = ['auth'];
const messageSchema = z.object({ message: z.string() });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      onRequest: app.authLimits.perAddress('login'),
      schema: {
        tags,
        summary: 'Exchange e-mail and password for a session token (JWT, 8 hours)',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      // Unknown addresses are counted like known ones, so the limits don't reveal which accounts exist.
      await app.authLimits.checkAccount(email, request.ip);
      const user = await findUserByEmail(app.db, email);
      // verify() takes as long for an unknown user, so the answer's timing does not reveal accounts.
      const valid = await app.passwords.verify(password, user?.passwordHash);
      if (!user || !valid) {
        await app.authLimits.recordFailure(email, request.ip);
        throw new HttpProblem(401, 'Wrong e-mail or password.');
      }
      await app.authLimits.recordSuccess(email, request.ip);
      return { token: app.issueToken(user) };
    },
  );

  app.post(
    '/recover-password',
    {
      onRequest: app.authLimits.perAddress('recover-password'),
      schema: {
        tags,
        summary: 'E-mail a password reset link (30 minutes, single use); same answer for any address',
        body: recoverPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      app.passwordLinks.requestRecovery(request.body.email);
      return {
        message: 'If an account uses this e-mail address, a link to reset its password is on its way.',
      };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authLimits.perAddress('change-password'),
      schema: {
        tags,
        summary:
          'Set a new password with the token from a reset or invitation link; every session of that user ends',
        body: changePasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await app.passwordLinks.redeem(request.body.token, request.body.password);
      return { message: 'Password changed successfully!' };
    },
  );
};

export default authRoutes;

import {
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  recoverPasswordSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserByEmail } from '../../../db/repositories/users';
import { authRateLimit } from '../../../plugins/external/rate-limit';
import { HttpProblem } from '../../../problems';

const tags = ['auth'];
const messageSchema = z.object({ message: z.string() });

export interface AuthRoutesOptions {
  rateLimitPerMinute: number;
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const rateLimit = authRateLimit(options.rateLimitPerMinute);

  app.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Exchange e-mail and password for a session token (JWT, 8 hours)',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // verify() takes as long for an unknown user, so the answer's timing does not reveal accounts.
      const valid = await app.passwords.verify(request.body.password, user?.passwordHash);
      if (!user || !valid) throw new HttpProblem(401, 'Wrong e-mail or password.');
      return { token: await app.issueToken(user.id) };
    },
  );

  app.post(
    '/recover-password',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'E-mail a password reset link (30 minutes, single use); same answer for any address',
        body: recoverPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user) await app.passwordLinks.sendRecoveryLink(user);
      return {
        message: 'If an account uses this e-mail address, a link to reset its password is on its way.',
      };
    },
  );

  app.post(
    '/change-password',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set a new password with the token from a reset or invitation link',
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

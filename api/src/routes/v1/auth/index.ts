import {
  changePasswordSchema,
  passwordResetCheckSchema,
  passwordResetParamsSchema,
  loginResponseSchema,
  loginSchema,
  recoverPasswordSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserByEmail } from '../../../db/repositories/users';
import { HttpProblem } from '../../../problems';
import { SESSION_HEADER } from '../../../plugins/app/sessions';

const tags = ['auth'];
const messageSchema = z.object({ message: z.string() });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      onRequest: app.authLimits.perAddress('login'),
      config: { writesNoPublicData: true },
      schema: {
        tags,
        summary:
          'Sign in: an access token (JWT, 15 minutes) and an HttpOnly refresh cookie (8 hours idle, 7 days at most)',
        description:
          'Sets the `portfolio_refresh` cookie (HttpOnly, SameSite=Strict, Path=/api/v1/auth, Secure on https): ' +
          '`POST /auth/refresh` trades it for the next access token, `POST /auth/logout` ends the sign-in. Beside ' +
          'it the `signed_in` hint (not HttpOnly, SameSite=Lax, Path=/, no secret, the same lifetime), which tells ' +
          "the pages' script that this browser is signed in.",
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
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
      return { token: await app.sessions.start(user, request, reply) };
    },
  );

  const sessionHeader = z.object({ [SESSION_HEADER]: z.literal('1') });

  app.post(
    '/refresh',
    {
      // No limit per address: the cookie is 256 random bits, nothing to guess. The limit is per sign-in (sessions).
      onRequest: app.sessions.requireSessionHeader,
      config: { writesNoPublicData: true },
      schema: {
        tags,
        summary: 'Trade the refresh cookie for a fresh access token; the cookie is replaced (rotation)',
        description:
          'A tab that opens, or whose access token is about to expire, calls this. 401 (and the cookie cleared) ' +
          'without a live sign-in: signed out, idle for 8 hours, begun 7 days ago or before a password change; a ' +
          'refresh token presented again after its successor was issued ends the whole sign-in. 429 with ' +
          '`Retry-After` past 60 refreshes of one sign-in a minute: the cookie is kept, the sign-in goes on. ' +
          'Needs the `x-portfolio-session: 1` header (CSRF).',
        headers: sessionHeader,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => ({ token: await app.sessions.refresh(request, reply) }),
  );

  app.post(
    '/logout',
    {
      // Never limited: a sign-out protects the user, and refusing it would leave the sign-in open.
      onRequest: app.sessions.requireSessionHeader,
      config: { writesNoPublicData: true },
      schema: {
        tags,
        summary:
          "Sign out: the refresh cookie's sign-in ends (its access tokens too) and the cookie is cleared",
        headers: sessionHeader,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/password-reset/:token',
    {
      onRequest: app.authLimits.perAddress('password-reset'),
      schema: {
        tags,
        summary: 'Whether a reset or invitation link can still be used (it is not used up by asking)',
        description: '404 for a link that never existed, 410 for a used or expired one; `detail` says which.',
        params: passwordResetParamsSchema,
        response: { 200: passwordResetCheckSchema },
      },
    },
    async (request, reply) => {
      // A link's state must never come from a cache: it changes when it is used.
      void reply.header('cache-control', 'no-store');
      return app.passwordLinks.check(request.params.token);
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

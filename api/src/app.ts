import { API_JSON_BODY_LIMIT } from '@portfolio/shared/config';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { DatabaseTarget } from './db/connection';
import { OneLinePerRequest, RequestLogger } from './logging/request-log';
import authLimitsPlugin from './plugins/app/auth-limits';
import authPlugin, { resolveJwtSecret } from './plugins/app/auth';
import draftPreviewsPlugin from './plugins/app/draft-previews';
import draftsRoutes from './routes/v1/drafts';
import closingPlugin from './plugins/app/closing';
import databaseUpkeepPlugin from './plugins/app/database-upkeep';
import inboxUpkeepPlugin from './plugins/app/inbox-upkeep';
import scheduledChangesPlugin from './plugins/app/scheduled-changes';
import lifecyclePlugin from './plugins/app/lifecycle';
import dbPlugin from './plugins/app/db';
import mailerPlugin from './plugins/app/mailer';
import messageChallengesPlugin from './plugins/app/message-challenges';
import messageNoticesPlugin from './plugins/app/message-notices';
import passwordLinksPlugin from './plugins/app/password-links';
import sessionsPlugin from './plugins/app/sessions';
import passwordsPlugin from './plugins/app/passwords';
import rateLimitersPlugin from './plugins/app/rate-limiters';
import problemDetailsPlugin, { frameworkProblem } from './plugins/app/problem-details';
import readCachePlugin from './plugins/app/read-cache';
import releaseAccessPlugin from './plugins/app/release-access';
import storagePlugin from './plugins/app/storage';
import preconditionsPlugin from './plugins/app/preconditions';
import textGuardPlugin from './plugins/app/text-guard';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import swaggerPlugin from './plugins/external/swagger';
import healthRoutes from './routes/health';
import uploadedFilesRoutes from './routes/uploaded-files';
import cardsRoutes from './routes/cards';
import authRoutes from './routes/v1/auth';
import dashboardRoutes from './routes/v1/dashboard';
import historyRoutes from './routes/v1/history';
import deployKeysRoutes from './routes/v1/deploy-keys';
import messagesRoutes from './routes/v1/messages';
import experiencesRoutes from './routes/v1/experiences';
import projectsRoutes from './routes/v1/projects';
import dataChangesRoutes from './routes/v1/data-changes';
import releasesRoutes from './routes/v1/releases';
import eventsRoutes from './routes/v1/events';
import pageViewsPlugin from './releases/health/page-views-plugin';
import { watchRollouts } from './releases/health/rollout-watch';
import releaseHealthRoutes from './routes/v1/release-health';
import resumeRoutes from './routes/v1/resume';
import tagsRoutes from './routes/v1/tags';
import technologiesRoutes from './routes/v1/technologies';
import uploadsRoutes from './routes/v1/uploads';
import usersRoutes from './routes/v1/users';

export interface AppOptions {
  config: Config;
  database: DatabaseTarget;
  logger?: FastifyServerOptions['logger'];
  /** Tests only: a cheaper scrypt cost (log2 N). Everything else uses the OWASP default. */
  passwordHashCostLog2?: number;
}

export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    childLoggerFactory: (logger, bindings, options) => new RequestLogger(logger, bindings, options),
    // JSON bodies are small forms; images go through multipart with their own limit (MAX_UPLOAD_BYTES).
    bodyLimit: API_JSON_BODY_LIMIT,
    // Opening PGlite, migrating and seeding (with a deliberately slow password hash) takes seconds, far more on a
    // busy machine; avvio's 10 s default would kill a healthy start.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    // The closing plugin refuses requests during shutdown itself, as problem+json.
    return503OnClosing: false,
    frameworkErrors: frameworkProblem,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A callback, not an async hook: it runs for every answer, and a promise each time was measurable.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });

  await app.register(problemDetailsPlugin);
  await app.register(closingPlugin);
  await app.register(lifecyclePlugin);
  await app.register(textGuardPlugin);
  await app.register(preconditionsPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  await app.register(swaggerPlugin);

  const target = options.database;
  await app.register(dbPlugin, {
    target:
      target.kind === 'postgres'
        ? {
            connectTimeoutMs: config.databaseConnectTimeoutMs,
            queryTimeoutMs: config.databaseQueryTimeoutMs,
            poolSize: config.databasePoolSize,
            ...target,
          }
        : target,
  });
  await app.register(databaseUpkeepPlugin);
  if (config.readCacheBytes > 0) await app.register(readCachePlugin, { maxBytes: config.readCacheBytes });
  await app.register(passwordsPlugin, { costLog2: options.passwordHashCostLog2 });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  await app.register(storagePlugin, {
    settings: config.imageStorage,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  await app.register(authPlugin, { secret });
  await app.register(draftPreviewsPlugin, { secret });
  await app.register(rateLimitersPlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  await app.register(authLimitsPlugin, { perMinute: config.authRateLimitPerMinute });
  await app.register(messageChallengesPlugin, { secret });
  await app.register(messageNoticesPlugin, {
    noticeSeconds: config.messageNoticeSeconds,
    publicUrl: config.publicUrl,
  });
  await app.register(inboxUpkeepPlugin);
  await app.register(scheduledChangesPlugin);
  await app.register(sessionsPlugin, { publicUrl: config.publicUrl });
  await app.register(passwordLinksPlugin, { publicUrl: config.publicUrl });
  await app.register(releaseAccessPlugin, { secret: config.releasesSecret });
  await app.register(pageViewsPlugin, { afterFlush: () => watchRollouts(app.db, config.rolloutMinViews) });

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(uploadedFilesRoutes, { prefix: '/api/uploads' });
  await app.register(cardsRoutes, { prefix: '/api/cards', publicUrl: config.publicUrl });
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(dashboardRoutes, { prefix: '/api/v1/dashboard' });
  await app.register(usersRoutes, { prefix: '/api/v1/users' });
  await app.register(projectsRoutes, { prefix: '/api/v1/projects' });
  await app.register(technologiesRoutes, { prefix: '/api/v1/technologies' });
  await app.register(tagsRoutes, { prefix: '/api/v1/tags' });
  await app.register(experiencesRoutes, { prefix: '/api/v1/experiences' });
  await app.register(releasesRoutes, { prefix: '/api/v1/releases' });
  await app.register(dataChangesRoutes, { prefix: '/api/v1/data-changes' });
  await app.register(releaseHealthRoutes, { prefix: '/api/v1/releases', minViews: config.rolloutMinViews });
  await app.register(messagesRoutes, {
    prefix: '/api/v1/messages',
    inboxBudgetPerMinute: config.messageInboxBudgetPerMinute,
  });
  await app.register(deployKeysRoutes, { prefix: '/api/v1/deploy-keys' });
  await app.register(eventsRoutes, {
    prefix: '/api/v1/events',
    secret: config.pageViewSecret,
    perMinute: config.eventsRateLimitPerMinute,
  });
  await app.register(historyRoutes, { prefix: '/api/v1/history' });
  await app.register(draftsRoutes, { prefix: '/api/v1/drafts' });
  await app.register(resumeRoutes, { prefix: '/api/v1', siteUrl: config.publicUrl });
  await app.register(uploadsRoutes, {
    prefix: '/api/v1/uploads',
    target: { url: config.uploadUrl, cloudName: config.uploadCloudName },
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

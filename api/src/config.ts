import { resolve } from 'node:path';
import { PASSWORD_MIN_LENGTH } from '@portfolio/shared/config';
import DEFAULT_PORTS from '@portfolio/shared/default-ports';
import { parseTrustProxy } from '@portfolio/shared/trust-proxy';
import { z } from 'zod';

const DEFAULT_CORS_ORIGINS = [DEFAULT_PORTS.host, DEFAULT_PORTS.publicRemote, DEFAULT_PORTS.adminRemote]
  .map((port) => `http://localhost:${port}`)
  .join(',');

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const origin = z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' }).transform((value) => {
  return new URL(value).origin;
});

const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(100, 'must be at least 100')
    .max(600_000, 'must be at most 600000')
    .default(fallback);

export const IMAGE_STORAGE_KINDS = ['folder', 'database', 's3'] as const;
export type ImageStorageKind = (typeof IMAGE_STORAGE_KINDS)[number];

/** Every setting of the API comes from the environment, checked once at start. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORTS.api),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('owner@example.com'),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
  ),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (256 bits) of random text').optional(),
  ),
  PUBLIC_URL: origin.default(`http://localhost:${DEFAULT_PORTS.host}`),
  CORS_ORIGINS: z
    .string()
    .default(DEFAULT_CORS_ORIGINS)
    .transform((list) =>
      list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin)),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// URL' }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Portfolio <no-reply@localhost>'),
  UPLOAD_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL of a Cloudinary-compatible upload' })
      .optional(),
  ),
  UPLOAD_CLOUD_NAME: optionalText.pipe(z.string().max(100, 'must be at most 100 characters').optional()),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(10),
  MESSAGE_NOTICE_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .max(86_400, 'must be at most 86400')
    .default(60),
  MESSAGE_INBOX_BUDGET_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .default(10),
  TRUST_PROXY: optionalText.transform(parseTrustProxy),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional()),
  REDIS_PREFIX: z.string().trim().max(100).default('portfolio:'),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5000),
  DATABASE_QUERY_TIMEOUT_MS: milliseconds(10_000),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(4),
  READ_CACHE_MB: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(4096, 'must be at most 4096')
    .default(32),
  RELEASES_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (256 bits) of random text').optional(),
  ),
  PAGE_VIEW_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters (256 bits) of random text').optional(),
  ),
  EVENTS_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(600),
  ROLLOUT_MIN_VIEWS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(10, 'must be at least 10')
    .max(1_000_000, 'must be at most 1000000')
    .default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IMAGE_STORAGE: optionalText.pipe(
    z.enum(IMAGE_STORAGE_KINDS, { error: `must be one of ${IMAGE_STORAGE_KINDS.join(', ')}` }).optional(),
  ),
  S3_BUCKET: optionalText.pipe(z.string().max(255).optional()),
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_PREFIX: z
    .string()
    .trim()
    .max(200)
    .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or folder names ending in a slash, such as images/')
    .default(''),
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(0, 'must not be negative')
    .max(600_000, 'must be at most 600000')
    .default(0),
});

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's URL; unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Put before every key, so one bucket can hold other things too (`images/`). */
  prefix: string;
  /** `bucket` in the path rather than the host name: what most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (its environment variables, a role of the machine). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type ImageStorageSettings = { kind: 'folder' } | { kind: 'database' } | ({ kind: 's3' } & S3Settings);

export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded database, uploads, the outbox and a generated JWT secret. */
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Where the admin sends images: a Cloudinary-compatible unsigned upload URL (with its cloud name), or unset
   * for this API's own `/api/v1/uploads`.
   */
  uploadUrl: string | undefined;
  uploadCloudName: string | undefined;
  /** Login, recovery and password-change attempts per client address and minute. */
  authRateLimitPerMinute: number;
  /** The owner gets at most one mail about new messages in this many seconds; a burst waits for the next. */
  messageNoticeSeconds: number;
  /** Messages a minute the whole site lets into the Inbox; past it, until the minute is over, they go to Spam. */
  messageInboxBudgetPerMinute: number;
  /**
   * Which proxies may name the client in `X-Forwarded-For` (Fastify's `trustProxy`): without it every visitor
   * behind the host's `/api` proxy shares one rate-limit budget; with it set too wide a client could pick its own.
   */
  trustProxy: boolean | string;
  /** Sign-in counters in this Redis (shared by every API instance) instead of the database. */
  redisUrl: string | undefined;
  /** Put before every Redis key, so several sites can share one Redis. */
  redisPrefix: string;
  /** PostgreSQL: how long a connection attempt and a query may take before the request answers 503. */
  databaseConnectTimeoutMs: number;
  databaseQueryTimeoutMs: number;
  /** PostgreSQL: connections this instance keeps for queries (the change feed has one more of its own). */
  databasePoolSize: number;
  /** Memory for the public read cache, in bytes; 0 turns it off. */
  readCacheBytes: number;
  /**
   * Shared with the host servers, which check every remote release before it may serve anyone: release changes
   * are accepted only from them. Unset: remote releases are turned off (the host servers use their configuration).
   */
  releasesSecret: string | undefined;
  /**
   * Shared with the host servers, which sign every page's page-view token with it: `POST /events` counts only
   * what they signed. Unset: every report is refused (403) and release health stays empty.
   */
  pageViewSecret: string | undefined;
  /** Event reports per client address and minute; beyond, 429 for that address only. */
  eventsRateLimitPerMinute: number;
  /** Page views each side of a rollout needs before its error rates are compared. */
  rolloutMinViews: number;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** Where uploaded images and their variants live. */
  imageStorage: ImageStorageSettings;
  /** The bucket S3_BUCKET names, if any (used for images when IMAGE_STORAGE says so or by default). */
  s3: S3Settings | undefined;
  /**
   * After SIGTERM: how long readiness answers 503 while requests are still served, so a load balancer's health
   * check takes this instance out of rotation before it stops taking requests. 0 without a balancer.
   */
  shutdownDrainMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = result.data;
  const s3 = s3Settings(values);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: resolve(cwd, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    jwtSecret: values.JWT_SECRET,
    publicUrl: values.PUBLIC_URL,
    corsOrigins: values.CORS_ORIGINS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    uploadUrl: values.UPLOAD_URL,
    uploadCloudName: values.UPLOAD_CLOUD_NAME,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
    messageNoticeSeconds: values.MESSAGE_NOTICE_SECONDS,
    messageInboxBudgetPerMinute: values.MESSAGE_INBOX_BUDGET_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    databaseConnectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: values.DATABASE_QUERY_TIMEOUT_MS,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    readCacheBytes: Math.round(values.READ_CACHE_MB * 1024 * 1024),
    releasesSecret: values.RELEASES_SECRET,
    pageViewSecret: values.PAGE_VIEW_SECRET,
    eventsRateLimitPerMinute: values.EVENTS_RATE_LIMIT_PER_MINUTE,
    rolloutMinViews: values.ROLLOUT_MIN_VIEWS,
    logLevel: values.LOG_LEVEL,
    s3,
    imageStorage: imageStorageSettings({ s3, databaseUrl: values.DATABASE_URL }, values.IMAGE_STORAGE),
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
  };
}

/** The bucket's settings when S3_BUCKET names one, whichever storage the API uses (the migration needs them). */
function s3Settings(values: z.infer<typeof configSchema>): S3Settings | undefined {
  if (!values.S3_BUCKET) return undefined;
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither for the AWS SDK's own credentials",
    );
  }
  return {
    bucket: values.S3_BUCKET,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    prefix: values.S3_PREFIX,
    forcePathStyle: values.S3_FORCE_PATH_STYLE
      ? values.S3_FORCE_PATH_STYLE === 'true'
      : values.S3_ENDPOINT !== undefined,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/**
 * The settings of the image storage `kind`: the bucket's need S3_BUCKET. Without a `kind`, the one the API uses:
 * the bucket when one is configured, else the database when it is a PostgreSQL server (every instance reaches
 * it), else the folder beside the embedded database; IMAGE_STORAGE overrides.
 */
export function imageStorageSettings(
  config: Pick<Config, 's3' | 'databaseUrl'>,
  kind: ImageStorageKind = config.s3 ? 's3' : config.databaseUrl ? 'database' : 'folder',
): ImageStorageSettings {
  if (kind !== 's3') return { kind };
  if (!config.s3) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: images in s3 need a bucket');
  return { kind, ...config.s3 };
}

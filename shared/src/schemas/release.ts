import { z } from 'zod';
import { REMOTE_NAMES } from '../remotes/names';
import { requiredText } from './fields';

/**
 * A release's name: what CI calls it (the build's commit and time by default). It becomes a folder in the
 * remote's URL, so only characters that need no escaping there.
 */
export const releaseVersionSchema = z
  .string({ error: 'Version is required' })
  .trim()
  .min(1, 'Version is required')
  .max(80, 'A version is at most 80 characters')
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._+-]*$/,
    'A version uses letters, digits, dots, dashes, plus or underscores',
  );

export const remoteNameSchema = z.enum(REMOTE_NAMES, { error: 'Pick a remote' });

const manifestUrlSchema = z
  .string({ error: 'Manifest URL is required' })
  .trim()
  .min(1, 'Manifest URL is required')
  .max(2048, 'The manifest URL is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'The manifest URL must be an http(s) URL' }));

/** One check a release passed or failed, with the words a person reads. */
export const releaseCheckSchema = z.object({
  name: z.string().min(1).max(40),
  ok: z.boolean(),
  message: z.string().max(2000),
});
export type ReleaseCheck = z.infer<typeof releaseCheckSchema>;

/** Who changed something: a signed-in user or a deploy key (names kept as they were then). */
export const releaseActorSchema = z.object({
  /** `watch`: the rollout watch, which stops a rollout its visitors' errors show is worse. */
  kind: z.enum(['user', 'key', 'watch']),
  id: z.number().int(),
  name: z.string(),
});
export type ReleaseActor = z.infer<typeof releaseActorSchema>;

/** What the build says about itself (`release.json` beside its manifest), when it says it. */
export const releaseBuildSchema = z.object({
  buildVersion: z.string().max(200).nullable(),
  commit: z.string().max(80).nullable(),
  builtAt: z.iso.datetime({ offset: true }).nullable(),
  /** What it changes: `pnpm release … publish --notes`, or the commit subjects since the live release. */
  notes: z.string().max(4000).nullable().default(null),
  /** What a visitor's browser may download of it, gzipped: its entry and its modules' scripts and stylesheets. */
  downloadBytes: z.int().min(0).nullable().default(null),
  /** The version of each shared package it was built with, by package name. */
  shared: z.record(z.string().max(214), z.string().max(100)).nullable().default(null),
});
export type ReleaseBuild = z.infer<typeof releaseBuildSchema>;

/** A release whose download grows by more than this share of the live one's is flagged. */
export const DOWNLOAD_GROWTH_FLAGGED = 0.1;

/** How a release's download compares with the live release's: `flagged` past DOWNLOAD_GROWTH_FLAGGED. */
export const downloadChangeSchema = z.object({
  bytes: z.int(),
  /** The change as a share of the live release's download: 0.12 is 12 % larger. */
  share: z.number(),
  flagged: z.boolean(),
});
export type DownloadChange = z.infer<typeof downloadChangeSchema>;

export const releaseSchema = releaseBuildSchema.extend({
  /** Against the live release (null for the live one, or when either size is unknown). */
  downloadChange: downloadChangeSchema.nullable(),
  version: z.string(),
  manifestUrl: z.string(),
  registeredAt: z.string(),
  registeredBy: releaseActorSchema,
  checks: z.array(releaseCheckSchema),
  /** Until when a preview link for it may be open (its files must stay served till then). */
  previewUntil: z.string().nullable(),
});
export type Release = z.infer<typeof releaseSchema>;

/** A release and where its files are: what a host server needs to serve it. */
export const releasePointerSchema = z.object({ version: z.string(), manifestUrl: z.string() });
export type ReleasePointer = z.infer<typeof releasePointerSchema>;

export const liveReleaseSchema = releasePointerSchema.extend({ since: z.string(), by: releaseActorSchema });
export const rolloutSchema = releasePointerSchema.extend({
  percent: z.number().int().min(1).max(99),
  since: z.string(),
  by: releaseActorSchema,
});
export type Rollout = z.infer<typeof rolloutSchema>;

export const RELEASE_ACTIONS = [
  'register',
  'refuse',
  'preview',
  'promote',
  'rollout',
  'rollback',
  'abort',
] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export const releaseEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(RELEASE_ACTIONS),
  by: releaseActorSchema,
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The share of visitors the change was for: 100 for a promotion or rollback, 0 to stop a rollout. */
  percent: z.number().int().nullable(),
  ok: z.boolean(),
  checks: z.array(releaseCheckSchema),
  message: z.string().nullable(),
});
export type ReleaseEvent = z.infer<typeof releaseEventSchema>;

/**
 * The owner's rule for a remote: a promotion to everyone needs the release to have been rolled out to at least
 * `rolloutPercent` % of visitors for `rolloutMinutes` minutes first.
 */
export const promotionRuleSchema = z.object({
  rolloutPercent: z
    .int({ error: 'The share is a whole number from 1 to 99' })
    .min(1, 'The share is a whole number from 1 to 99')
    .max(99, 'The share is a whole number from 1 to 99'),
  rolloutMinutes: z
    .int({ error: 'The time is a whole number of minutes from 1 to 10080' })
    .min(1, 'The time is a whole number of minutes from 1 to 10080')
    .max(10080, 'The time is a whole number of minutes from 1 to 10080'),
});
export type PromotionRule = z.infer<typeof promotionRuleSchema>;
/** `PUT /releases/{remote}/rule`: the rule, or null for none. */
export const promotionRuleInputSchema = z.object({ rule: promotionRuleSchema.nullable() });

/** `GET /releases/{remote}`: what is live, what is rolling out, every stored release and the history. */
export const remoteReleasesSchema = z.object({
  remote: remoteNameSchema,
  live: liveReleaseSchema.nullable(),
  previous: z.string().nullable(),
  rollout: rolloutSchema.nullable(),
  rule: promotionRuleSchema.nullable(),
  releases: z.array(releaseSchema),
  history: z.array(releaseEventSchema),
});
export type RemoteReleases = z.infer<typeof remoteReleasesSchema>;

export const registerReleaseSchema = z.object({
  version: releaseVersionSchema,
  manifestUrl: manifestUrlSchema,
});
export type RegisterRelease = z.infer<typeof registerReleaseSchema>;

export const promoteReleaseSchema = z.object({
  version: releaseVersionSchema,
  /** The release the caller believes is live (null: none yet); anything else is a stale view, refused. */
  expectedLive: z.union([releaseVersionSchema, z.null()], {
    error: 'expectedLive is required: the live version, or null when nothing is live',
  }),
  percent: z
    .int({ error: 'Percent is a whole number from 0 to 100' })
    .min(0, 'Percent is a whole number from 0 to 100')
    .max(100, 'Percent is a whole number from 0 to 100')
    .default(100),
  /** Promote or roll out a release whose rollout the watch stopped (refused with 409 otherwise). */
  force: z.boolean().optional(),
});
export type PromoteRelease = z.input<typeof promoteReleaseSchema>;

/**
 * `POST /releases/{remote}/rollback`: in an incident the intent is "stop what is new". A rollout running is stopped
 * first (its share back to 0, the live release unchanged); with none, live goes back to `version`, or to the
 * previous release when none is named.
 */
export const rollbackReleaseSchema = z.object({
  expectedLive: promoteReleaseSchema.shape.expectedLive,
  version: releaseVersionSchema.optional(),
});
export type RollbackRelease = z.input<typeof rollbackReleaseSchema>;

export const ROLLBACK_OUTCOMES = ['rollout-stopped', 'rolled-back'] as const;
export type RollbackOutcome = (typeof ROLLBACK_OUTCOMES)[number];

/** What a rollback did, in words for a person or a CI log, and the registry after it. */
export const rollbackResultSchema = remoteReleasesSchema.extend({
  outcome: z.enum(ROLLBACK_OUTCOMES),
  message: z.string(),
});
export type RollbackResult = z.infer<typeof rollbackResultSchema>;

export const previewReleaseSchema = z.object({ version: releaseVersionSchema });

/** A link that opens the site on a candidate release, for the browser that opens it only. */
export const previewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

const checksField = z.array(releaseCheckSchema).min(1).max(20);

/** What a host server sends the API once it has checked a registration, a promotion or a preview. */
export const checkedRegistrationSchema = registerReleaseSchema.extend({
  build: releaseBuildSchema,
  checks: checksField,
});
export const checkedPromotionSchema = promoteReleaseSchema.extend({ checks: checksField });
/**
 * A rollback as the host server checked it: `version` is what it decided (the rollout it stops, or the release
 * it checked), `expectedRollout` the rollout it saw; a registry changed since is a conflict.
 */
export const checkedRollbackSchema = z.object({
  expectedLive: promoteReleaseSchema.shape.expectedLive,
  expectedRollout: z.union([releaseVersionSchema, z.null()]),
  version: releaseVersionSchema,
  checks: checksField,
});
export const checkedPreviewSchema = previewReleaseSchema.extend({
  checks: checksField,
  until: z.iso.datetime({ offset: true }),
});

/** What every host server serves now, per remote: each reads it every RELEASES_POLL_MS (500 ms by default). */
export const remoteStateSchema = z.object({
  live: releasePointerSchema.nullable(),
  previous: releasePointerSchema.nullable(),
  rollout: releasePointerSchema.extend({ percent: z.number().int() }).nullable(),
  /** The newest release registered after the live one: host servers load it ahead, so promoting it is instant. */
  candidate: releasePointerSchema.nullable(),
  /**
   * The releases a preview link was given for, until it expires: a host server shows a preview only of a release
   * listed here, at the address listed here, whatever the visitor's link says.
   */
  previews: z.array(releasePointerSchema.extend({ until: z.string() })),
});
export type RemoteState = z.infer<typeof remoteStateSchema>;
export const liveStateSchema = z.object({ remotes: z.partialRecord(remoteNameSchema, remoteStateSchema) });
export type LiveState = z.infer<typeof liveStateSchema>;

/** What a deploy key may do: `publish` registers and previews, `promote` rolls out, promotes and rolls back. */
export const DEPLOY_KEY_SCOPES = ['publish', 'promote'] as const;
export type DeployKeyScope = (typeof DEPLOY_KEY_SCOPES)[number];
export const deployKeyScopeSchema = z.enum(DEPLOY_KEY_SCOPES, { error: 'A scope is publish or promote' });

export const deployKeyInputSchema = z.object({
  name: requiredText('Key name is required', 60),
  remote: remoteNameSchema,
  /** Both by default: one key for a CI that publishes and promotes. */
  scopes: z
    .array(deployKeyScopeSchema)
    .min(1, 'Pick what the key may do')
    .max(DEPLOY_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once')
    .default([...DEPLOY_KEY_SCOPES]),
  /** When the key stops working; none: it works until revoked. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'The expiry is a date and time' })
    .refine((value) => Date.parse(value) > Date.now(), 'The expiry must be in the future')
    .nullable()
    .default(null),
});
export type DeployKeyInput = z.infer<typeof deployKeyInputSchema>;

export const deployKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  remote: remoteNameSchema,
  /** The first characters of the key, to tell keys apart; the key itself is never stored. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  scopes: z.array(deployKeyScopeSchema),
  expiresAt: z.string().nullable(),
});
export type DeployKey = z.infer<typeof deployKeySchema>;
export const deployKeyListSchema = z.object({ deployKeys: z.array(deployKeySchema) });
/** Answered once, when the key is made: the only time it is shown. */
export const createdDeployKeySchema = deployKeySchema.extend({ key: z.string() });
export type CreatedDeployKey = z.infer<typeof createdDeployKeySchema>;

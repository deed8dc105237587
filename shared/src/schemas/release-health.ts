import { z } from 'zod';
import { remoteNameSchema } from './release';

/** `?minutes=` of `GET /releases/{remote}/health`: how far back, up to the 90 days kept. */
export const HEALTH_MAX_MINUTES = 90 * 24 * 60;
export const healthQuerySchema = z.object({
  minutes: z.coerce
    .number({ error: 'minutes is a whole number of minutes' })
    .int('minutes is a whole number of minutes')
    .min(1, 'minutes is at least 1')
    .max(HEALTH_MAX_MINUTES, `minutes is at most ${HEALTH_MAX_MINUTES}`)
    .default(60),
});

/** A vital's 75th percentile (ms; CLS unitless) and how many page views it is from. */
export const vitalSummarySchema = z.object({ p75: z.number().nullable(), samples: z.number().int() });

/** Page views and views with an error: what a rate is made of. */
export const healthSideSchema = z.object({
  views: z.number().int(),
  errorViews: z.number().int(),
  /** Views with an error ÷ views; null without views. */
  errorRate: z.number().nullable(),
});
export type HealthSide = z.infer<typeof healthSideSchema>;

export const releaseHealthSchema = healthSideSchema.extend({
  version: z.string(),
  chunkErrorViews: z.number().int(),
  hydrationErrorViews: z.number().int(),
  vitals: z.object({ LCP: vitalSummarySchema, INP: vitalSummarySchema, CLS: vitalSummarySchema }),
  /** Per minute with views, oldest first: for a small chart. */
  series: z.array(z.object({ minute: z.string(), views: z.number().int(), errorViews: z.number().int() })),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;

export const ROLLOUT_DECISIONS = ['collecting', 'healthy', 'aborted'] as const;

/** A rollout's candidate beside the live release over the same time, and what the watch decided. */
export const rolloutHealthSchema = z.object({
  candidate: z.string(),
  live: z.string().nullable(),
  since: z.string(),
  candidateSide: healthSideSchema,
  liveSide: healthSideSchema,
  decision: z.enum(ROLLOUT_DECISIONS),
  reason: z.string().nullable(),
  /** The views each side needs before anything is decided (ROLLOUT_MIN_VIEWS). */
  minViews: z.number().int(),
  /** LCP or INP p75 more than 1.5× the live one's: shown, never a reason to stop. */
  warnings: z.array(z.string()),
});
export type RolloutHealth = z.infer<typeof rolloutHealthSchema>;

/** `GET /releases/{remote}/health`. */
export const remoteHealthSchema = z.object({
  remote: remoteNameSchema,
  minutes: z.number().int(),
  releases: z.array(releaseHealthSchema),
  /** The running rollout, or the last one stopped by the watch. */
  rollout: rolloutHealthSchema.nullable(),
});
export type RemoteHealth = z.infer<typeof remoteHealthSchema>;

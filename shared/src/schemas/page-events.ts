import { z } from 'zod';

/**
 * `POST /api/v1/events`: what a page's reporter sends about one page view (batched by `navigator.sendBeacon`,
 * which sends text/plain). Every field is what a browser, or anyone, writes: bounded here, and the page-view
 * token decides what it is charged to.
 */
export const PAGE_EVENTS_MAX_BYTES = 64 * 1024;
export const PAGE_EVENTS_MAX_COUNT = 100;

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

const url = z.string().max(2048);

export const pageEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('view') }),
  z.object({ type: z.literal('error'), message: z.string().max(2000), source: url.optional() }),
  z.object({ type: z.literal('chunk-error'), url }),
  z.object({ type: z.literal('hydration-error'), island: z.string().max(100) }),
  z.object({
    type: z.literal('vital'),
    name: z.enum(VITAL_NAMES),
    // Milliseconds, or CLS's unitless score; an hour is past any real page's figures.
    value: z.number().min(0).max(3_600_000),
  }),
]);
export type PageEvent = z.infer<typeof pageEventSchema>;

export const pageEventsSchema = z.object({
  pageView: z.string().min(1).max(2048),
  events: z.array(pageEventSchema).min(1).max(PAGE_EVENTS_MAX_COUNT),
});
export type PageEvents = z.infer<typeof pageEventsSchema>;

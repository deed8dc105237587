import { signPageView } from '@portfolio/shared/page-view-token';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PAGE_VIEW_SECRET } from '../../../../test/routes';
import { startTestApp, type TestApp, usesPostgres } from '../../../../test/test-app';

/**
 * `POST /events` is open to anyone: whatever the body (wrong types, huge numbers, deep nesting, junk or forged
 * tokens, either content type), the answer is 202 or a 4xx problem, never a 5xx. `FUZZ_RUNS` bodies (`pnpm
 * fuzz`: 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (usesPostgres() ? 50 : 300));

const validToken = () => signPageView(TEST_PAGE_VIEW_SECRET, { path: '/', releases: { publicRemote: 'r1' } });
const junkToken = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', 'v1', 'v1..', 'v1.e30.', `v1.${'A'.repeat(3000)}.x`, '\u0000', '\ud800'),
  fc
    .constant(null)
    .map(() => signPageView('someone-else-0123456789abcdefghijklmno', { path: '/', releases: {} })),
  fc.constant(null).map(() => `${validToken()}x`),
);
const hugeNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, -0, 3_600_001, 2 ** 53 + 1),
  fc.integer(),
);
const anything = fc.anything({ maxDepth: 4, withNullPrototype: false, maxKeys: 6 });
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const event = fc.oneof(
  fc.record({ type: fc.constantFrom('view', 'error', 'chunk-error', 'hydration-error', 'vital', 'x') }),
  fc.record({
    type: fc.constant('error'),
    message: fc.oneof(fc.string(), anything),
    source: fc.oneof(fc.webUrl(), anything),
  }),
  fc.record({ type: fc.constant('chunk-error'), url: fc.oneof(fc.webUrl(), hugeNumber, fc.string()) }),
  fc.record({
    type: fc.constant('hydration-error'),
    island: fc.oneof(fc.string({ maxLength: 200 }), anything),
  }),
  fc.record({
    type: fc.constant('vital'),
    name: fc.oneof(fc.constantFrom('LCP', 'INP', 'CLS', 'FCP', 'TTFB', '__proto__'), fc.string()),
    value: fc.oneof(hugeNumber, fc.string(), anything),
  }),
  anything,
);

/** Bodies of the right shape: only the token decides between 202 and 403, so both answers are fuzzed too. */
const wellFormedEvent = fc.oneof(
  fc.constant({ type: 'view' }),
  fc.record({ type: fc.constant('error'), message: fc.string({ maxLength: 200 }), source: fc.webUrl() }),
  fc.record({ type: fc.constant('chunk-error'), url: fc.webUrl() }),
  fc.record({ type: fc.constant('hydration-error'), island: fc.constantFrom('projects', 'stack') }),
  fc.record({
    type: fc.constant('vital'),
    name: fc.constantFrom('LCP', 'INP', 'CLS', 'FCP', 'TTFB'),
    value: fc.integer({ min: 0, max: 60_000 }),
  }),
);
const wellFormed = fc.record({
  pageView: fc.oneof(junkToken, fc.constant(null).map(validToken)),
  events: fc.array(wellFormedEvent, { minLength: 1, maxLength: 20 }),
});

const body = fc
  .oneof(
    wellFormed,
    fc.record({
      pageView: fc.oneof(junkToken, fc.constant(null).map(validToken)),
      events: fc.array(event, { maxLength: 120 }),
    }),
    fc.record({ pageView: fc.oneof(anything, hugeNumber), events: fc.oneof(anything, fc.array(event)) }),
    anything,
  )
  .map((value) => JSON.stringify(value) ?? 'undefined');
const text = fc.oneof(
  body,
  body,
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer({ min: 1, max: 20_000 }).map(nested),
  fc.constantFrom(
    '{"__proto__":{"polluted":1},"pageView":"x","events":[]}',
    '{"constructor":{"prototype":{}}}',
    'x'.repeat(70_000),
  ),
);

describe('fuzzing POST /api/v1/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { EVENTS_RATE_LIMIT_PER_MINUTE: '1000000' } });
  });
  afterAll(() => t.close());

  it(
    `answers ${RUNS} arbitrary bodies with 202 or a 4xx problem, never a 5xx`,
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          text,
          fc.constantFrom('application/json', 'text/plain;charset=UTF-8', 'text/plain'),
          async (payload, type) => {
            const answer = await t.inject({
              method: 'POST',
              url: '/api/v1/events',
              payload,
              headers: { 'content-type': type },
            });
            statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
            expect(answer.statusCode).toBeLessThan(500);
            expect([202, 400, 403, 413]).toContain(answer.statusCode);
            if (answer.statusCode !== 202)
              expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
          },
        ),
        {
          numRuns: RUNS,
          // One body of each answer, whatever the random ones reach: a valid report, a forged token, junk, too big.
          examples: [
            [JSON.stringify({ pageView: validToken(), events: [{ type: 'view' }] }), 'text/plain'],
            [
              JSON.stringify({
                pageView: signPageView('someone-else-0123456789abcdefghijklmno', { path: '/', releases: {} }),
                events: [{ type: 'view' }],
              }),
              'application/json',
            ],
            ['{"pageView":', 'application/json'],
            ['x'.repeat(70_000), 'text/plain'],
          ],
        },
      );
      await t.app.pageViews.flush();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // Every kind of answer was reached: the fuzz did not only bounce off the parser.
      expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([202, 400, 403, 413]));
    },
    60_000 + RUNS * 30,
  );
});

import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backoffSeconds,
  FREE_FAILURES,
  MAX_BACKOFF_SECONDS,
  REFRESHES_PER_SIGN_IN_PER_MINUTE,
} from '../../../plugins/app/auth-limits';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  openTestApp,
  startTestApp,
  usesPostgres,
  type TestApp,
} from '../../../../test/test-app';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../../../../test/redis';

const redisUp = await redisReachable();

const login = (t: TestApp, password: string, remoteAddress: string, email = OWNER_EMAIL) =>
  t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

/** Wrong guesses from a new address each time: the per-address limit never sees more than one. */
async function guessFromManyAddresses(t: TestApp, count: number, email = OWNER_EMAIL) {
  const statuses: number[] = [];
  for (let guess = 0; guess < count; guess += 1) {
    statuses.push((await login(t, `wrong-guess-${guess}`, `198.51.100.${guess + 1}`, email)).statusCode);
  }
  return statuses;
}

describe('per-account sign-in limits', () => {
  it('back off doubling from 1 s after the free failures, never beyond the cap', () => {
    expect(
      [FREE_FAILURES, FREE_FAILURES + 1, FREE_FAILURES + 2, FREE_FAILURES + 3].map(backoffSeconds),
    ).toEqual([0, 1, 2, 4]);
    expect(backoffSeconds(100)).toBe(MAX_BACKOFF_SECONDS);
  });

  describe('in the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ persistent: !usesPostgres() });
    });
    afterAll(() => t.close());

    it('stops guesses at one account from rotating addresses: 429 with Retry-After after the free failures', async () => {
      const statuses = await guessFromManyAddresses(t, FREE_FAILURES + 2);
      expect(statuses.slice(0, FREE_FAILURES + 1)).toEqual(Array(FREE_FAILURES + 1).fill(401));
      expect(statuses.at(-1)).toBe(429);
      const limited = await login(t, OWNER_PASSWORD, '198.51.100.200');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(limited.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
    });

    it("lets the owner in from an address they signed in from before, while strangers' guesses go on", async () => {
      // The harness signed the owner in from 127.0.0.1 (inject's default address).
      expect((await login(t, OWNER_PASSWORD, '127.0.0.1')).statusCode).toBe(200);
      await guessFromManyAddresses(t, FREE_FAILURES + 2);
      expect((await login(t, OWNER_PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    });

    it('counts unknown addresses like known ones, so the limit does not reveal which accounts exist', async () => {
      const statuses = await guessFromManyAddresses(t, FREE_FAILURES + 2, 'nobody-here@example.com');
      expect(statuses.at(-1)).toBe(429);
    });

    it('ends a back-off after its time: the account is usable again within seconds', async () => {
      const email = 'backoff@example.com';
      const statuses = await guessFromManyAddresses(t, FREE_FAILURES + 2, email);
      expect(statuses.at(-1)).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await login(t, 'one-more-guess', '203.0.113.50', email)).statusCode).toBe(401);
    });

    it('keeps the counters across a restart', async () => {
      const email = 'restart@example.com';
      await guessFromManyAddresses(t, FREE_FAILURES + 1, email);
      await t.close({ keepData: true });
      t = await openTestApp({ dataDir: t.dataDir, database: t.database, seed: false });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // Counters kept in memory would start again at 0 here; kept ones make this failure start a 2 s back-off.
      expect((await login(t, 'after-restart', '203.0.113.61', email)).statusCode).toBe(401);
      expect((await login(t, 'after-restart-2', '203.0.113.62', email)).statusCode).toBe(429);
    });
  });

  describe.runIf(redisUp)('in Redis (REDIS_URL), shared by two API instances', () => {
    let first: TestApp;
    let second: TestApp;
    // Each run gets its own key prefix on the machine's Redis, so runs never meet.
    const prefix = `portfolio-test-${randomBytes(6).toString('hex')}:`;
    beforeAll(async () => {
      const env = { REDIS_URL, REDIS_PREFIX: prefix };
      [first, second] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
    });
    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
    });

    it("sees one instance's failures on the other", async () => {
      const statuses = await guessFromManyAddresses(first, FREE_FAILURES + 1);
      expect(statuses).toEqual(Array(FREE_FAILURES + 1).fill(401));
      expect((await login(second, 'guess-on-the-other', '198.51.100.99')).statusCode).toBe(429);
      // The owner's own address still works on both.
      expect((await login(second, OWNER_PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    });

    it("counts a sign-in's refreshes there too", async () => {
      let cookie = /portfolio_refresh=([^;]+)/.exec(
        String((await login(first, OWNER_PASSWORD, '127.0.0.1')).headers['set-cookie']),
      )![1]!;
      const refresh = () =>
        first.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh',
          headers: { 'x-portfolio-session': '1', cookie: `portfolio_refresh=${cookie}` },
        });
      for (let count = 1; count <= REFRESHES_PER_SIGN_IN_PER_MINUTE; count += 1) {
        const response = await refresh();
        expect(response.statusCode, `refresh ${count}`).toBe(200);
        cookie = /portfolio_refresh=([^;]+)/.exec(String(response.headers['set-cookie']))![1]!;
      }
      expect((await refresh()).statusCode).toBe(429);
      const redis = new Redis(REDIS_URL);
      try {
        expect(await redis.keys(`${prefix}auth-refresh*`)).toHaveLength(1);
      } finally {
        redis.disconnect();
      }
    });
  });
});

import { Redis } from 'ioredis';

/** The Redis the tests use; each test app gets a key prefix of its own, so runs on one Redis never meet. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(url: string) {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Whether the tests' Redis answers: the tests that need it run only then, and are skipped with a warning
 * otherwise, unless `REQUIRE_REDIS=1` (CI, which starts one), where an unreachable Redis fails the test file.
 */
export async function redisReachable(): Promise<boolean> {
  if (await answers(TEST_REDIS_URL)) return true;
  const message = `Redis is not reachable at ${TEST_REDIS_URL} (set TEST_REDIS_URL to point elsewhere).`;
  if (process.env.REQUIRE_REDIS === '1') throw new Error(`${message} REQUIRE_REDIS=1: failing.`);
  console.warn(`\n⚠ ${message} The tests that need Redis are skipped.\n`);
  return false;
}

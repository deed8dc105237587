import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../problems';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { HASH_CONCURRENCY, HASH_QUEUE, PasswordHasher, QueuedPasswordHasher } from './passwords';

/** 64 MiB per hash: slow enough (about 0.1 s each) that a flood of them would be felt anywhere they queue. */
const FLOOD_COST_LOG2 = 16;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('password hashing behind a bounded queue', () => {
  it('runs a few hashes at a time, queues a few more and refuses the rest at once with 503 and Retry-After', async () => {
    const hasher = new QueuedPasswordHasher(new PasswordHasher(12));
    const stored = await hasher.hash('secret-1');
    const outcomes = await Promise.allSettled(
      Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE + 5 }, () => hasher.verify('secret-1', stored)),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(
      HASH_CONCURRENCY + HASH_QUEUE,
    );
    expect(refused).toHaveLength(5);
    const problem = (refused[0] as PromiseRejectedResult).reason as HttpProblem;
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem.status).toBe(503);
    expect(problem.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('drain() answers what still waits instead of leaving it queued', async () => {
    const hasher = new QueuedPasswordHasher(new PasswordHasher(12));
    const stored = await hasher.hash('secret-1');
    const pending = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE }, () =>
      hasher.verify('secret-1', stored),
    );
    // The first hashes start on the next tick; the rest wait for them.
    await new Promise((resolve) => setImmediate(resolve));
    hasher.drain();
    const outcomes = await Promise.allSettled(pending);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(HASH_CONCURRENCY);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(HASH_QUEUE);
    await expect(hasher.verify('secret-1', stored)).rejects.toMatchObject({ status: 503 });
  });
});

describe('a login flood (scrypt at 2^16)', { timeout: 120_000 }, () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp({ hashCostLog2: FLOOD_COST_LOG2 });
    // Over real sockets, as clients come: every request passes through the event loop's I/O phase.
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const signedInRead = async () => {
    const start = performance.now();
    const response = await fetch(`${base}/api/v1/users`, {
      headers: { authorization: `Bearer ${t.ownerToken}` },
    });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    return performance.now() - start;
  };
  const wrongLogins = (count: number) =>
    Array.from({ length: count }, async (_, index) => {
      const response = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `flood-${index}@example.com`, password: 'wrong-password' }),
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        contentType: response.headers.get('content-type'),
        body: (await response.json()) as { detail?: string },
      };
    });

  it('leaves signed-in reads fast, and answers the logins past the queue at once with 503', async () => {
    const baseline: number[] = [];
    for (let read = 0; read < 10; read += 1) baseline.push(await signedInRead());

    const flood = Promise.all(wrongLogins(40));
    let settled = false;
    void flood.finally(() => (settled = true));
    // Signed-in reads for as long as the flood lasts.
    const during: number[] = [];
    while (!settled || during.length < 5) during.push(await signedInRead());
    const answers = await flood;

    // Generous: the hashes still take CPU from the reads on a 2-core machine; what must not happen is a read
    // waiting for the flood (before the fix, token checks queued behind every hash: seconds).
    expect(Math.max(...during)).toBeLessThan(median(baseline) * 10 + 500);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.retryAfter).toBe('1');
    expect(busy.contentType).toContain('application/problem+json');
  });

  it('on shutdown answers the queued logins (503) instead of making the server wait for them', async () => {
    const flood = Promise.all(wrongLogins(HASH_CONCURRENCY + HASH_QUEUE));
    // Let every login reach the hashing queue, then stop the app as SIGTERM does.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closing = t.app.close();
    const answers = await flood;
    await closing;
    expect(answers.every((answer) => answer.status === 401 || answer.status === 503)).toBe(true);
    expect(answers.map((answer) => answer.body.detail)).toContain(
      'The server is restarting. Please try again.',
    );
  });
});

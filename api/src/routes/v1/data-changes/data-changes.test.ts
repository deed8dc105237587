import { RELEASE_CHECKER_HEADER } from '@portfolio/shared/remotes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RELEASES_SECRET } from '../../../../test/routes';
import { startTestApp, type TestApp } from '../../../../test/test-app';

describe('the data-change feed', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  it('is for host servers only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/data-changes' })).statusCode).toBe(403);
    const guessed = await t.inject({
      method: 'GET',
      url: '/api/v1/data-changes',
      headers: { [RELEASE_CHECKER_HEADER]: 'a-guess' },
    });
    expect(guessed.statusCode).toBe(403);
  });

  it('says "changed" for a public write, whoever made it', async () => {
    const feed = await fetch(`${base}/api/v1/data-changes`, {
      headers: { [RELEASE_CHECKER_HEADER]: TEST_RELEASES_SECRET },
    });
    expect(feed.headers.get('content-type')).toBe('text/event-stream');
    const reader = feed.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the feed ended before "${text}"`);
        received += value;
      }
    };
    await until(': listening');
    expect(received).not.toContain('data: changed');

    const written = await fetch(`${base}/api/v1/tags`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'feed', color: 'blue' }),
    });
    expect(written.status).toBe(201);
    await until('data: changed\n\n');
    await reader.cancel();
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { draftBar, draftPreviewProblem, draftPreviewToken } from './draft-preview';

describe('a draft preview on the host server', () => {
  it('is a request with ?draft=, and only that', async () => {
    const app = Fastify();
    app.get('/', async (request) => ({ token: draftPreviewToken(request) ?? null }));
    const tokenOf = async (url: string) => (await app.inject({ url })).json<{ token: string | null }>().token;
    expect(await tokenOf('/?draft=abc.def')).toBe('abc.def');
    expect(await tokenOf('/?draft=')).toBe('');
    expect(await tokenOf('/')).toBeNull();
    expect(await tokenOf('/?tech=react&drafts=x')).toBeNull();
  });

  it('answers a refused link with a page that says so, private and never indexed', async () => {
    const app = Fastify();
    app.get('/', async (_request, reply) => draftPreviewProblem(reply, 401));
    const answer = await app.inject({ url: '/' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.body).toContain('<h1>This draft preview link is not valid or has expired</h1>');
  });

  it('has a bar that is a landmark with Exit to the edit screen, its address escaped', () => {
    const bar = draftBar('/admin/projects/7');
    expect(bar).toContain('role="region" aria-label="Draft preview"');
    expect(bar).toMatch(/<a href="\/admin\/projects\/7"[^>]*>Exit<\/a>/);
    expect(draftBar('/admin/"><script>')).not.toContain('"><script>');
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { homePageHead, type PageHead } from '@portfolio/shared/seo';
import {
  draftBar,
  draftPreviewProblem,
  draftPreviewToken,
  withDraftCard,
  withDraftToken,
} from './draft-preview';

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

  it('has a bar that is a landmark with the card, the résumé and Exit to the edit screen, addresses escaped', () => {
    const card = withDraftToken('/api/cards/projects/trail.png', 'a.b');
    const resume = withDraftToken('/resume.pdf', 'a.b');
    const bar = draftBar({ editPath: '/admin/projects/7', card, resume });
    expect(bar).toContain('role="region" aria-label="Draft preview"');
    expect(bar).toMatch(/<a href="\/api\/cards\/projects\/trail\.png\?draft=a\.b"[^>]*>Card<\/a>/);
    expect(bar).toMatch(/<a href="\/resume\.pdf\?draft=a\.b"[^>]*>Résumé<\/a>/);
    expect(bar).toMatch(/<a href="\/admin\/projects\/7"[^>]*>Exit<\/a>/);
    // The résumé turned off: no link to a 404.
    expect(draftBar({ editPath: '/admin/profile', card })).not.toContain('Résumé');
    expect(draftBar({ editPath: '/admin/"><script>', card: '/x"><script>' })).not.toContain('"><script>');
  });

  it("names the draft's card in the page's head, and only with a token", () => {
    const head = homePageHead(
      { firstName: 'Ada', lastName: 'L', professionalTitle: null, bio: null, avatar: null },
      'https://site.test',
    );
    const images = (tags: PageHead) =>
      tags.meta
        .filter(({ key }) => key === 'og:image' || key === 'twitter:image')
        .map(({ content }) => content);
    expect(images(withDraftCard(head, 'a+b.c'))).toEqual([
      'https://site.test/api/cards/home.png?draft=a%2Bb.c',
      'https://site.test/api/cards/home.png?draft=a%2Bb.c',
    ]);
    expect(withDraftCard(head, undefined)).toBe(head);
    expect(withDraftToken('/resume.pdf?size=letter', 'x')).toBe('/resume.pdf?size=letter&draft=x');
  });
});

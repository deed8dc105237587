import type { DraftPreviewLink, JsonResume } from '@portfolio/shared/schemas';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DraftPreviewGrant, signDraftPreview } from '../../../drafts/preview-token';
import { normalizedUrl } from '../../../http-cache/http-caching';
import { OWNER_EMAIL, OWNER_PASSWORD, startTestApp, type TestApp } from '../../../../test/test-app';
import { profileInputOf } from './profile-input';

const run = promisify(execFile);

interface Project {
  id: number;
  name: string;
  slug: string;
  description: string;
  userId: number;
  body: string;
}

/**
 * A draft preview's card and résumé (docs/history.md#drafts-and-preview): with the preview link's token they show
 * the draft, for that reader only; without it, the live data, whatever was previewed before.
 */
describe("a draft preview's card and résumé", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers });
  const tokenOf = (link: DraftPreviewLink) =>
    decodeURIComponent(new URL(link.path, 'http://site').searchParams.get('draft')!);
  const withToken = (url: string, token: string) =>
    `${url}${url.includes('?') ? '&' : '?'}draft=${encodeURIComponent(token)}`;
  const pdfText = async (bytes: Buffer) => {
    const file = join(t.dataDir, `draft-resume-${Math.random().toString(36).slice(2)}.pdf`);
    await writeFile(file, bytes);
    return (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
  };
  /** A private answer: for this reader, kept by no cache (none of ours, none between), never indexed. */
  const expectPrivate = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['x-cache']).toBeUndefined();
  };
  /** Signed in afresh, so the test can sign out of it without ending the owner's session of other tests. */
  const signIn = async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
    });
    return {
      bearer: `Bearer ${response.json<{ token: string }>().token}`,
      refresh: response.cookies.find((cookie) => cookie.name === 'portfolio_refresh')!.value,
    };
  };
  const previewLink = async (bearer: string, resource: 'projects' | 'users', id: number) => {
    const response = await t.inject({
      method: 'POST',
      url: `/api/v1/${resource}/${id}/draft/preview`,
      headers: { authorization: bearer },
    });
    expect(response.statusCode, response.body).toBe(201);
    return tokenOf(response.json());
  };

  it("shows a project's draft in its card and in the résumé, to the link's holder only, and publishes the card it showed", async () => {
    const live = (await get('/api/v1/projects/1')).json<Project>();
    const cardUrl = `/api/cards/projects/${live.slug}.png`;
    const liveCard = await get(cardUrl);
    const liveResume = (await get('/api/v1/resume.json')).json<JsonResume>();
    const draftName = 'Trail Planner Drafted';
    const saved = await t.asOwner({
      method: 'PUT',
      url: '/api/v1/projects/1/draft',
      payload: { name: draftName, description: live.description, userId: live.userId, body: live.body },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { bearer } = await signIn();
    const token = await previewLink(bearer, 'projects', 1);

    // The preview's page names the card by the slug the draft gives it; the live slug still leads to it.
    const draftSlug = 'trail-planner-drafted';
    const draftCard = await get(withToken(`/api/cards/projects/${draftSlug}.png`, token));
    expect(draftCard.statusCode, draftCard.body).toBe(200);
    expect(draftCard.headers['content-type']).toBe('image/png');
    expectPrivate(draftCard);
    expect(draftCard.rawPayload.equals(liveCard.rawPayload)).toBe(false);
    expect((await get(withToken(cardUrl, token))).rawPayload.equals(draftCard.rawPayload)).toBe(true);

    const draftResume = await get(withToken('/api/v1/resume.json', token));
    expect(draftResume.statusCode, draftResume.body).toBe(200);
    expectPrivate(draftResume);
    const names = draftResume.json<JsonResume>().projects!.map((project) => project.name);
    expect(names).toContain(draftName);
    expect(names).not.toContain(live.name);
    const draftPdf = await get(withToken('/api/v1/resume.pdf?size=letter', token));
    expect(draftPdf.statusCode).toBe(200);
    expect(draftPdf.headers['content-type']).toBe('application/pdf');
    expectPrivate(draftPdf);
    expect(await pdfText(draftPdf.rawPayload)).toContain(draftName);

    // Visitors, and the owner without the token, still get the live card and résumé: nothing the preview drew
    // was kept in their place, and the live ones are still answered from what is kept (304).
    const visitorsCard = await get(cardUrl, { 'if-none-match': liveCard.headers.etag as string });
    expect(visitorsCard.statusCode).toBe(304);
    expect((await get(`/api/cards/projects/${draftSlug}.png`)).statusCode).toBe(404);
    expect((await get('/api/v1/resume.json')).json()).toEqual(liveResume);
    const visitorsPdf = await get('/api/v1/resume.pdf?size=letter');
    expect(await pdfText(visitorsPdf.rawPayload)).not.toContain(draftName);
    expect(visitorsPdf.headers['cache-control']).toBe('no-cache');

    // Published, the live card is the one the preview showed.
    expect((await t.asOwner({ method: 'POST', url: '/api/v1/projects/1/draft/publish' })).statusCode).toBe(
      200,
    );
    const published = await get(`/api/cards/projects/${draftSlug}.png`);
    expect(published.rawPayload.equals(draftCard.rawPayload)).toBe(true);
    expect((await get('/api/v1/resume.json')).json<JsonResume>().projects!.map((p) => p.name)).toContain(
      draftName,
    );
  });

  it("shows a profile's draft in the home card and the résumé, the draft's hidden résumé a 404", async () => {
    const me = (await t.asOwner({ method: 'GET', url: '/api/v1/users/1' })).json<Record<string, unknown>>();
    const input = profileInputOf(me);
    const liveCard = await get('/api/cards/home.png');
    const title = 'Drafted Principal Engineer';
    await t.asOwner({
      method: 'PUT',
      url: '/api/v1/users/1/draft',
      payload: { ...input, professionalTitle: title },
    });
    const { bearer } = await signIn();
    const token = await previewLink(bearer, 'users', 1);

    const card = await get(withToken('/api/cards/home.png', token));
    expect(card.statusCode, card.body).toBe(200);
    expectPrivate(card);
    expect(card.rawPayload.equals(liveCard.rawPayload)).toBe(false);
    // A project's card shows the profile's draft too (its owner's name and accent), for the link's holder.
    expect((await get(withToken('/api/cards/projects/trail-planner-drafted.png', token))).statusCode).toBe(
      200,
    );

    const resume = await get(withToken('/api/v1/resume.json', token));
    expect(resume.json<JsonResume>().basics.label).toBe(title);
    expect(await pdfText((await get(withToken('/api/v1/resume.pdf', token))).rawPayload)).toContain(title);
    expect((await get('/api/v1/resume.json')).json<JsonResume>().basics.label).not.toBe(title);
    expect(
      (await get('/api/cards/home.png', { 'if-none-match': liveCard.headers.etag as string })).statusCode,
    ).toBe(304);

    // A draft that turns the résumé off previews it as visitors would then find it: not there.
    await t.asOwner({
      method: 'PUT',
      url: '/api/v1/users/1/draft',
      payload: { ...input, professionalTitle: title, resumePublic: false },
    });
    const hidden = await get(withToken('/api/v1/resume.pdf', token));
    expect(hidden.statusCode).toBe(404);
    expectPrivate(hidden);
    expect((await get('/api/v1/resume.pdf')).statusCode).toBe(200);
    expect((await t.asOwner({ method: 'DELETE', url: '/api/v1/users/1/draft' })).statusCode).toBe(204);
  });

  it("shows a hidden project's card to its own draft's link only", async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects',
      payload: { name: 'Quiet Lab', description: 'Not shown yet', userId: t.ownerId, visible: false },
    });
    const hidden = created.json<Project>();
    await t.asOwner({
      method: 'PUT',
      url: `/api/v1/projects/${hidden.id}/draft`,
      payload: { name: 'Quiet Lab', description: 'Drafted', userId: t.ownerId },
    });
    const other = (await get('/api/v1/projects/2')).json<Project>();
    await t.asOwner({
      method: 'PUT',
      url: '/api/v1/projects/2/draft',
      payload: { name: other.name, description: 'Drafted', userId: other.userId, body: other.body },
    });
    const me = (await t.asOwner({ method: 'GET', url: '/api/v1/users/1' })).json<Record<string, unknown>>();
    await t.asOwner({
      method: 'PUT',
      url: '/api/v1/users/1/draft',
      payload: profileInputOf(me),
    });
    const { bearer } = await signIn();
    const url = `/api/cards/projects/${hidden.slug}.png`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(withToken(url, await previewLink(bearer, 'projects', hidden.id)))).statusCode).toBe(
      200,
    );
    expect((await get(withToken(url, await previewLink(bearer, 'projects', 2)))).statusCode).toBe(404);
    expect((await get(withToken(url, await previewLink(bearer, 'users', 1)))).statusCode).toBe(404);
    await t.asOwner({ method: 'DELETE', url: '/api/v1/users/1/draft' });
    await t.asOwner({ method: 'DELETE', url: '/api/v1/projects/2/draft' });
  });

  it('refuses a token that is empty, forged, expired, from another secret or from a sign-in that ended, as the page preview does, and never keeps an answer', async () => {
    const live = (await get('/api/v1/projects/3')).json<Project>();
    await t.asOwner({
      method: 'PUT',
      url: '/api/v1/projects/3/draft',
      payload: { name: live.name, description: 'Only the owner sees', userId: live.userId, body: live.body },
    });
    const { bearer, refresh } = await signIn();
    const token = await previewLink(bearer, 'projects', 3);
    const [payload] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as DraftPreviewGrant;
    const sign = (changes: Partial<DraftPreviewGrant>, key = t.config.jwtSecret!) =>
      signDraftPreview(key, { ...claims, ...changes });
    const urls = [
      '/api/cards/home.png',
      `/api/cards/projects/${live.slug}.png`,
      '/api/v1/resume.json',
      '/api/v1/resume.pdf',
    ];
    const refusedTokens = [
      '',
      'not-a-token',
      `${token.slice(0, -2)}xx`,
      sign({}, 'a-secret-that-is-not-the-servers-0123456789'),
      sign({ expires: Date.now() - 1000 }),
      sign({ expires: Date.now() + 24 * 3600_000 }),
      sign({ userId: 2 }),
    ];
    for (const url of urls) {
      expect((await get(withToken(url, token))).statusCode, url).toBe(200);
      for (const refused of refusedTokens) {
        const response = await get(withToken(url, refused));
        expect(response.statusCode, `${url} ${refused}`).toBe(401);
        expectPrivate(response);
        expect(response.json<{ detail: string }>().detail).toMatch(/not valid/);
      }
    }

    // The read cache kept none of the answers (a 200 kept under its address would outlive the link), while it
    // keeps the live résumé as ever.
    const resumeAtToken = withToken('/api/v1/resume.json', token);
    expect((await get(resumeAtToken)).statusCode).toBe(200);
    expect(t.app.readCache.get(normalizedUrl(resumeAtToken))).toBeUndefined();
    await get('/api/v1/resume.json');
    expect((await get('/api/v1/resume.json')).headers['x-cache']).toBe('HIT');

    // Signed out: the same addresses are refused at once.
    const logout = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'x-portfolio-session': '1', cookie: `portfolio_refresh=${refresh}` },
    });
    expect(logout.statusCode).toBe(204);
    for (const url of urls) {
      const response = await get(withToken(url, token));
      expect(response.statusCode, url).toBe(401);
      expectPrivate(response);
    }
    // The draft gone, its link shows no card or résumé (as its page: 404).
    await t.asOwner({ method: 'DELETE', url: '/api/v1/projects/3/draft' });
    const { bearer: again } = await signIn();
    await t.asOwner({
      method: 'PUT',
      url: '/api/v1/projects/3/draft',
      payload: { name: live.name, description: 'Again', userId: live.userId, body: live.body },
    });
    const fresh = await previewLink(again, 'projects', 3);
    await t.asOwner({ method: 'DELETE', url: '/api/v1/projects/3/draft' });
    expect((await get(withToken('/api/v1/resume.json', fresh))).statusCode).toBe(404);
  });
});

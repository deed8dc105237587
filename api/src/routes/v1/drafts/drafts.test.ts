import type {
  DraftPreview,
  DraftPreviewLink,
  HistoryList,
  JsonResume,
  ProjectDraft,
} from '@portfolio/shared/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DraftPreviewGrant, signDraftPreview } from '../../../drafts/preview-token';
import { OWNER_EMAIL, OWNER_PASSWORD, startTestApp, type TestApp } from '../../../../test/test-app';
import { profileInputOf } from './profile-input';

interface Project {
  id: number;
  name: string;
  slug: string;
  description: string;
  domain: string | null;
  repo: string | null;
  details: string | null;
  cover: string | null;
  userId: number;
  visible: boolean;
  role: string | null;
  startMonth: string | null;
  endMonth: string | null;
  outcomes: unknown[];
  body: string;
  bodyHtml: string;
  technologies: { id: number; name: string }[];
}

const projectInput = (project: Project, changes: Partial<Record<keyof Project, unknown>> = {}) => ({
  name: project.name,
  description: project.description,
  domain: project.domain ?? '',
  repo: project.repo ?? '',
  details: project.details ?? '',
  cover: project.cover ?? '',
  userId: project.userId,
  role: project.role ?? '',
  startMonth: project.startMonth ?? '',
  endMonth: project.endMonth ?? '',
  outcomes: project.outcomes,
  body: project.body,
  ...changes,
});

describe('drafts of a project and of the profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const owner = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.asOwner({ method, url, headers, ...(payload ? { payload } : {}) });
  const publicRead = async <T>(url: string) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const versions = async (resource: string, id: number) =>
    (await owner('GET', `/api/v1/history?resource=${resource}&id=${id}`)).json<HistoryList>();
  const preview = (token: string | undefined) =>
    t.inject({
      method: 'GET',
      url: '/api/v1/drafts/preview',
      headers: token === undefined ? {} : { authorization: `DraftPreview ${token}` },
    });
  const tokenOf = (link: DraftPreviewLink) =>
    decodeURIComponent(new URL(link.path, 'http://site').searchParams.get('draft')!);
  const draftRows = async () =>
    (await t.app.db.execute(sql`select count(*)::int as n from drafts`)) as unknown as {
      rows: { n: number }[];
    };

  it('keeps a draft without changing what visitors see, previews it, and publishes it as one version', async () => {
    const live = await publicRead<Project>('/api/v1/projects/2');
    const { total: versionsBefore } = await versions('projects', 2);
    const opened = await owner('GET', '/api/v1/projects/2');

    const saved = await owner(
      'PUT',
      '/api/v1/projects/2/draft',
      projectInput(live, { description: 'A draft summary', body: '## Draft write-up' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ProjectDraft>()).toMatchObject({
      body: { description: 'A draft summary', body: '## Draft write-up' },
      baseEtag: opened.headers.etag,
      savedBy: { id: t.ownerId },
    });
    expect(await publicRead('/api/v1/projects/2')).toEqual(live);
    expect((await owner('GET', '/api/v1/projects/2')).json()).toEqual(opened.json());
    expect((await versions('projects', 2)).total).toBe(versionsBefore);
    expect((await owner('GET', '/api/v1/projects/2/draft')).json()).toEqual(saved.json());

    const link = await owner('POST', '/api/v1/projects/2/draft/preview');
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json<DraftPreviewLink>().path).toMatch(new RegExp(`^/projects/${live.slug}\\?draft=`));
    const shown = await preview(tokenOf(link.json()));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex');
    const { item, editPath } = shown.json<DraftPreview>();
    expect(editPath).toBe('/admin/projects/2');
    expect(item).toMatchObject({ id: 2, description: 'A draft summary' });
    expect((item as Project).bodyHtml).toContain('Draft write-up</h2>');
    // Previewing stored nothing: the live project and its history are as they were.
    expect(await publicRead('/api/v1/projects/2')).toEqual(live);
    expect((await versions('projects', 2)).total).toBe(versionsBefore);

    const published = await owner('POST', '/api/v1/projects/2/draft/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.headers.etag).toMatch(/^"\d+"$/);
    expect(await publicRead<Project>('/api/v1/projects/2')).toMatchObject({
      description: 'A draft summary',
      body: '## Draft write-up',
    });
    const after = await versions('projects', 2);
    expect(after.total).toBe(versionsBefore + 1);
    expect(after.history[0]!.changes.map((change) => change.field).sort()).toEqual(['body', 'description']);
    expect(published.headers.etag).toBe(`"${after.history[0]!.id}"`);
    expect((await owner('GET', '/api/v1/projects/2/draft')).statusCode).toBe(404);
    expect((await preview(tokenOf(link.json()))).statusCode).toBe(404);
  });

  it('discards a draft, leaving the project as it was', async () => {
    const live = await publicRead<Project>('/api/v1/projects/3');
    await owner('PUT', '/api/v1/projects/3/draft', projectInput(live, { name: 'Never shown' }));
    const discarded = await owner('DELETE', '/api/v1/projects/3/draft');
    expect(discarded.statusCode).toBe(204);
    expect((await owner('GET', '/api/v1/projects/3/draft')).statusCode).toBe(404);
    expect((await owner('POST', '/api/v1/projects/3/draft/publish')).statusCode).toBe(404);
    expect((await owner('DELETE', '/api/v1/projects/3/draft')).statusCode).toBe(404);
    expect(await publicRead('/api/v1/projects/3')).toEqual(live);
  });

  it('refuses to publish a draft once the project changed since, with what changed, and keeps the draft', async () => {
    const live = await publicRead<Project>('/api/v1/projects/1');
    await owner('PUT', '/api/v1/projects/1/draft', projectInput(live, { description: 'Drafted first' }));
    // Another tab saves the project itself meanwhile.
    const other = await owner('PUT', '/api/v1/projects/1', projectInput(live, { name: 'Renamed meanwhile' }));
    expect(other.statusCode, other.body).toBe(200);

    const stale = await owner('POST', '/api/v1/projects/1/draft/publish');
    expect(stale.statusCode, stale.body).toBe(412);
    const problem = stale.json<{ etag: string; changes: { changes: { field: string }[] }[] }>();
    expect(problem.etag).toBe(other.headers.etag);
    expect(problem.changes.flatMap((entry) => entry.changes.map((change) => change.field))).toContain('name');
    expect((await publicRead<Project>('/api/v1/projects/1')).description).toBe(live.description);
    expect((await owner('GET', '/api/v1/projects/1/draft')).statusCode).toBe(200);

    // Published over it on purpose, with the tag the refusal named: the draft's fields win, one version.
    const forced = await owner('POST', '/api/v1/projects/1/draft/publish', undefined, {
      'if-match': problem.etag,
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(await publicRead<Project>('/api/v1/projects/1')).toMatchObject({
      name: live.name,
      description: 'Drafted first',
    });
  });

  it('validates a draft exactly as a save, refuses anyone signed out, and knows no draft of a missing item', async () => {
    const live = await publicRead<Project>('/api/v1/projects/1');
    const bad = projectInput(live, { name: '', startMonth: '2024-13' });
    const asDraft = await owner('PUT', '/api/v1/projects/1/draft', bad);
    const asSave = await owner('PUT', '/api/v1/projects/1', bad);
    expect(asDraft.statusCode).toBe(400);
    expect(Object.keys(asDraft.json<{ errors: object }>().errors)).toEqual(['name', 'startMonth']);
    expect(asDraft.json<{ errors: object }>().errors).toEqual(asSave.json<{ errors: object }>().errors);

    for (const [method, url] of [
      ['GET', '/api/v1/projects/1/draft'],
      ['PUT', '/api/v1/projects/1/draft'],
      ['DELETE', '/api/v1/projects/1/draft'],
      ['POST', '/api/v1/projects/1/draft/publish'],
      ['POST', '/api/v1/projects/1/draft/preview'],
      ['GET', '/api/v1/users/1/draft'],
      ['PUT', '/api/v1/users/1/draft'],
    ] as const) {
      const response = await t.inject({ method, url, payload: projectInput(live) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await owner('PUT', '/api/v1/projects/9999/draft', projectInput(live))).statusCode).toBe(404);
  });

  describe("a project's technologies in its draft", () => {
    const technologyIdsOf = (project: Project) =>
      project.technologies.map((technology) => technology.id).sort();
    const newTechnology = async (name: string) => {
      const created = await owner('POST', '/api/v1/technologies', { name });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ id: number; name: string }>();
    };
    /** A project of the owner's linked to `linked`, and its history's length. */
    const projectLinkedTo = async (name: string, linked: { id: number }) => {
      const created = await owner('POST', '/api/v1/projects', { name, description: 'Linked', userId: 1 });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<Project>();
      const link = await owner('POST', '/api/v1/projects/add-tech', {
        projectId: id,
        technologyId: linked.id,
      });
      expect(link.statusCode, link.body).toBe(200);
      return publicRead<Project>(`/api/v1/projects/${id}`);
    };

    it("previews the draft's technologies to its owner only, and publishes them with its fields as one version that a restore takes back", async () => {
      const [kept, dropped, added] = [
        await newTechnology('Draft kept'),
        await newTechnology('Draft dropped'),
        await newTechnology('Draft added'),
      ];
      const live = await projectLinkedTo('Linked in drafts', dropped);
      await owner('POST', '/api/v1/projects/add-tech', { projectId: live.id, technologyId: kept.id });
      const linkedLive = await publicRead<Project>(`/api/v1/projects/${live.id}`);
      const { total: versionsBefore } = await versions('projects', live.id);

      const saved = await owner('PUT', `/api/v1/projects/${live.id}/draft`, {
        ...projectInput(linkedLive, { description: 'With other tools' }),
        technologyIds: [added.id, kept.id],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<ProjectDraft>().body.technologyIds).toEqual([added.id, kept.id]);
      expect(await publicRead(`/api/v1/projects/${live.id}`)).toEqual(linkedLive);
      expect((await versions('projects', live.id)).total).toBe(versionsBefore);

      const link = (
        await owner('POST', `/api/v1/projects/${live.id}/draft/preview`)
      ).json<DraftPreviewLink>();
      const shown = (await preview(tokenOf(link))).json<DraftPreview>().item as Project;
      expect(technologyIdsOf(shown)).toEqual([kept.id, added.id].sort());
      const draftResume = await t.inject({
        method: 'GET',
        url: `/api/v1/resume.json?draft=${encodeURIComponent(tokenOf(link))}`,
      });
      expect(draftResume.statusCode, draftResume.body).toBe(200);
      const resumeProject = (resume: JsonResume) =>
        resume.projects?.find((project) => project.name === live.name)?.keywords?.sort();
      expect(resumeProject(draftResume.json())).toEqual([added.name, kept.name].sort());
      // Visitors, and the owner's own reads, still find the published links; previewing stored nothing.
      expect(await publicRead(`/api/v1/projects/${live.id}`)).toEqual(linkedLive);
      expect(resumeProject(await publicRead<JsonResume>('/api/v1/resume.json'))).toEqual(
        [dropped.name, kept.name].sort(),
      );
      expect((await versions('projects', live.id)).total).toBe(versionsBefore);

      const published = await owner('POST', `/api/v1/projects/${live.id}/draft/publish`);
      expect(published.statusCode, published.body).toBe(200);
      expect(technologyIdsOf(published.json<Project>())).toEqual([kept.id, added.id].sort());
      const publishedLive = await publicRead<Project>(`/api/v1/projects/${live.id}`);
      expect(publishedLive).toMatchObject({ description: 'With other tools' });
      expect(technologyIdsOf(publishedLive)).toEqual([kept.id, added.id].sort());
      const after = await versions('projects', live.id);
      expect(after.total).toBe(versionsBefore + 1);
      const [version] = after.history;
      expect(published.headers.etag).toBe(`"${version!.id}"`);
      expect(Object.fromEntries(version!.changes.map((change) => [change.field, change]))).toMatchObject({
        description: { before: 'Linked', after: 'With other tools' },
        technologies: {
          before: [kept.id, dropped.id].sort((a, b) => a - b),
          after: [kept.id, added.id].sort((a, b) => a - b),
        },
      });
      expect(version!.changes).toHaveLength(2);

      // Undone in one step, as the admin's toast does: the fields and the links as they were.
      const undone = await owner('POST', `/api/v1/history/change-sets/${version!.changeSet}/undo`);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(await publicRead(`/api/v1/projects/${live.id}`)).toEqual(linkedLive);
    });

    it('leaves the links as they are when the draft is discarded, or names none of them', async () => {
      const tool = await newTechnology('Never linked');
      const live = await projectLinkedTo('Discarded links', tool);
      await owner('PUT', `/api/v1/projects/${live.id}/draft`, { ...projectInput(live), technologyIds: [] });
      expect((await owner('DELETE', `/api/v1/projects/${live.id}/draft`)).statusCode).toBe(204);
      expect(await publicRead(`/api/v1/projects/${live.id}`)).toEqual(live);

      // A draft without the list (saved before the links were part of drafts) keeps them as they are.
      await owner(
        'PUT',
        `/api/v1/projects/${live.id}/draft`,
        projectInput(live, { description: 'Fields only' }),
      );
      expect((await owner('POST', `/api/v1/projects/${live.id}/draft/publish`)).statusCode).toBe(200);
      expect(technologyIdsOf(await publicRead<Project>(`/api/v1/projects/${live.id}`))).toEqual([tool.id]);
    });

    it('refuses a technology that does not exist, when the draft is saved and once it was deleted since', async () => {
      const gone = await newTechnology('Deleted later');
      const live = await projectLinkedTo('Unknown links', gone);
      const body = (technologyIds: unknown) => ({ ...projectInput(live), technologyIds });

      const unknown = await owner('PUT', `/api/v1/projects/${live.id}/draft`, body([gone.id, 999_999]));
      expect(unknown.statusCode, unknown.body).toBe(400);
      expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(unknown.json<{ errors: Record<string, string> }>().errors).toEqual({
        technologyIds: 'Technology 999999 does not exist',
      });
      for (const invalid of [[gone.id, gone.id], [0], ['x'], 'all']) {
        const refused = await owner('PUT', `/api/v1/projects/${live.id}/draft`, body(invalid));
        expect(refused.statusCode, JSON.stringify(invalid)).toBe(400);
        expect(Object.keys(refused.json<{ errors: object }>().errors)[0]).toMatch(/^technologyIds/);
      }
      expect((await owner('GET', `/api/v1/projects/${live.id}/draft`)).statusCode).toBe(404);

      expect((await owner('PUT', `/api/v1/projects/${live.id}/draft`, body([gone.id]))).statusCode).toBe(200);
      expect((await owner('DELETE', `/api/v1/technologies/${gone.id}`)).statusCode).toBe(204);
      // The deletion unlinked it, a change of the project since the draft: published over it on purpose, the
      // draft's link to it is refused.
      const stale = await owner('POST', `/api/v1/projects/${live.id}/draft/publish`);
      expect(stale.statusCode, stale.body).toBe(412);
      const refused = await owner('POST', `/api/v1/projects/${live.id}/draft/publish`, undefined, {
        'if-match': stale.json<{ etag: string }>().etag,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ errors: Record<string, string> }>().errors).toHaveProperty('technologyIds');
      expect((await owner('POST', `/api/v1/projects/${live.id}/draft/preview`)).statusCode).toBe(400);
      expect((await owner('GET', `/api/v1/projects/${live.id}/draft`)).statusCode).toBe(200);
    });
  });

  it('goes with its project when the project is deleted', async () => {
    const created = await owner('POST', '/api/v1/projects', {
      name: 'Short-lived',
      description: 'Soon gone',
      userId: 1,
    });
    const project = created.json<Project>();
    await owner(
      'PUT',
      `/api/v1/projects/${project.id}/draft`,
      projectInput(project, { description: 'Draft' }),
    );
    const before = (await draftRows()).rows[0]!.n;
    expect((await owner('DELETE', `/api/v1/projects/${project.id}`)).statusCode).toBe(204);
    expect((await draftRows()).rows[0]!.n).toBe(before - 1);
  });

  it("previews and publishes a profile draft, the preview without the profile's private fields", async () => {
    const me = (await owner('GET', '/api/v1/users/1')).json<Record<string, unknown>>();
    const input = profileInputOf(me);
    const visitorsView = await publicRead('/api/v1/users/1');

    const saved = await owner('PUT', '/api/v1/users/1/draft', { ...input, professionalTitle: 'Draft title' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicRead('/api/v1/users/1')).toEqual(visitorsView);

    const link = (await owner('POST', '/api/v1/users/1/draft/preview')).json<DraftPreviewLink>();
    expect(link.path).toMatch(/^\/\?draft=/);
    const shown = (await preview(tokenOf(link))).json<DraftPreview>();
    expect(shown).toMatchObject({ resource: 'users', itemId: 1, editPath: '/admin/profile' });
    expect(shown.item).toMatchObject({ professionalTitle: 'Draft title' });
    expect(shown.item).not.toHaveProperty('phone');

    expect((await owner('POST', '/api/v1/users/1/draft/publish')).statusCode).toBe(200);
    expect(await publicRead('/api/v1/users/1')).toMatchObject({ professionalTitle: 'Draft title' });
  });

  it('refuses a preview token that is forged, altered, expired, made to last, or from a sign-in that ended', async () => {
    const live = await publicRead<Project>('/api/v1/projects/3');
    await owner(
      'PUT',
      '/api/v1/projects/3/draft',
      projectInput(live, { description: 'Only the owner sees' }),
    );

    // A sign-in of its own, ended below.
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
    });
    const session = signIn.json<{ token: string }>().token;
    const linked = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/3/draft/preview',
      headers: { authorization: `Bearer ${session}` },
    });
    const token = tokenOf(linked.json());
    expect((await preview(token)).statusCode).toBe(200);

    const [payload, signature] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as DraftPreviewGrant;
    const secret = t.config.jwtSecret!;
    const sign = (changes: Partial<DraftPreviewGrant>, key = secret) =>
      signDraftPreview(key, { ...claims, ...changes });
    const otherItem = Buffer.from(JSON.stringify({ ...claims, itemId: 1 })).toString('base64url');
    const refused = [
      undefined,
      '',
      'not-a-token',
      `${otherItem}.${signature}`,
      sign({}, 'a-secret-that-is-not-the-servers-0123456789'),
      sign({ expires: Date.now() - 1000 }),
      sign({ expires: Date.now() + 24 * 3600_000 }),
      sign({ userId: 2 }),
      // An access token is no preview token, and a preview token no access token.
      session,
    ];
    for (const forged of refused) {
      const response = await preview(forged);
      expect(response.statusCode, String(forged)).toBe(401);
      expect(response.json<{ detail: string }>().detail).toMatch(/not valid|bearer/i);
    }
    const asBearer = await t.inject({
      method: 'GET',
      url: '/api/v1/projects/3/draft',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBearer.statusCode).toBe(401);

    const refresh = signIn.cookies.find((cookie) => cookie.name === 'portfolio_refresh')!.value;
    const logout = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'x-portfolio-session': '1', cookie: `portfolio_refresh=${refresh}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await preview(token)).statusCode).toBe(401);
  });
});

import resumeSchema from '@jsonresume/schema';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type JsonResume,
  type ResumeImportPlan,
  type User,
  userInputSchema,
} from '@portfolio/shared/schemas';
import { sql } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleDataChanges, until } from '../../../../test/data-changes';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';
import { planImport } from '../../../resume/resume-import';
import { pdfDisposition } from '.';

const run = promisify(execFile);

/** Poppler's tools read the PDF the way a reader's viewer does: its text, its pages, its link annotations. */
async function inspectPdf(t: TestApp, bytes: Buffer) {
  const file = join(t.dataDir, `resume-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  const [text, info, urls] = await Promise.all([
    run('pdftotext', ['-layout', file, '-']),
    run('pdfinfo', [file]),
    run('pdfinfo', ['-url', file]),
  ]);
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(info.stdout)?.[1]?.trim();
  return {
    text: text.stdout.replace(/\s+/g, ' '),
    pages: Number(field('Pages')),
    title: field('Title'),
    pageSize: field('Page size'),
    links: urls.stdout
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/).at(-1))
      .filter(Boolean),
  };
}

const validateJsonResume = (resume: unknown) =>
  new Promise<string[]>((resolve) =>
    resumeSchema.validate(resume, (errors) =>
      resolve((errors ?? []).map((error) => `${error.property} ${error.message}`)),
    ),
  );

const importBody = (resume: unknown) => ({
  file: typeof resume === 'string' ? resume : JSON.stringify(resume),
});

describe('the résumé', () => {
  let t: TestApp;
  let hiddenProjectId: number;
  beforeAll(async () => {
    t = await startTestApp();
    const hiddenTechnology = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies',
      payload: { name: 'Hidden Cobol', icon: null, visible: false },
    });
    const hiddenProject = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects',
      payload: {
        name: 'Secret Lab',
        description: 'Not for visitors.',
        userId: t.ownerId,
        domain: 'https://secret.example.com',
        visible: false,
      },
    });
    hiddenProjectId = hiddenProject.json<{ id: number }>().id;
    // A hidden technology on a visible project: the project shows, the technology does not.
    await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects/add-tech',
      payload: { projectId: 1, technologyId: hiddenTechnology.json<{ id: number }>().id },
    });
  });
  afterAll(() => t.close());

  const owner = async () => (await t.asOwner({ method: 'GET', url: '/api/v1/users/1' })).json<User>();
  /** The stored profile as the body of `PUT /users/1`. */
  const profileInput = async (overrides: Record<string, unknown> = {}) => {
    const stored = (await owner()) as unknown as Record<string, unknown>;
    return {
      ...Object.fromEntries(Object.keys(userInputSchema.shape).map((key) => [key, stored[key]])),
      ...overrides,
    };
  };
  const setResumePublic = async (resumePublic: boolean) => {
    const saved = await t.asOwner({
      method: 'PUT',
      url: '/api/v1/users/1',
      payload: await profileInput({ resumePublic }),
    });
    expect(saved.statusCode).toBe(200);
  };
  /** Everything an import could touch, to prove a refused one touched nothing. */
  const snapshot = async () => ({
    owner: await owner(),
    technologies: (await t.asOwner({ method: 'GET', url: '/api/v1/technologies' })).json(),
  });

  describe('GET /api/v1/resume.json', () => {
    it('is a valid JSON Resume of the visible profile, experiences newest first, stack by tag', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/resume.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const resume = response.json<JsonResume>();
      expect(await validateJsonResume(resume)).toEqual([]);

      const profile = await owner();
      expect(resume.basics).toMatchObject({
        name: `${profile.firstName} ${profile.lastName}`,
        label: profile.professionalTitle,
        email: profile.email,
        url: 'http://portfolio.test/',
      });
      expect(resume.basics.profiles.map((link) => link.network)).toEqual(['GitHub', 'LinkedIn', 'Notion']);
      expect(profile.location).toBe('Lisbon, Portugal');
      expect(resume.basics.location).toEqual({ city: 'Lisbon', region: 'Portugal' });
      expect(JSON.stringify(resume)).not.toContain(profile.phone);
      expect(resume.work.map((job) => job.name)).toEqual(profile.experiences.map((job) => job.company));
      const starts = resume.work.map((job) => job.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
      // Each technology once, under the group most of the stack shares (TypeScript is tagged Frontend too).
      expect(resume.skills).toEqual([
        { name: 'Backend', keywords: ['TypeScript', 'Node.js', 'PostgreSQL'] },
        { name: 'Frontend', keywords: ['React', 'Tailwind CSS'] },
        { name: 'Tooling', keywords: ['Vitest', 'Docker'] },
      ]);
      expect(resume.projects.map((project) => project.name)).toEqual([
        'Portfolio',
        'Trail Planner',
        'Invoice API',
      ]);
      expect(resume.projects.find((project) => project.name === 'Trail Planner')?.url).toBe(
        'https://trails.example.com',
      );
      expect(response.body).not.toContain('Secret Lab');
      expect(response.body).not.toContain('Hidden Cobol');
    });

    it('answers 304 for the version the client has, and a new version after a change', async () => {
      const first = await t.inject({ method: 'GET', url: '/api/v1/resume.json' });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"/);
      const again = await t.inject({
        method: 'GET',
        url: '/api/v1/resume.json',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);

      await t.asOwner({
        method: 'PUT',
        url: '/api/v1/tags/1',
        payload: { name: 'Front end', color: 'blue' },
      });
      const changed = await t.inject({
        method: 'GET',
        url: '/api/v1/resume.json',
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json<JsonResume>().skills.map((skill) => skill.name)).toContain('Front end');
      await t.asOwner({ method: 'PUT', url: '/api/v1/tags/1', payload: { name: 'Frontend', color: 'blue' } });
    });
  });

  describe('GET /api/v1/resume.pdf', () => {
    it('is an A4 PDF titled with the owner, with every visible experience, no hidden item, links as annotations', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/resume.pdf' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="Alex-[^"]+-CV\.pdf"/);
      const pdf = await inspectPdf(t, response.rawPayload);
      const profile = await owner();
      const name = `${profile.firstName} ${profile.lastName}`;
      expect(pdf.title).toBe(name);
      expect(pdf.text).toContain(name);
      for (const job of profile.experiences) {
        expect(pdf.text).toContain(job.company);
        expect(pdf.text).toContain(job.title);
      }
      for (const project of ['Portfolio', 'Trail Planner', 'Invoice API'])
        expect(pdf.text).toContain(project);
      // Each role with the technologies used there, which JSON Resume's `work` has no field for.
      expect(pdf.text).toContain('Full-time · Remote · TypeScript, React, Tailwind CSS, Vitest');
      expect(pdf.text).toContain('Freelance · Onsite · React, Tailwind CSS');
      expect(pdf.text).toContain('Frontend:');
      expect(pdf.text).not.toContain('Secret Lab');
      expect(pdf.text).not.toContain('Hidden Cobol');
      expect(pdf.text).not.toContain(profile.phone!);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toBeLessThanOrEqual(2);
      expect(pdf.pageSize).toMatch(/^595\.\d+ x 841\.\d+ pts \(A4\)/);
      expect(pdf.links).toEqual(
        expect.arrayContaining([
          `mailto:${profile.email}`,
          'http://portfolio.test/',
          profile.github,
          profile.linkedin,
          'https://trails.example.com',
          'https://github.com/example/invoice-api',
        ]),
      );
      expect(pdf.links).not.toContain('https://secret.example.com');
    });

    it('lists each technology once in its Stack, and is set in Inter, embedded', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/resume.pdf' });
      const pdf = await inspectPdf(t, response.rawPayload);
      const stack = /STACK (.*) PROJECTS/.exec(pdf.text)?.[1];
      expect(stack).toBe(
        'Backend: TypeScript, Node.js, PostgreSQL Frontend: React, Tailwind CSS Tooling: Vitest, Docker',
      );
      const file = join(t.dataDir, 'resume-fonts.pdf');
      await writeFile(file, response.rawPayload);
      const fonts = (await run('pdffonts', [file])).stdout.split('\n').slice(2).filter(Boolean);
      // 'ABCDEF+Inter-Regular CID TrueType Identity-H yes yes yes …': a subset, embedded.
      expect(fonts.map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
        'Inter-Italic',
        'Inter-Regular',
        'Inter-SemiBold',
      ]);
      for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
    });

    it('is US Letter with ?size=letter, and refuses other sizes', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/resume.pdf?size=letter' });
      expect(response.statusCode).toBe(200);
      expect((await inspectPdf(t, response.rawPayload)).pageSize).toMatch(/^612 x 792 pts \(letter\)/);
      expect((await t.inject({ method: 'GET', url: '/api/v1/resume.pdf?size=a3' })).statusCode).toBe(400);
    });

    it('is drawn once per version: the same bytes and tag until the data changes', async () => {
      const first = await t.inject({
        method: 'GET',
        url: '/api/v1/resume.pdf',
        headers: { authorization: '' },
      });
      const second = await t.asOwner({ method: 'GET', url: '/api/v1/resume.pdf' });
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const revalidated = await t.asOwner({
        method: 'GET',
        url: '/api/v1/resume.pdf',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);

      await t.asOwner({
        method: 'PUT',
        url: `/api/v1/projects/${hiddenProjectId}`,
        payload: { name: 'Secret Lab', description: 'Now public.', userId: t.ownerId, visible: true },
      });
      const changed = await t.asOwner({ method: 'GET', url: '/api/v1/resume.pdf' });
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      expect((await inspectPdf(t, changed.rawPayload)).text).toContain('Secret Lab');
      await t.asOwner({
        method: 'PUT',
        url: `/api/v1/projects/${hiddenProjectId}`,
        payload: { name: 'Secret Lab', description: 'Not for visitors.', userId: t.ownerId, visible: false },
      });
    });
  });

  describe('for a crowd (a shared link)', () => {
    beforeEach(async () => {
      await settleDataChanges(t.app);
    });
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.inject({ method: 'GET', url, headers });
    /** A change made outside the API: only the database's notification tells this instance. */
    const retitleOutsideTheApi = async (title: string) => {
      const before = t.app.readCache.generation;
      await t.app.db.execute(sql`update users set professional_title = ${title} where id = 1`);
      await until(() => t.app.readCache.generation > before);
    };

    it('answers the JSON from memory, compressed once, with 304 for the version the reader holds', async () => {
      await retitleOutsideTheApi('Engineer of kept answers');
      const first = await get('/api/v1/resume.json', { 'accept-encoding': 'br' });
      const kept = await get('/api/v1/resume.json', { 'accept-encoding': 'br' });
      expect([first.headers['x-cache'], kept.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      expect(kept.headers['content-encoding']).toBe('br');
      expect(kept.headers.etag).toBe(first.headers.etag);
      expect(JSON.parse(brotliDecompressSync(kept.rawPayload).toString()).basics.label).toBe(
        'Engineer of kept answers',
      );
      // The route's version names the answer in every coding: a tag from plain JSON revalidates a brotli copy.
      const plain = await get('/api/v1/resume.json');
      expect(kept.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
      const revalidated = await get('/api/v1/resume.json', { 'if-none-match': String(plain.headers.etag) });
      expect([revalidated.statusCode, revalidated.headers['x-cache']]).toEqual([304, 'HIT']);
    });

    it('draws the PDF once for a crowd, keeps it as drawn with its file name, and draws anew after a change', async () => {
      await retitleOutsideTheApi('Engineer of one drawing');
      const crowd = await Promise.all(
        Array.from({ length: 10 }, () => get('/api/v1/resume.pdf', { 'accept-encoding': 'br, gzip' })),
      );
      const later = await get('/api/v1/resume.pdf', { 'accept-encoding': 'br, gzip' });
      // Every answer is the same bytes: one drawing for them all, as src/resume/resume-cache.test.ts counts.
      for (const response of [...crowd, later]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers.etag).toBe(crowd[0]!.headers.etag);
        expect(response.rawPayload.equals(crowd[0]!.rawPayload)).toBe(true);
      }
      expect(later.headers['x-cache']).toBe('HIT');
      expect(later.headers['content-type']).toBe('application/pdf');
      expect(later.headers['content-encoding']).toBeUndefined();
      expect(later.headers['content-disposition']).toBe(crowd[0]!.headers['content-disposition']);
      expect(later.headers['content-disposition']).toMatch(/^inline; filename="Alex-[^"]+-CV\.pdf"/);
      const etag = String(later.headers.etag);
      const revalidated = await get('/api/v1/resume.pdf', { 'if-none-match': etag });
      expect([revalidated.statusCode, revalidated.headers['x-cache'], revalidated.body]).toEqual([
        304,
        'HIT',
        '',
      ]);

      await retitleOutsideTheApi('Engineer of two drawings');
      const changed = await get('/api/v1/resume.pdf', { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect((await inspectPdf(t, changed.rawPayload)).text).toContain('Engineer of two drawings');
    });
  });

  it('names the download after the owner, in ASCII and as written', () => {
    expect(pdfDisposition('Zoë Łukasiewicz')).toBe(
      `inline; filename="Zoe-ukasiewicz-CV.pdf"; filename*=UTF-8''Zo%C3%AB-%C5%81ukasiewicz-CV.pdf`,
    );
    expect(pdfDisposition('李 小龍')).toBe(
      `inline; filename="resume-CV.pdf"; filename*=UTF-8''${encodeURIComponent('李-小龍-CV.pdf')}`,
    );
  });

  describe('the owner’s switch', () => {
    it('turned off, both résumés answer 404 and the public profile says so; turned on, they are back', async () => {
      await setResumePublic(false);
      expect((await t.inject({ method: 'GET', url: '/api/v1/resume.json' })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: '/api/v1/resume.pdf' })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: '/api/v1/users/1' })).json<User>().resumePublic).toBe(
        false,
      );

      await setResumePublic(true);
      expect((await t.inject({ method: 'GET', url: '/api/v1/resume.json' })).statusCode).toBe(200);
      expect((await t.inject({ method: 'GET', url: '/api/v1/users/1' })).json<User>().resumePublic).toBe(
        true,
      );
    });

    it('stays as it is when a profile update leaves it out', async () => {
      await setResumePublic(false);
      const { resumePublic, ...withoutSwitch } = await profileInput({ bio: 'Still hidden.' });
      expect(resumePublic).toBe(false);
      await t.asOwner({ method: 'PUT', url: '/api/v1/users/1', payload: withoutSwitch });
      expect((await owner()).resumePublic).toBe(false);
      await setResumePublic(true);
    });
  });

  describe('import', () => {
    const preview = (body: unknown, id = 1) =>
      t.asOwner({ method: 'POST', url: `/api/v1/users/${id}/resume/preview`, payload: body as object });
    const apply = (body: unknown, id = 1) =>
      t.asOwner({ method: 'POST', url: `/api/v1/users/${id}/resume/import`, payload: body as object });

    it('importing what /resume.json gives changes nothing (preview and apply)', async () => {
      const exported = (await t.inject({ method: 'GET', url: '/api/v1/resume.json' })).body;
      const before = await snapshot();
      const planned = await preview(importBody(exported));
      expect(planned.statusCode).toBe(200);
      const plan = planned.json<ResumeImportPlan>();
      expect(plan.profile).toEqual([]);
      expect(plan.experiences.add).toEqual([]);
      expect(plan.experiences.existing).toHaveLength(3);
      expect(plan.technologies.add).toEqual([]);
      expect(plan.projects).toEqual({ add: [], existing: ['Portfolio', 'Trail Planner', 'Invoice API'] });
      expect((await apply(importBody(exported))).json<ResumeImportPlan>()).toMatchObject({ applied: true });
      expect(await snapshot()).toEqual(before);
    });

    it("exports the projects' case study and reads a new project back as it was written", async () => {
      const exported = (await t.inject({ method: 'GET', url: '/api/v1/resume.json' })).json<JsonResume>();
      expect(exported.projects.find((project) => project.name === 'Trail Planner')).toEqual({
        name: 'Trail Planner',
        description: 'Plan multi-day hikes with elevation profiles, offline maps and shared packing lists.',
        url: 'https://trails.example.com',
        roles: ['Front-end lead, team of three'],
        startDate: '2022-04',
        endDate: '2023-09',
        highlights: [
          '40 — Clubs planning their season in the app',
          '−70 % — Fewer support requests about lost maps',
        ],
        keywords: ['TypeScript', 'React', 'Vitest'],
      });

      const written = {
        name: 'Difference Engine',
        description: 'A mechanical calculator, rebuilt in the browser.',
        url: 'https://engine.example.com',
        roles: ['Sole developer'],
        startDate: '2021-02',
        highlights: ['12 ms — Time to tabulate a polynomial', 'Works on a phone'],
        keywords: ['TypeScript', 'React'],
      };
      const planned = (await preview(importBody({ projects: [written] }))).json<ResumeImportPlan>();
      expect(planned.projects).toEqual({ add: ['Difference Engine'], existing: [] });
      expect((await apply(importBody({ projects: [written] }))).statusCode).toBe(200);

      const project = (await owner()).projects.find((candidate) => candidate.name === 'Difference Engine');
      expect(project).toMatchObject({
        domain: 'https://engine.example.com',
        role: 'Sole developer',
        startMonth: '2021-02',
        endMonth: null,
        outcomes: [
          { text: 'Time to tabulate a polynomial', figure: '12 ms' },
          { text: 'Works on a phone', figure: null },
        ],
      });
      const again = (await t.inject({ method: 'GET', url: '/api/v1/resume.json' })).json<JsonResume>();
      expect(again.projects.find((candidate) => candidate.name === 'Difference Engine')).toEqual(written);
      // Read back once more, it is a project the profile has: nothing to add.
      expect((await preview(importBody(again))).json<ResumeImportPlan>().projects.add).toEqual([]);
    });

    it('previews the changes without writing them, then applies them, duplicates left alone', async () => {
      const profile = await owner();
      const file = {
        basics: {
          name: `${profile.firstName} ${profile.lastName}`,
          label: 'Staff Engineer',
          location: { city: 'Porto', countryCode: 'PT' },
          profiles: [{ network: 'github', url: 'https://github.com/imported' }],
        },
        work: [
          // The same company and start as a stored experience, in another case: left alone.
          {
            name: profile.experiences[0]!.company.toUpperCase(),
            position: 'Anything',
            startDate: profile.experiences[0]!.startDate,
          },
          {
            name: 'Analytical Engines Ltd',
            position: 'Programmer',
            startDate: '2012-03',
            endDate: '2014',
            summary: 'Wrote the first program.',
            highlights: ['Bernoulli numbers'],
            location: 'London, UK',
          },
        ],
        skills: [
          { name: 'Frontend', keywords: ['react', 'Svelte'] },
          { name: 'Whatever', keywords: ['Svelte', 'Rust'] },
        ],
      };
      const before = await snapshot();
      const planned = await preview(importBody(file));
      expect(planned.statusCode).toBe(200);
      const plan = planned.json<ResumeImportPlan>();
      expect(plan).toEqual({
        profile: [
          { field: 'professionalTitle', from: profile.professionalTitle, to: 'Staff Engineer' },
          { field: 'location', from: profile.location, to: 'Porto, PT' },
          { field: 'github', from: profile.github, to: 'https://github.com/imported' },
        ],
        experiences: {
          add: [
            {
              company: 'Analytical Engines Ltd',
              title: 'Programmer',
              startDate: '2012-03-01',
              endDate: '2014-01-01',
            },
          ],
          existing: [
            {
              company: profile.experiences[0]!.company.toUpperCase(),
              startDate: profile.experiences[0]!.startDate,
            },
          ],
        },
        technologies: {
          add: [
            { name: 'Svelte', tag: 'Frontend' },
            { name: 'Rust', tag: null },
          ],
          existing: ['react', 'Svelte'],
        },
        projects: { add: [], existing: [] },
        applied: false,
      });
      expect(await snapshot()).toEqual(before);

      const applied = await apply(importBody(file));
      expect(applied.statusCode).toBe(200);
      expect(applied.json<ResumeImportPlan>()).toEqual({ ...plan, applied: true });
      const after = await owner();
      expect(after.professionalTitle).toBe('Staff Engineer');
      expect(after.location).toBe('Porto, PT');
      expect(after.github).toBe('https://github.com/imported');
      const added = after.experiences.find((job) => job.company === 'Analytical Engines Ltd');
      expect(added).toMatchObject({
        title: 'Programmer',
        startDate: '2012-03-01',
        endDate: '2014-01-01',
        location: 'Onsite',
        employmentType: 'full-time',
        description: 'Wrote the first program.',
        highlights: ['Bernoulli numbers'],
      });
      const technologies = (await t.asOwner({ method: 'GET', url: '/api/v1/technologies' })).json<{
        technologies: { name: string; tags: { name: string }[] }[];
      }>().technologies;
      // The new ones go first, in the file's order, as technologies made in the admin do.
      expect(technologies.slice(0, 2).map((technology) => technology.name)).toEqual(['Svelte', 'Rust']);
      expect(
        technologies.find((technology) => technology.name === 'Svelte')?.tags.map((tag) => tag.name),
      ).toEqual(['Frontend']);
      expect(technologies.filter((technology) => technology.name.toLowerCase() === 'react')).toHaveLength(1);

      // A second import of the same file finds everything there already.
      const again = (await preview(importBody(file))).json<ResumeImportPlan>();
      expect(again.profile).toEqual([]);
      expect(again.experiences.add).toEqual([]);
      expect(again.technologies.add).toEqual([]);
    });

    it.each([
      ['not JSON', '{"basics": {', { file: expect.stringMatching(/^not JSON: /) }],
      ['not a JSON Resume (a list)', '[1, 2]', { file: expect.stringMatching(/^not a JSON Resume/) }],
      [
        'not a JSON Resume (another kind of file)',
        '{"name": "my-package"}',
        { file: expect.stringMatching(/^not a JSON Resume/) },
      ],
      [
        'bad values',
        {
          basics: {
            email: 'not-an-address',
            location: 'Lisbon',
            profiles: [{ network: 'GitHub', url: 'javascript:alert(1)' }],
          },
          work: [
            { name: 'A', position: 'B', startDate: '2020-01-01' },
            { name: 'C', position: 'D', startDate: '2021-02-02' },
            { name: 'E', position: 'F', startDate: '2021-02-30' },
            { name: '', position: 'H', startDate: '2022', endDate: '2021' },
            { position: 7 },
          ],
          skills: 'React',
        },
        {
          'basics.email': 'not an e-mail address',
          'basics.location': 'not an object',
          'basics.profiles[0].url': 'not an http(s) URL',
          'work[2].startDate': 'not a date',
          'work[3].name': 'missing',
          'work[3].endDate': 'before the start date',
          'work[4].name': 'missing',
          'work[4].position': 'must be text',
          'work[4].startDate': 'missing',
          skills: 'not a list',
        },
      ],
    ])('refuses a file that is %s, naming the places, and changes nothing', async (_kind, file, errors) => {
      const before = await snapshot();
      for (const answer of [await preview(importBody(file)), await apply(importBody(file))]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(fieldErrors(answer)).toEqual(errors);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('answers a résumé of 32,832 keywords at once with a clear refusal, changing nothing', async () => {
      // Keywords of 1 to 3 characters: the whole file stays under the 200 KB a file may have.
      const keywords = Array.from({ length: 32_832 }, (_, index) => index.toString(36));
      const inOneSkill = importBody({ skills: [{ name: 'Everything', keywords }] });
      expect(inOneSkill.file.length).toBeLessThan(200_000);
      const before = await snapshot();
      const answer = await preview(inOneSkill);
      expect(answer.statusCode).toBe(400);
      expect(fieldErrors(answer)).toEqual({ 'skills[0].keywords': 'at most 100 keywords' });
      expect(answer.json<{ detail: string }>().detail).toContain('skills[0].keywords: at most 100 keywords');

      // 30,000 of them in 300 skills of 100 each.
      const spread = importBody({
        skills: Array.from({ length: 300 }, (_, skill) => ({
          keywords: keywords.slice(skill * 100, skill * 100 + 100),
        })),
      });
      expect(spread.file.length).toBeLessThan(200_000);
      const inManySkills = await apply(spread);
      expect(inManySkills.statusCode).toBe(400);
      expect(fieldErrors(inManySkills)).toEqual({ skills: 'at most 50 skills' });
      expect(await snapshot()).toEqual(before);
    });

    it('plans 32,832 keywords in one pass: the planner looks each name up once (it used to search a list)', async () => {
      const keywords = Array.from({ length: 32_832 }, (_, index) => `Keyword ${index}`);
      // Straight to the planner, past the caps an import request has.
      const plan = await planImport(t.app.db, t.ownerId, { skills: [{ name: 'Frontend', keywords }] }, '');
      expect(plan.technologies).toHaveLength(32_832);
      expect(plan.technologies[0]).toMatchObject({ name: 'Keyword 0', tagId: expect.any(Number) });
    });

    const job = { name: 'Acme', position: 'Engineer', startDate: '2020-01' };
    const many = <T>(count: number, item: (index: number) => T) =>
      Array.from({ length: count }, (_, i) => item(i));
    it.each([
      ['more than 100 jobs', { work: many(101, () => job) }, { work: 'at most 100 jobs' }],
      [
        'a job with more than 12 highlights',
        { work: [{ ...job, highlights: many(13, (i) => `Did ${i}`) }] },
        { 'work[0].highlights': 'at most 12 highlights' },
      ],
      [
        'more than 20 profiles',
        { basics: { profiles: many(21, (i) => ({ network: `Network ${i}` })) } },
        { 'basics.profiles': 'at most 20 profiles' },
      ],
      [
        'more than 50 skills',
        { skills: many(51, (i) => ({ name: `Skill ${i}` })) },
        { skills: 'at most 50 skills' },
      ],
      [
        'a skill with more than 100 keywords',
        { skills: [{ name: 'Frontend', keywords: many(101, (i) => `Tool ${i}`) }] },
        { 'skills[0].keywords': 'at most 100 keywords' },
      ],
      [
        'more than 500 keywords in all',
        { skills: many(6, (s) => ({ name: `Skill ${s}`, keywords: many(90, (i) => `Tool ${s}.${i}`) })) },
        { skills: 'at most 500 keywords in all skills' },
      ],
    ])('caps what a résumé holds: refuses %s, naming the place', async (_kind, file, errors) => {
      const answer = await preview(importBody(file));
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(fieldErrors(answer)).toEqual(errors);
    });

    it('takes a résumé at the caps: 500 keywords in 5 skills', async () => {
      const file = {
        skills: Array.from({ length: 5 }, (_, s) => ({
          name: `Skill ${s}`,
          keywords: Array.from({ length: 100 }, (_, i) => `Capped ${s}.${i}`),
        })),
      };
      const answer = await preview(importBody(file));
      expect(answer.statusCode).toBe(200);
      expect(answer.json<ResumeImportPlan>().technologies.add).toHaveLength(500);
    });

    it('puts the places in the detail too: work[2].startDate: not a date', async () => {
      const answer = await preview(
        importBody({
          work: [0, 1, 2].map((index) => ({
            name: 'X',
            position: 'Y',
            startDate: index === 2 ? '2020-13' : '2020',
          })),
        }),
      );
      expect(answer.json<{ detail: string }>().detail).toContain('work[2].startDate: not a date');
    });

    it('refuses an e-mail address another user has, under basics.email, changing nothing', async () => {
      const other = await t.asOwner({
        method: 'POST',
        url: '/api/v1/users',
        payload: {
          firstName: 'Jamie',
          lastName: 'Rivera',
          professionalTitle: 'Designer',
          bio: 'Draws.',
          availability: 'Looking',
          email: 'jamie.resume@example.com',
          phone: '1',
          github: 'https://github.com/jamie',
          linkedin: 'https://linkedin.com/in/jamie',
          notionResume: 'https://notion.so/jamie',
          avatar: '',
        },
      });
      expect(other.statusCode).toBe(201);
      const before = await snapshot();
      const answer = await apply(importBody({ basics: { email: 'JAMIE.resume@example.com', label: 'New' } }));
      expect(answer.statusCode).toBe(400);
      expect(fieldErrors(answer)).toEqual({ 'basics.email': 'This email is already in use' });
      expect(await snapshot()).toEqual(before);

      // Nor may the owner import into that user's profile: only into one's own.
      const foreign = await apply(importBody({ basics: { label: 'X' } }), other.json<{ id: number }>().id);
      expect(foreign.statusCode).toBe(403);
    });

    it('needs a session: 401 without a token, with nothing changed', async () => {
      const before = await snapshot();
      for (const route of ['preview', 'import']) {
        const answer = await t.inject({
          method: 'POST',
          url: `/api/v1/users/1/resume/${route}`,
          payload: importBody({ basics: { label: 'Intruder' } }),
        });
        expect(answer.statusCode).toBe(401);
      }
      expect(await snapshot()).toEqual(before);
    });
  });
});

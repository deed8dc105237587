import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

interface CaseStudy {
  id: number;
  slug: string;
  role: string | null;
  startMonth: string | null;
  endMonth: string | null;
  body?: string;
  bodyHtml?: string;
  outcomes?: { text: string; figure: string | null }[];
}

const caseStudy = (userId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Tide Tables',
  description: 'Tide times for every harbour, offline.',
  userId,
  role: 'Sole developer',
  startMonth: '2023-05',
  endMonth: '',
  body: '# Problem\n\nSailors had **no signal** at sea.\n\n<script>alert(1)</script>\n\n[Post](https://example.com/tides)',
  outcomes: [{ text: 'Harbours covered', figure: '312' }, { text: 'Works in flight mode' }],
  ...overrides,
});

describe('projects as case studies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps role, period, write-up and outcomes, and answers the write-up rendered and sanitized', async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects',
      payload: caseStudy(t.ownerId),
    });
    expect(created.statusCode).toBe(201);
    const project = created.json<CaseStudy>();
    expect(project).toMatchObject({
      role: 'Sole developer',
      startMonth: '2023-05',
      endMonth: null,
      outcomes: [
        { text: 'Harbours covered', figure: '312' },
        { text: 'Works in flight mode', figure: null },
      ],
    });
    expect(project.bodyHtml).toBe(
      '<h2>Problem</h2>\n<p>Sailors had <strong>no signal</strong> at sea.</p>\n' +
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n' +
        '<p><a href="https://example.com/tides" rel="noopener">Post</a></p>\n',
    );

    const page = await t.inject({ method: 'GET', url: `/api/v1/projects/slug/${project.slug}` });
    expect(page.json<CaseStudy>()).toMatchObject({ bodyHtml: project.bodyHtml, role: 'Sole developer' });
  });

  it('renders the write-up again when it changes', async () => {
    const created = (
      await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects',
        payload: caseStudy(t.ownerId, { name: 'Buoys' }),
      })
    ).json<CaseStudy>();
    const updated = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/projects/${created.id}`,
      payload: caseStudy(t.ownerId, {
        name: 'Buoys',
        body: 'Now *shorter*.',
        endMonth: '2024-01',
        outcomes: [],
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<CaseStudy>()).toMatchObject({
      body: 'Now *shorter*.',
      bodyHtml: '<p>Now <em>shorter</em>.</p>\n',
      endMonth: '2024-01',
      outcomes: [],
    });
  });

  it('keeps the case study when an update names none of its fields, as clients written before it send', async () => {
    const created = (
      await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects',
        payload: caseStudy(t.ownerId, { name: 'Moorings' }),
      })
    ).json<CaseStudy>();
    const {
      role: _role,
      startMonth: _start,
      endMonth: _end,
      body: _body,
      outcomes: _outcomes,
      ...before
    } = caseStudy(t.ownerId, { name: 'Moorings' });
    const updated = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/projects/${created.id}`,
      payload: { ...before, description: 'Renamed summary.' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<CaseStudy>()).toMatchObject({
      role: 'Sole developer',
      startMonth: '2023-05',
      bodyHtml: created.bodyHtml,
      outcomes: created.outcomes,
    });
  });

  it('leaves the write-up out of lists, which the home page embeds', async () => {
    const listed = await t.inject({ method: 'GET', url: '/api/v1/projects' });
    const [first] = listed.json<{ projects: CaseStudy[] }>().projects;
    expect(first).toHaveProperty('role');
    expect(first).toHaveProperty('outcomes');
    expect(first).not.toHaveProperty('body');
    expect(first).not.toHaveProperty('bodyHtml');
    const profile = await t.inject({ method: 'GET', url: `/api/v1/users/${t.ownerId}` });
    expect(profile.json<{ projects: CaseStudy[] }>().projects[0]).not.toHaveProperty('bodyHtml');
  });

  it('refuses a bad period and bad outcomes with a message per field, and writes nothing', async () => {
    const before = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100' });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ startMonth: '2023-13' }, { startMonth: 'Use a month, YYYY-MM' }],
      [{ startMonth: '', endMonth: '2023-01' }, { startMonth: 'A period with an end needs its start' }],
      [{ startMonth: '2023-05', endMonth: '2023-04' }, { endMonth: 'The end must not be before the start' }],
      [{ outcomes: [{ text: ' ' }] }, { 'outcomes.0.text': 'Say what changed' }],
      [{ outcomes: 'many' }, { outcomes: 'Outcomes must be a list' }],
      [{ body: 'x'.repeat(20_001) }, { body: 'Must be at most 20000 characters' }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects',
        payload: caseStudy(t.ownerId, { name: 'Refused', ...overrides }),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(fieldErrors(response)).toEqual(errors);
    }
    const after = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100' });
    expect(after.body).toBe(before.body);
  });

  it('previews Markdown for the signed-in owner only, rendered as the page would show it', async () => {
    const markdown = '## Approach\n\n[x](javascript:alert(1)) and `code`';
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/preview',
      payload: { markdown },
    });
    expect(anonymous.statusCode).toBe(401);
    const preview = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects/preview',
      payload: { markdown },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      html: '<h2>Approach</h2>\n<p>[x](javascript:alert(1)) and <code>code</code></p>\n',
    });
  });

  it('gives the seeded demo projects a case study each', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/v1/projects/slug/trail-planner' });
    const project = page.json<CaseStudy>();
    expect(project.role).toBe('Front-end lead, team of three');
    expect(project.bodyHtml).toContain('<h2>Problem</h2>');
    expect(project.outcomes!.length).toBeGreaterThan(0);
  });
});

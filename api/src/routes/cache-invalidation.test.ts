import { signPageView } from '@portfolio/shared/page-view-token';
import { PUBLIC_DATA_CHANGED_HEADER } from '@portfolio/shared/remotes';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDataChanges } from '../../test/data-changes';
import { TEST_PAGE_VIEW_SECRET } from '../../test/routes';
import { OWNER_EMAIL, OWNER_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

/**
 * Every route that writes must drop the shared read cache before it answers. This walks every mutating route
 * of the OpenAPI document: each must either have a scenario here (prime a cached public read, write, read
 * again: the write shows) or be listed as changing no public data. A new route fails until it is one of them.
 */

type Write = (t: TestApp, id: number) => Promise<LightMyRequestResponse>;

interface Scenario {
  /** Creates what the write needs and answers its id (the `{id}` of the read and the write). */
  setup?: (t: TestApp) => Promise<number>;
  /** A public read that shows the write; `{id}` is the setup's id. */
  read: string;
  write: Write;
  /** How the write shows; by default the read answers other bytes. */
  shows?: (t: TestApp, before: LightMyRequestResponse, after: LightMyRequestResponse) => Promise<void> | void;
}

/** Writes that change nothing a visitor can read. */
const CHANGES_NO_PUBLIC_DATA = new Set([
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/recover-password',
  'POST /api/v1/auth/change-password',
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/logout',
  // A password hash and the session tokens' version: neither is ever in a public answer.
  'PUT /api/v1/users/me/password',
  // Renders a write-up's Markdown for the admin's preview: it stores nothing.
  'POST /api/v1/projects/preview',
  // Stores an image file; the file is served by its own URL, outside the cache.
  'POST /api/v1/uploads',
  // The release registry and the deploy keys: for host servers and signed-in users, never in the read cache.
  'POST /api/v1/releases/{remote}',
  'PUT /api/v1/releases/{remote}/live',
  'POST /api/v1/releases/{remote}/previews',
  'POST /api/v1/releases/{remote}/rollback',
  'PUT /api/v1/releases/{remote}/rule',
  // Release health's per-minute counts: read by signed-in users and host servers, never in the read cache.
  'POST /api/v1/events',
  // Visitors' messages and the owner's inbox: no public read shows them.
  'POST /api/v1/messages',
  'PATCH /api/v1/messages/{id}',
  'DELETE /api/v1/messages/{id}',
  'POST /api/v1/deploy-keys',
  'DELETE /api/v1/deploy-keys/{id}',
  // Reads a résumé file and answers what importing it would change; writes nothing.
  'POST /api/v1/users/{id}/resume/preview',
  // A publish or hide to come: no public read shows it; applying it writes the project, which drops the cache
  // as any write (schedule.test.ts).
  'POST /api/v1/projects/{id}/schedule',
  'DELETE /api/v1/projects/{id}/schedule/{scheduleId}',
  // Drafts and their preview links: no public read shows a draft; publishing one writes the item (below).
  'PUT /api/v1/projects/{id}/draft',
  'DELETE /api/v1/projects/{id}/draft',
  'POST /api/v1/projects/{id}/draft/preview',
  'PUT /api/v1/users/{id}/draft',
  'DELETE /api/v1/users/{id}/draft',
  'POST /api/v1/users/{id}/draft/preview',
]);

const userInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sam',
  lastName: 'Rivera',
  professionalTitle: 'Designer',
  bio: 'Designs things.',
  availability: 'Available for hire',
  email: `sam.${Math.random().toString(36).slice(2)}@example.com`,
  phone: '+1 555 0199',
  github: 'https://github.com/sam',
  linkedin: 'https://www.linkedin.com/in/sam',
  notionResume: 'https://www.notion.so/sam',
  ...overrides,
});
const projectInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Weather Station',
  description: 'Sensors on the roof.',
  userId: 1,
  ...overrides,
});
const experienceInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Engineer',
  description: 'Built things.',
  userId: 1,
  company: 'Initech',
  startDate: '2015-01-01',
  endDate: '2016-12-31',
  employmentType: 'contract',
  location: 'Remote',
  ...overrides,
});

const send =
  (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: (id: number) => object): Write =>
  (t, id) =>
    t.asOwner({ method, url: url.replace('{id}', String(id)), ...(payload ? { payload: payload(id) } : {}) });

const createdId = async (response: Promise<LightMyRequestResponse>) => {
  const created = await response;
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
};

const idsOf = async (t: TestApp, resource: 'projects' | 'technologies') => {
  const response = await t.asOwner({ method: 'GET', url: `/api/v1/${resource}?limit=100` });
  const items = response.json<Record<string, { id: number }[]>>()[resource] ?? [];
  return items.map((item) => item.id);
};

const SCENARIOS: Record<string, Scenario> = {
  'POST /api/v1/users': {
    read: '/api/v1/users/1',
    write: send('POST', '/api/v1/users', () => userInput()),
    // A new profile changes no cached answer, but the cache is dropped all the same and the profile is public.
    shows: async (t, _before, after) => {
      expect(after.statusCode).toBe(200);
      const id = (await t.asOwner({ method: 'GET', url: '/api/v1/users?limit=100' }))
        .json<{
          users: { id: number }[];
        }>()
        .users.at(-1)!.id;
      expect((await t.inject({ method: 'GET', url: `/api/v1/users/${id}` })).statusCode).toBe(200);
    },
  },
  'PUT /api/v1/users/{id}': {
    setup: async () => 1,
    read: '/api/v1/users/{id}',
    write: send('PUT', '/api/v1/users/{id}', () =>
      userInput({ email: 'owner@example.com', bio: 'Rewritten.' }),
    ),
  },
  'DELETE /api/v1/users/{id}': {
    setup: (t) => createdId(t.asOwner({ method: 'POST', url: '/api/v1/users', payload: userInput() })),
    read: '/api/v1/users/{id}',
    write: send('DELETE', '/api/v1/users/{id}'),
  },
  'POST /api/v1/projects': {
    read: '/api/v1/projects?limit=100',
    write: send('POST', '/api/v1/projects', () => projectInput({ name: 'Brand new' })),
  },
  'PUT /api/v1/projects/{id}': {
    setup: async () => 1,
    read: '/api/v1/projects/{id}',
    write: send('PUT', '/api/v1/projects/{id}', () => projectInput({ name: 'Renamed' })),
  },
  'POST /api/v1/projects/{id}/draft/publish': {
    setup: async (t) => {
      await t.asOwner({
        method: 'PUT',
        url: '/api/v1/projects/1/draft',
        payload: projectInput({ name: 'Drafted' }),
      });
      return 1;
    },
    read: '/api/v1/projects/{id}',
    write: send('POST', '/api/v1/projects/{id}/draft/publish'),
  },
  'POST /api/v1/users/{id}/draft/publish': {
    setup: async (t) => {
      const id = await createdId(t.asOwner({ method: 'POST', url: '/api/v1/users', payload: userInput() }));
      await t.asOwner({
        method: 'PUT',
        url: `/api/v1/users/${id}/draft`,
        payload: userInput({ professionalTitle: 'Drafted title' }),
      });
      return id;
    },
    read: '/api/v1/users/{id}',
    write: send('POST', '/api/v1/users/{id}/draft/publish'),
  },
  'DELETE /api/v1/projects/{id}': {
    setup: (t) => createdId(t.asOwner({ method: 'POST', url: '/api/v1/projects', payload: projectInput() })),
    read: '/api/v1/projects/{id}',
    write: send('DELETE', '/api/v1/projects/{id}'),
  },
  'PUT /api/v1/projects/order': {
    read: '/api/v1/projects?limit=100',
    write: async (t) =>
      t.asOwner({
        method: 'PUT',
        url: '/api/v1/projects/order',
        payload: { ids: (await idsOf(t, 'projects')).reverse() },
      }),
  },
  'POST /api/v1/projects/add-tech': {
    setup: async () => 2,
    read: '/api/v1/projects/{id}',
    write: send('POST', '/api/v1/projects/add-tech', (id) => ({ projectId: id, technologyId: 7 })),
  },
  'POST /api/v1/projects/remove-tech': {
    setup: async () => 2,
    read: '/api/v1/projects/{id}',
    write: send('POST', '/api/v1/projects/remove-tech', (id) => ({ projectId: id, technologyId: 1 })),
  },
  'POST /api/v1/technologies': {
    read: '/api/v1/technologies',
    write: send('POST', '/api/v1/technologies', () => ({ name: 'Rust' })),
  },
  'PUT /api/v1/technologies/{id}': {
    setup: async () => 1,
    read: '/api/v1/technologies/{id}',
    write: send('PUT', '/api/v1/technologies/{id}', () => ({ name: 'TS' })),
  },
  'DELETE /api/v1/technologies/{id}': {
    setup: (t) =>
      createdId(t.asOwner({ method: 'POST', url: '/api/v1/technologies', payload: { name: 'Perl' } })),
    read: '/api/v1/technologies',
    write: send('DELETE', '/api/v1/technologies/{id}'),
  },
  'PUT /api/v1/technologies/order': {
    read: '/api/v1/technologies',
    write: async (t) =>
      t.asOwner({
        method: 'PUT',
        url: '/api/v1/technologies/order',
        payload: { ids: (await idsOf(t, 'technologies')).reverse() },
      }),
  },
  'POST /api/v1/technologies/add-tag': {
    setup: async () => 2,
    read: '/api/v1/technologies/{id}',
    write: send('POST', '/api/v1/technologies/add-tag', (id) => ({ technologyId: id, tagId: 2 })),
  },
  'POST /api/v1/technologies/remove-tag': {
    setup: async () => 1,
    read: '/api/v1/technologies/{id}',
    write: send('POST', '/api/v1/technologies/remove-tag', (id) => ({ technologyId: id, tagId: 4 })),
  },
  'POST /api/v1/tags': {
    read: '/api/v1/tags?limit=100',
    write: send('POST', '/api/v1/tags', () => ({ name: 'Mobile', color: 'pink' })),
  },
  'PUT /api/v1/tags/{id}': {
    setup: async () => 5,
    read: '/api/v1/tags/{id}',
    write: send('PUT', '/api/v1/tags/{id}', () => ({ name: 'QA', color: 'pink' })),
  },
  'POST /api/v1/history/{id}/restore': {
    // A tag in the trash: its deletion's version brings it back.
    setup: async (t) => {
      const id = await createdId(
        t.asOwner({ method: 'POST', url: '/api/v1/tags', payload: { name: 'From the trash', color: 'red' } }),
      );
      await t.asOwner({ method: 'DELETE', url: `/api/v1/tags/${id}` });
      const trash = await t.asOwner({ method: 'GET', url: '/api/v1/history?deleted=true' });
      return trash.json<{ history: { id: number; itemId: number }[] }>().history.find((v) => v.itemId === id)!
        .id;
    },
    read: '/api/v1/tags?limit=100',
    write: send('POST', '/api/v1/history/{id}/restore'),
  },
  'POST /api/v1/history/change-sets/{changeSet}/undo': {
    setup: async (t) => {
      const id = await createdId(
        t.asOwner({ method: 'POST', url: '/api/v1/tags', payload: { name: 'Undone', color: 'red' } }),
      );
      const history = await t.asOwner({ method: 'GET', url: `/api/v1/history?resource=tags&id=${id}` });
      return history.json<{ history: { changeSet: number }[] }>().history[0]!.changeSet;
    },
    read: '/api/v1/tags?limit=100',
    write: (t, changeSet) =>
      t.asOwner({ method: 'POST', url: `/api/v1/history/change-sets/${changeSet}/undo` }),
  },
  'POST /api/v1/history/restore-site': {
    // The moment before a tag was made: restoring the site to it deletes the tag.
    setup: async (t) => {
      const moment = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await createdId(
        t.asOwner({
          method: 'POST',
          url: '/api/v1/tags',
          payload: { name: 'After the moment', color: 'red' },
        }),
      );
      return moment;
    },
    read: '/api/v1/tags?limit=100',
    write: (t, moment) =>
      t.asOwner({
        method: 'POST',
        url: '/api/v1/history/restore-site',
        payload: { at: new Date(moment).toISOString(), dryRun: false },
      }),
  },
  'DELETE /api/v1/tags/{id}': {
    setup: (t) =>
      createdId(
        t.asOwner({ method: 'POST', url: '/api/v1/tags', payload: { name: 'Short-lived', color: 'red' } }),
      ),
    read: '/api/v1/tags?limit=100',
    write: send('DELETE', '/api/v1/tags/{id}'),
  },
  'POST /api/v1/experiences': {
    read: '/api/v1/experiences?limit=100',
    write: send('POST', '/api/v1/experiences', () => experienceInput()),
  },
  'PUT /api/v1/experiences/{id}': {
    setup: async () => 3,
    read: '/api/v1/experiences/{id}',
    write: send('PUT', '/api/v1/experiences/{id}', () => experienceInput({ company: 'Globex' })),
  },
  'DELETE /api/v1/experiences/{id}': {
    setup: (t) =>
      createdId(t.asOwner({ method: 'POST', url: '/api/v1/experiences', payload: experienceInput() })),
    read: '/api/v1/experiences/{id}',
    write: send('DELETE', '/api/v1/experiences/{id}'),
  },
  'POST /api/v1/experiences/add-tech': {
    setup: async () => 3,
    read: '/api/v1/experiences/{id}',
    write: send('POST', '/api/v1/experiences/add-tech', (id) => ({ experienceId: id, technologyId: 7 })),
  },
  'POST /api/v1/experiences/remove-tech': {
    setup: async () => 3,
    read: '/api/v1/experiences/{id}',
    write: send('POST', '/api/v1/experiences/remove-tech', (id) => ({ experienceId: id, technologyId: 2 })),
  },
  'POST /api/v1/users/{id}/resume/import': {
    setup: async () => 1,
    read: '/api/v1/resume.json',
    write: send('POST', '/api/v1/users/{id}/resume/import', () => ({
      file: JSON.stringify({ basics: { label: 'Imported title' } }),
    })),
  },
};

const normalise = (path: string) => path.replace(/\/$/, '') || '/';

describe('every write drops the read cache', () => {
  let t: TestApp;
  let mutatingRoutes: string[];
  beforeAll(async () => {
    t = await startTestApp();
    const document = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    mutatingRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${normalise(path)}`),
    );
  });
  afterAll(() => t.close());

  it('knows every mutating route of the OpenAPI document', () => {
    const unknown = mutatingRoutes.filter(
      (route) => !(route in SCENARIOS) && !CHANGES_NO_PUBLIC_DATA.has(route),
    );
    expect(unknown, 'add a scenario (or, if it changes nothing public, list it)').toEqual([]);
    expect(Object.keys(SCENARIOS).filter((route) => !mutatingRoutes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(SCENARIOS))('%s: the next public read shows the write', async (_route, scenario) => {
    const id = (await scenario.setup?.(t)) ?? 0;
    const url = scenario.read.replace('{id}', String(id));
    await settleDataChanges(t.app);
    const before = await t.inject({ method: 'GET', url });
    expect((await t.inject({ method: 'GET', url })).headers['x-cache']).toBe('HIT');

    const written = await scenario.write(t, id);
    expect(written.statusCode, written.body).toBeLessThan(300);
    // The host server that proxied it checks its kept pages' data at once.
    expect(written.headers[PUBLIC_DATA_CHANGED_HEADER]).toBe('1');

    const after = await t.inject({ method: 'GET', url });
    expect(after.headers['x-cache'] ?? 'not cached').not.toBe('HIT');
    if (scenario.shows) await scenario.shows(t, before, after);
    else expect(after.body).not.toBe(before.body);
  });
});

describe('writes that change nothing public leave the read cache alone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // Every page view reports, and every admin load signs in or refreshes: dropping the cache for each made the
  // next visitors' reads cold while reports flowed.
  const writes: [route: string, write: () => Promise<LightMyRequestResponse>][] = [
    [
      'POST /api/v1/events',
      () =>
        t.inject({
          method: 'POST',
          url: '/api/v1/events',
          headers: { 'content-type': 'application/json' },
          payload: {
            pageView: signPageView(TEST_PAGE_VIEW_SECRET, { path: '/', releases: { publicRemote: 'v1' } }),
            events: [{ type: 'view' }],
          },
        }),
    ],
    [
      'PUT /api/v1/projects/{id}/draft',
      () =>
        t.asOwner({
          method: 'PUT',
          url: '/api/v1/projects/1/draft',
          payload: projectInput({ name: 'Only a draft' }),
        }),
    ],
    [
      'POST /api/v1/auth/login',
      () =>
        t.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
        }),
    ],
  ];

  it.each(writes)('%s keeps the cached public reads', async (route, write) => {
    expect(CHANGES_NO_PUBLIC_DATA.has(route)).toBe(true);
    await settleDataChanges(t.app);
    await t.inject({ method: 'GET', url: '/api/v1/users/1' });
    expect((await t.inject({ method: 'GET', url: '/api/v1/users/1' })).headers['x-cache']).toBe('HIT');

    const written = await write();
    expect(written.statusCode, written.body).toBeLessThan(300);
    expect(written.headers[PUBLIC_DATA_CHANGED_HEADER]).toBeUndefined();

    expect((await t.inject({ method: 'GET', url: '/api/v1/users/1' })).headers['x-cache']).toBe('HIT');
  });
});

import type { HistoryList, ScheduledChange, ScheduleList } from '@portfolio/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, startTestApp, type TestApp, usesPostgres } from '../../../../test/test-app';

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const aMomentAgo = () => new Date(Date.now() - 1000).toISOString();

describe('a project published or hidden at a set time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const schedule = (projectId: number, action: string, at: string) =>
    t.asOwner({ method: 'POST', url: `/api/v1/projects/${projectId}/schedule`, payload: { action, at } });
  const visible = async (projectId: number) =>
    (await t.asOwner({ method: 'GET', url: `/api/v1/projects/${projectId}` })).json<{ visible: boolean }>()
      .visible;

  it('hides the project once its time has come, as a version by whoever scheduled it, and only once', async () => {
    const later = await schedule(1, 'hide', inAMinute());
    expect(later.statusCode, later.body).toBe(201);
    const due = await schedule(1, 'hide', aMomentAgo());
    expect(due.statusCode, due.body).toBe(201);
    const listed = (
      await t.asOwner({ method: 'GET', url: '/api/v1/projects/1/schedule' })
    ).json<ScheduleList>();
    // Soonest first: the one already due, then the one in a minute.
    expect(listed.scheduled.map((change) => change.id)).toEqual([
      due.json<ScheduledChange>().id,
      later.json<ScheduledChange>().id,
    ]);

    expect(await visible(1)).toBe(true);
    expect(await t.app.scheduledChanges.runDue()).toEqual([due.json<ScheduledChange>().id]);
    expect(await visible(1)).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/v1/projects/1' })).statusCode).toBe(404);
    const [version] = (
      await t.asOwner({ method: 'GET', url: '/api/v1/history?resource=projects&id=1&limit=1' })
    ).json<HistoryList>().history;
    expect(version).toMatchObject({
      action: 'update',
      by: { kind: 'user', id: t.ownerId },
      changes: [{ field: 'visible', before: true, after: false }],
    });

    // Done once: a second look finds nothing, and the list keeps only the one still to come.
    expect(await t.app.scheduledChanges.runDue()).toEqual([]);
    expect(
      (await t.asOwner({ method: 'GET', url: '/api/v1/projects/1/schedule' })).json<ScheduleList>().scheduled,
    ).toEqual([later.json()]);
  });

  it('publishes a hidden project, and a change dropped before its time never happens', async () => {
    const publish = await schedule(1, 'publish', aMomentAgo());
    const hide = (await schedule(1, 'hide', aMomentAgo())).json<ScheduledChange>();
    const dropped = await t.asOwner({ method: 'DELETE', url: `/api/v1/projects/1/schedule/${hide.id}` });
    expect(dropped.statusCode).toBe(204);
    expect(await t.app.scheduledChanges.runDue()).toEqual([publish.json<ScheduledChange>().id]);
    expect(await visible(1)).toBe(true);
    // Done or dropped, it cannot be dropped again.
    for (const id of [hide.id, publish.json<ScheduledChange>().id]) {
      expect(
        (await t.asOwner({ method: 'DELETE', url: `/api/v1/projects/1/schedule/${id}` })).statusCode,
      ).toBe(404);
    }
  });

  it('refuses anyone signed out, an unknown action or time, and a project that does not exist', async () => {
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/1/schedule',
      payload: { action: 'hide', at: inAMinute() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/v1/projects/1/schedule' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: '/api/v1/projects/1/schedule/1' })).statusCode).toBe(401);

    const action = await schedule(1, 'delete', inAMinute());
    expect(action.statusCode).toBe(400);
    expect(action.body).toContain('action must be publish or hide');
    const at = await schedule(1, 'hide', 'tomorrow');
    expect(at.statusCode).toBe(400);
    expect(at.body).toContain('at must be an ISO date and time');
    expect((await schedule(999, 'hide', inAMinute())).statusCode).toBe(404);
  });
});

describe.runIf(usesPostgres())('scheduled changes with two API instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp();
    b = await openTestApp({ dataDir: a.dataDir, database: a.database, seed: false });
  });
  afterAll(async () => {
    await b.close({ keepData: true });
    await a.close();
  });

  it('applies each due change exactly once, whichever instance looks first, however often both look', async () => {
    const ids: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const response = await a.asOwner({
        method: 'POST',
        url: `/api/v1/projects/${(round % 3) + 1}/schedule`,
        payload: { action: round % 2 === 0 ? 'hide' : 'publish', at: aMomentAgo() },
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json<ScheduledChange>().id);
    }
    const versionsBefore = await Promise.all(
      [1, 2, 3].map(
        async (id) =>
          (
            await a.asOwner({ method: 'GET', url: `/api/v1/history?resource=projects&id=${id}&limit=1` })
          ).json<HistoryList>().total,
      ),
    );

    const looks = await Promise.all(
      Array.from({ length: 6 }, (_, index) => (index % 2 === 0 ? a : b).app.scheduledChanges.runDue()),
    );
    const applied = looks.flat();
    expect(applied.toSorted((x, y) => x - y)).toEqual(ids);
    expect(new Set(applied).size).toBe(ids.length);

    // Read on B with A's sign-in (B was opened without one).
    const readOnB = async <T>(url: string) =>
      (
        await b.inject({ method: 'GET', url, headers: { authorization: `Bearer ${a.ownerToken}` } })
      ).json<T>();
    // In each project's order: 1 and 3 hidden, shown, hidden, shown (four versions each); 2, shown already, then
    // hidden, shown, hidden (three: showing a shown project changes nothing).
    for (const [index, id] of [1, 2, 3].entries()) {
      const { total } = await readOnB<HistoryList>(`/api/v1/history?resource=projects&id=${id}&limit=1`);
      expect(total - versionsBefore[index]!, `project ${id}`).toBe(id === 2 ? 3 : 4);
      const project = await readOnB<{ visible: boolean }>(`/api/v1/projects/${id}`);
      expect(project.visible, `project ${id}`).toBe(id !== 2);
    }
  });
});

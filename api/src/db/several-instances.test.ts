import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleDataChanges, until } from '../../test/data-changes';
import {
  openTestApp,
  POSTGRES_ADMIN_URL,
  startTestApp,
  type TestApp,
  usesPostgres,
} from '../../test/test-app';
import { openDatabase } from './connection';

/** How PostgreSQL lets the API scale out: several stateless instances on one database. */
describe.runIf(usesPostgres())('several API instances on one PostgreSQL database', () => {
  describe('two running instances', () => {
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

    const readOnB = (url: string) => b.inject({ method: 'GET', url });

    it('a write on A reaches B by the database notification sent at commit, and B reads it fresh', async () => {
      for (let round = 1; round <= 20; round += 1) {
        await settleDataChanges(b.app);
        await readOnB('/api/v1/tags/1');
        expect((await readOnB('/api/v1/tags/1')).headers['x-cache']).toBe('HIT');
        const heardBefore = b.app.readCache.generation;
        const write = await a.asOwner({
          method: 'PUT',
          url: '/api/v1/tags/1',
          payload: { name: `Frontend ${round}`, color: 'blue' },
        });
        expect(write.statusCode).toBe(200);
        // A answered once it heard its own commit: B, sent the same notification, has dropped its cache too.
        expect(b.app.readCache.generation).toBeGreaterThan(heardBefore);
        expect((await readOnB('/api/v1/tags/1')).json(), `round ${round}`).toMatchObject({
          name: `Frontend ${round}`,
        });
      }
    });

    it('the kept preview card and résumé PDF carry one tag on both, and a save on A is on B at once', async () => {
      await settleDataChanges(a.app);
      await settleDataChanges(b.app);
      const card = '/api/cards/projects/trail-planner.png';
      const tagsOf = async (url: string) => {
        const [onA, onB] = await Promise.all([a, b].map((app) => app.inject({ method: 'GET', url })));
        return [onA!.headers.etag, onB!.headers.etag];
      };
      for (const url of [card, '/api/v1/resume.pdf']) {
        const [onA, onB] = await tagsOf(url);
        // Each drew its own copy (a PDF carries the time it was drawn): the tag is the data's version.
        expect(onB, url).toBe(onA);
        const revalidated = await readOnB(url);
        expect(revalidated.headers['x-cache'], url).toBe('HIT');
        const fromA = await b.inject({ method: 'GET', url, headers: { 'if-none-match': String(onA) } });
        expect(fromA.statusCode, url).toBe(304);
      }
      const [before] = await tagsOf(card);
      const { projects } = (await readOnB('/api/v1/projects?limit=100')).json<{
        projects: { id: number; slug: string; description: string; userId: number }[];
      }>();
      const trails = projects.find((project) => project.slug === 'trail-planner')!;
      const write = await a.asOwner({
        method: 'PUT',
        url: `/api/v1/projects/${trails.id}`,
        payload: {
          name: 'Trail Planner 2',
          description: trails.description,
          userId: trails.userId,
          visible: true,
        },
      });
      expect(write.statusCode).toBe(200);
      const onB = await b.inject({ method: 'GET', url: card, headers: { 'if-none-match': String(before) } });
      expect(onB.statusCode).toBe(200);
      expect(onB.headers.etag).toBe((await a.inject({ method: 'GET', url: card })).headers.etag);
    });

    it('B stops serving from its cache while it cannot hear A, and starts again empty', async () => {
      // A's marker drops B's cache too when it arrives: settle A first, then B, whose own marker comes after A's.
      await settleDataChanges(a.app);
      await settleDataChanges(b.app);
      await readOnB('/api/v1/tags/2');
      expect((await readOnB('/api/v1/tags/2')).headers['x-cache']).toBe('HIT');

      // Cut B's listening connection (as a network blip or a server restart would).
      const admin = new pg.Client({ connectionString: String(a.database.env.DATABASE_URL) });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = 'portfolio-api-listener'`,
      );
      await admin.end();
      await until(() => !b.app.dataChanges.listening);

      // A writes while B hears nothing: B must not answer from memory.
      await a.asOwner({ method: 'PUT', url: '/api/v1/tags/2', payload: { name: 'Server', color: 'green' } });
      const during = await readOnB('/api/v1/tags/2');
      expect(during.headers['x-cache']).toBeUndefined();
      expect(during.json()).toMatchObject({ name: 'Server' });

      await until(() => b.app.dataChanges.listening, 10_000);
      await readOnB('/api/v1/tags/2');
      const after = await readOnB('/api/v1/tags/2');
      expect(after.headers['x-cache']).toBe('HIT');
      expect(after.json()).toMatchObject({ name: 'Server' });
    });
  });

  it('instances starting together on a fresh database migrate it once, in turn', async () => {
    const name = `portfolio_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      const handles = await Promise.all(
        Array.from({ length: 3 }, () => openDatabase({ kind: 'postgres', url: url.toString() })),
      );
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const applied = await client.query('select hash from drizzle.__drizzle_migrations');
      await client.end();
      const hashes = applied.rows.map((row: { hash: string }) => row.hash);
      expect(new Set(hashes).size).toBe(hashes.length);
      expect(hashes.length).toBeGreaterThanOrEqual(3);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

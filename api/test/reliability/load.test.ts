import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createTestDatabase, usesPostgres } from '../test-app';
import { loadRun } from './load';

// The 5-second version of `pnpm reliability load` (200 connections for 30 s), on the project's database.
describe('load: 200 connections of public reads and signed-in writes', () => {
  it(
    'answers every request without an error and loses no acknowledged write',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-load-'));
      const database = await createTestDatabase(dataDir);
      try {
        if (!usesPostgres()) {
          const template = new Blob([await readFile(inject('pgliteTemplate'))]);
          await (await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: template })).close();
        }
        const result = await loadRun({
          env: { DATA_DIR: dataDir, ...database.env },
          connections: 200,
          seconds: 5,
        });
        expect(result.reads.requests).toBeGreaterThan(0);
        expect(result.writes.acknowledged).toBeGreaterThan(0);
        expect(result.reads.errors + result.reads.non2xx, JSON.stringify(result)).toBe(0);
        expect(result.writes.errors + result.writes.non2xx, JSON.stringify(result)).toBe(0);
        expect(result.lostWrites).toBe(0);
      } finally {
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { usesPostgres } from '../test-app';
import { sigtermUnderLoad } from './sigterm';

describe.skipIf(usesPostgres())('SIGTERM under load', () => {
  it(
    'answers every request in flight, refuses new ones, closes the database and exits 0',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-sigterm-'));
      try {
        const template = new Blob([await readFile(inject('pgliteTemplate'))]);
        await (await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: template })).close();
        const result = await sigtermUnderLoad({ DATA_DIR: dataDir });
        expect(result.inFlightAtSignal, JSON.stringify(result)).toBeGreaterThan(0);
        expect(result.unanswered, JSON.stringify(result)).toBe(0);
        expect(result.acceptedAfter, JSON.stringify(result)).toBe(0);
        expect(result.exitCode).toBe(0);
        expect(result.databaseClosed).toBe(true);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { usesPostgres } from '../test-app';
import { eventsDrainOnSigterm } from './events-drain';

describe.skipIf(usesPostgres())('SIGTERM while page views are reported', () => {
  it(
    'counts every report answered 202 once the server has drained, and exits 0',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-events-drain-'));
      try {
        const template = new Blob([await readFile(inject('pgliteTemplate'))]);
        await (await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: template })).close();
        const result = await eventsDrainOnSigterm(dataDir, { beforeSignalMs: 1500 });
        expect(result.accepted, JSON.stringify(result)).toBeGreaterThan(50);
        expect(result.counted, JSON.stringify(result)).toBe(result.accepted);
        expect(result.exitCode).toBe(0);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, describe, expect, it } from 'vitest';
import { usesPostgres } from '../test-app';
import { kill9Rounds } from './kill9';

// PGlite only (the embedded database is the one a killed process could damage); `pnpm reliability kill9` runs 10.
describe.skipIf(usesPostgres())('kill -9 during writes on PGlite', () => {
  it(
    'keeps every acknowledged write over 2 rounds, and restarts cleanly each time',
    { timeout: 180_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-kill9-'));
      try {
        // The migrated template instead of a first start's initdb.
        const template = new Blob([await readFile(inject('pgliteTemplate'))]);
        const client = await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: template });
        await client.close();
        const result = await kill9Rounds({ dataDir, rounds: 2 });
        expect(result.acknowledged).toBeGreaterThan(0);
        expect(result.missing).toBe(0);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});

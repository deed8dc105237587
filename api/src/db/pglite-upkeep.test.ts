import { sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { usesPostgres } from '../../test/test-app';
import { openDatabase, type DatabaseHandle } from './connection';
import { runPgliteUpkeep, tablesDueForUpkeep } from './pglite-upkeep';

const reltuples = async (handle: DatabaseHandle, table: string) => {
  const result = await handle.db.execute(sql`select reltuples from pg_class where oid = ${table}::regclass`);
  const { rows } = result as unknown as { rows: { reltuples: number }[] };
  return Number(rows[0]!.reltuples);
};

/** Until the statistics of this session's last statements are flushed, pg_stat_user_tables lags behind. */
const flushStatistics = (handle: DatabaseHandle) => handle.db.execute(sql`select pg_stat_force_next_flush()`);

describe.skipIf(usesPostgres())('PGlite upkeep: what autovacuum does on a server', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({
      kind: 'memory',
      template: new Blob([await readFile(inject('pgliteTemplate'))]),
    });
  });
  afterAll(() => handle.close());

  it('analyzes every table never analyzed, then only what changed past the threshold', async () => {
    expect(await reltuples(handle, 'tags')).toBe(-1);
    const first = await runPgliteUpkeep(handle.db);
    expect(first.analyze).toEqual(expect.arrayContaining(['tags', 'content_versions', 'projects']));
    expect(await reltuples(handle, 'tags')).toBeGreaterThanOrEqual(0);
    await flushStatistics(handle);
    expect(await tablesDueForUpkeep(handle.db)).toEqual({ analyze: [], vacuum: [] });

    // autovacuum_analyze_threshold is 50: a few changes wait, many are analyzed.
    const inserted = await handle.db.execute(
      sql`insert into tags (name, color) values ('Frontend', 'blue') returning id`,
    );
    const id = (inserted as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await flushStatistics(handle);
    expect((await tablesDueForUpkeep(handle.db)).analyze).not.toContain('tags');
    for (let save = 0; save < 60; save += 1) {
      await handle.db.execute(sql`update tags set color = ${save % 2 ? 'red' : 'blue'} where id = ${id}`);
    }
    await flushStatistics(handle);
    const due = await tablesDueForUpkeep(handle.db);
    // Each save left a dead row of the tag (vacuum) and wrote a version (analyze the history).
    expect(due.vacuum).toContain('tags');
    expect(due.analyze).toContain('content_versions');
    expect(await runPgliteUpkeep(handle.db)).toEqual(due);
    await flushStatistics(handle);
    expect(await tablesDueForUpkeep(handle.db)).toEqual({ analyze: [], vacuum: [] });
  });
});

import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findMigrationsFolder } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite database that every test file starts from. */
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite spends about 10 s in initdb; loading a dump of one takes about 1 s. So the database is created
 * and migrated once per run, and each test file loads its own in-memory copy of it.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'portfolio-pglite-template-'));
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: findMigrationsFolder() });
  const tarball = await client.dumpDataDir('none');
  await client.close();
  const path = join(folder, 'template.tar');
  await writeFile(path, Buffer.from(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rm(folder, { recursive: true, force: true });
}

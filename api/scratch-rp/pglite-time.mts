import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { seedIfEmpty } from '../src/db/seed';
import { getUser } from '../src/db/repositories/users';
import { getProject, listProjects } from '../src/db/repositories/projects';
import { listTags } from '../src/db/repositories/tags';
import { eq, sql } from 'drizzle-orm';
import { tags, users } from '../src/db/schema';
const dir = '/tmp/rp/pgl-' + process.pid;
const config = loadConfig({
  DATA_DIR: dir,
  ADMIN_PASSWORD: 'benchbench1',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'x'.repeat(40),
});
const app = await buildApp({ config, database: { kind: 'pglite', dataDir: dir }, passwordHashCostLog2: 10 });
await app.ready();
await seedIfEmpty({
  db: app.db,
  passwords: app.passwords,
  storage: app.storage,
  adminEmail: config.adminEmail,
  adminPassword: config.adminPassword,
});
const client = (app.db as any).$client;
async function time(name: string, fn: () => Promise<unknown>, n = 200) {
  for (let i = 0; i < 20; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(name.padEnd(40), ((performance.now() - t) / n).toFixed(3), 'ms');
}
await time('select 1 (raw)', () => client.query('select 1'));
await time('auth user lookup (drizzle)', () =>
  app.db.select({ id: users.id }).from(users).where(eq(users.id, 1)),
);
await time('profile public', () => getUser(app.db, 1, { includeHidden: false }));
await time('project signed in', () => getProject(app.db, 1, { includeHidden: true }));
await time('projects list', () => listProjects(app.db, { offset: 0, limit: 10 }));
await time('tags list', () => listTags(app.db, { offset: 0, limit: 10 }));
await time('update tag (drizzle)', () =>
  app.db.update(tags).set({ name: 'Frontend' }).where(eq(tags.id, 1)).returning(),
);
await client.exec('prepare pt(int) as select 1 from tags where id = $1');
await time('execute prepared literal', () => client.query('execute pt(1)'));
try {
  await time('execute prepared $1', () => client.query('execute pt($1)', [1]));
} catch (e) {
  console.log('execute $1 failed', (e as Error).message);
}
import { PgDialect } from 'drizzle-orm/pg-core';
const origQuery = client.query.bind(client);
let captured = '';
client.query = (text: string, ...rest: unknown[]) => {
  captured = text;
  return origQuery(text, ...rest);
};
await getUser(app.db, 1, { includeHidden: false });
client.query = origQuery;
await client.exec(`prepare prof(int) as ${captured}`);
await time('profile via execute literal', () => client.query('execute prof(1)'));
await time('profile public again', () => getUser(app.db, 1, { includeHidden: false }));
await time('select 1 (raw) again', () => client.query('select 1'));
await time('select 1 via exec', () => client.exec('select 1'));
await app.close();

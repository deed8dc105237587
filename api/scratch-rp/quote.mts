import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { listTags } from '../src/db/repositories/tags';
const dir = '/tmp/rp/pglq-' + process.pid;
const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
const app = await buildApp({ config, database: { kind: 'pglite', dataDir: dir } });
await app.ready();
console.log(
  await listTags(app.db, { offset: 0, limit: 10, name: "O'Brien\\ %_ $$ '); drop table tags; --" }),
);
console.log(await listTags(app.db, { offset: 0, limit: 10 }));
await app.close();

// `portfolio-static <build directory>`: serves a remote's build as its own deployment.
// PORT and HOST say where; CORS_ORIGINS (comma-separated) names the host origins allowed to load it.
import Fastify from 'fastify';
import { resolve } from 'node:path';
import { registerStaticSite } from './static-site';

const root = process.argv[2];
if (!root) {
  console.error('usage: portfolio-static <build directory>');
  process.exit(2);
}
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const corsOrigins = (process.env.CORS_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
await registerStaticSite(app, { root: resolve(root), corsOrigins, index: true });
await app.listen({ port, host });
console.log(`serving ${root} on http://${host}:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));

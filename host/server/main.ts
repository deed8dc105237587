// The host's production server: `node dist/server/main.js`. Configuration comes from the environment (README).
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from './app';
import { readConfig } from './config';

/** How long a start waits for the live releases to load before it listens anyway (falling back meanwhile). */
const RELEASES_START_WAIT_MS = 20_000;

const config = readConfig(process.env, { clientDir: fileURLToPath(new URL('../client', import.meta.url)) });
// Warnings by default: every request logged would drown `pnpm start`'s output.
const app = await buildServer(config, { logLevel: process.env.LOG_LEVEL ?? 'warn' });
// Its first visitors should get the live releases, not a fallback: the registry is read and its releases
// loaded before it listens, unless the API is away for longer.
for (const deadline = Date.now() + RELEASES_START_WAIT_MS; !app.releasesReady() && Date.now() < deadline;)
  await sleep(100);
await app.listen({ port: config.port, host: config.host });
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));

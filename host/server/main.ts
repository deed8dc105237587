// The host's production server: `node dist/server/main.js`. Configuration comes from the environment (README).
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from './app';
import { readConfig } from './config';
import { shutdownDrainMs } from './health';

/** How long a start waits for the live releases to load before it listens anyway (falling back meanwhile). */
const RELEASES_START_WAIT_MS = 20_000;

const config = readConfig(process.env, { clientDir: fileURLToPath(new URL('../client', import.meta.url)) });
const drainMs = shutdownDrainMs(process.env);
// Warnings by default: every request logged would drown `pnpm start`'s output.
const app = await buildServer(config, { logLevel: process.env.LOG_LEVEL ?? 'warn' });
// Its first visitors should get the live releases, not a fallback: the registry is read and its releases
// loaded before it listens, unless the API is away for longer.
for (const deadline = Date.now() + RELEASES_START_WAIT_MS; !app.releases.ready() && Date.now() < deadline;)
  await sleep(100);
await app.listen({ port: config.port, host: config.host });
app.health.started();

// Behind a load balancer: readiness 503 first, pages still served until its health check has moved visitors
// elsewhere, then close (in-flight requests finish). A second signal stops at once.
let stopping = false;
const close = () => void app.close().then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping || drainMs === 0) return close();
    stopping = true;
    app.health.drain();
    setTimeout(close, drainMs);
  });

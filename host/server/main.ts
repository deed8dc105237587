// The host's production server: `node dist/server/main.js`. Configuration comes from the environment (README).
import { configureApi } from '@portfolio/shared/api';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { readConfig } from './config';

const config = readConfig(process.env, { clientDir: fileURLToPath(new URL('../client', import.meta.url)) });
// The remote's components render here with the shared API client: it must reach the API directly.
configureApi({ baseUrl: `${config.apiUrl}/api/v1` });
// Warnings by default: every request logged would drown `pnpm start`'s output.
const app = await buildServer(config, { logLevel: process.env.LOG_LEVEL ?? 'warn' });
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));

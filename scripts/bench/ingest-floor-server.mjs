// The floor for `POST /events` in the events benchmark: the least any implementation must do per report, as the
// issue asks it, in a process of its own like the bare route's: Fastify's parse, the body's shape (the API's
// schema), the page-view token's signature (the API's check), the per-address budget (the API's limiter), 202.
// Nothing is counted or written, no security header is added, no hook runs: what separates it from the bare
// route is the checks alone. Reads `{ port, path, secret }` as JSON from argv[2].
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from '../stack.mjs';

// The API's own copies of its dependencies and of the shared code.
const fromApi = createRequire(join(ROOT, 'api', 'package.json'));
const Fastify = fromApi('fastify');
const { serializerCompiler, validatorCompiler } = fromApi('fastify-type-provider-zod');
const { RateLimiterMemory } = fromApi('rate-limiter-flexible');
const { verifyPageView } = await tsImport(
  join(ROOT, 'shared', 'src', 'page-view', 'token.ts'),
  import.meta.url,
);
const { PAGE_EVENTS_MAX_BYTES, pageEventsSchema } = await tsImport(
  join(ROOT, 'shared', 'src', 'schemas', 'page-events.ts'),
  import.meta.url,
);

const { port, path, secret } = JSON.parse(process.argv[2]);
const app = Fastify({ bodyLimit: PAGE_EVENTS_MAX_BYTES });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
// The budget is never reached here, as in the API's run: it is asked, as every report asks it.
const limiter = new RateLimiterMemory({ points: 1_000_000, duration: 60 });
app.get('/health', (_request, reply) => reply.send('ok'));
app.post(path, { schema: { body: pageEventsSchema } }, async (request, reply) => {
  await limiter.consume(request.ip);
  if (!verifyPageView(secret, request.body.pageView)) return reply.code(403).send();
  return reply.code(202).send();
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

// The ceiling for the API benchmark: a bare Fastify route per path serving fixed bytes from memory, in a
// process of its own like the API. Reads `{ port, answers: { path: body }, accepts?: [path] }` as JSON from
// argv[2]: each path of `accepts` takes a POSTed JSON body (parsed, as Fastify parses it) and answers 202.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../stack.mjs';

// Fastify is the API's dependency; take the very same copy.
const Fastify = createRequire(join(ROOT, 'api', 'package.json'))('fastify');
const { port, answers, accepts = [] } = JSON.parse(process.argv[2]);

const app = Fastify();
for (const [path, body] of Object.entries(answers)) {
  const bytes = Buffer.from(body);
  app.get(path, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(bytes);
  });
}
for (const path of accepts) app.post(path, (_request, reply) => reply.code(202).send());
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

// The ceiling for the API benchmark: a bare Fastify route per path serving fixed bytes from memory, in a
// process of its own like the API. Reads `{ port, answers: { path: body }, accepts?: [path] }` as JSON from
// argv[2]: each path of `accepts` takes a POSTed JSON body (parsed, as Fastify parses it) and answers 202, after
// `busyMicroseconds` of busy waiting when given (a calibration: what that much work per request costs in req/s).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../stack.mjs';

// Fastify is the API's dependency; take the very same copy.
const Fastify = createRequire(join(ROOT, 'api', 'package.json'))('fastify');
const { port, answers, accepts = [], busyMicroseconds = 0 } = JSON.parse(process.argv[2]);
const busyFor = BigInt(Math.round(busyMicroseconds * 1000));

const app = Fastify();
for (const [path, body] of Object.entries(answers)) {
  const bytes = Buffer.from(body);
  app.get(path, (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(bytes);
  });
}
/** Waits busily, the event loop held as real work holds it. */
const busy = () => {
  const until = process.hrtime.bigint() + busyFor;
  while (process.hrtime.bigint() < until);
};
for (const path of accepts)
  app.post(
    path,
    busyFor > 0n
      ? (_request, reply) => {
          busy();
          reply.code(202).send();
        }
      : (_request, reply) => reply.code(202).send(),
  );
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

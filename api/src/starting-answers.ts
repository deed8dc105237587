import { createServer } from 'node:http';
import { once } from 'node:events';

const RETRY_AFTER_SECONDS = '5';

/**
 * The port's answers while the app is still being built (the database opened, migrated, perhaps waited for,
 * the demo seeded): liveness 200, readiness 503 `starting`, anything else a 503 problem with `Retry-After`.
 * A load balancer sees an instance that is on its way rather than a refused connection, and a supervisor's
 * liveness probe does not kill a process that waits for its database. Closed right before the app listens.
 */
export async function answerWhileStarting(port: number, host: string) {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const json = (status: number, type: string, body: object) => {
      response.writeHead(status, {
        'content-type': type,
        'cache-control': 'no-store',
        ...(status === 503 ? { 'retry-after': RETRY_AFTER_SECONDS } : {}),
        connection: 'close',
      });
      response.end(JSON.stringify(body));
    };
    if (path === '/api/health/live') return json(200, 'application/json', { status: 'ok' });
    if (path === '/api/health/ready') return json(503, 'application/json', { status: 'starting' });
    json(503, 'application/problem+json', {
      title: 'Service Unavailable',
      status: 503,
      detail: 'The server is starting. Please try again.',
    });
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    async close() {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

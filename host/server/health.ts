import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    health: HostHealth;
  }
}

/** One condition of readiness: a name for the answer, and whether it holds right now. */
export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

/** How long the API may take to answer the probe before the host counts it unreachable. */
const API_PROBE_TIMEOUT_MS = 1000;
/** One probe of the API serves the health checks of this long: a balancer's checks never multiply into load. */
const API_PROBE_REUSE_MS = 500;

/** The server's readiness: its phase and its checks, which the integrator's release loading joins as one more. */
export interface HostHealth {
  /** Listening and warmed up: readiness may answer 200 while every check holds. */
  started(): void;
  /** Stopping: readiness answers 503 from now on, while pages are still served until the server closes. */
  drain(): void;
  /** A further condition of readiness. */
  addCheck(check: ReadinessCheck): void;
}

/** Whether the API answers its liveness at `apiUrl`, asked at most once per `API_PROBE_REUSE_MS`. */
export function apiReachable(apiUrl: string): ReadinessCheck {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return {
    name: 'api',
    check() {
      if (last && Date.now() - last.at < API_PROBE_REUSE_MS) return last.answer;
      const answer = fetch(`${apiUrl}/api/health/live`, {
        signal: AbortSignal.timeout(API_PROBE_TIMEOUT_MS),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.ok;
        },
        () => false,
      );
      last = { at: Date.now(), answer };
      return answer;
    },
  };
}

/**
 * `GET /health/live` (the process answers: a supervisor restarts it when this fails) and `GET /health/ready`
 * (send it visitors: 503 while starting, while draining after SIGTERM, and while any check fails, such as the
 * API being unreachable). Outside `/api`, which is the API's through the proxy.
 */
export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessCheck[]): HostHealth {
  let phase: 'starting' | 'ready' | 'draining' = 'starting';
  const all = [...checks];
  const noStore = { 'cache-control': 'no-store' };

  app.get('/health/live', (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    const results = await Promise.all(all.map(async ({ name, check }) => [name, await check()] as const));
    const failing = results.filter(([, holds]) => !holds).map(([name]) => name);
    const status = phase !== 'ready' ? phase : failing.length > 0 ? 'unavailable' : 'ready';
    const body = {
      status,
      checks: Object.fromEntries(results.map(([name, holds]) => [name, holds ? 'up' : 'down'])),
    };
    if (status === 'ready') return reply.headers(noStore).send(body);
    return reply
      .code(503)
      .headers({ ...noStore, 'retry-after': '5' })
      .send(body);
  });
  app.addHook('preClose', (done) => {
    phase = 'draining';
    done();
  });

  return {
    started() {
      if (phase === 'starting') phase = 'ready';
    },
    drain() {
      phase = 'draining';
    },
    addCheck(check) {
      all.push(check);
    },
  };
}

/** SHUTDOWN_DRAIN_MS: how long a stopping server keeps serving with readiness 503 (0 without a balancer). */
export function shutdownDrainMs(env: Record<string, string | undefined>): number {
  const value = Number(env.SHUTDOWN_DRAIN_MS ?? 0);
  if (!Number.isInteger(value) || value < 0 || value > 600_000) {
    throw new Error('SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 600000');
  }
  return value;
}

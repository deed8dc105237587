import fp from 'fastify-plugin';

/** Where the instance is in its life, as its readiness tells a load balancer. */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

export interface Lifecycle {
  readonly phase: LifecyclePhase;
  /** Seeded and listening: readiness may answer 200 (while the database answers). */
  started(): void;
  /** Stopping: readiness answers 503 from now on, while requests are still served until the app closes. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app) => {
    let phase: LifecyclePhase = 'starting';
    app.decorate('lifecycle', {
      get phase() {
        return phase;
      },
      started() {
        if (phase === 'starting') phase = 'ready';
      },
      drain() {
        phase = 'draining';
      },
    });
    // However the app is closed (a signal, a test), it is not ready from the moment it begins to.
    app.addHook('preClose', (done) => {
      phase = 'draining';
      done();
    });
  },
  { name: 'lifecycle' },
);

import { setTimeout as sleep } from 'node:timers/promises';
import { OWNER, signIn, startServer, writeTag } from './server-process';

export interface SigtermResult {
  /** Requests the server had started when SIGTERM came, and how many of those it never answered (must be 0). */
  inFlightAtSignal: number;
  unanswered: number;
  /** Requests that reached it after SIGTERM and were not refused with 503 (must be 0). */
  acceptedAfter: number;
  /** Client requests after SIGTERM, all refused: by a 503 or by a closed port. */
  refusedAfter: number;
  exitCode: number | null;
  shutdownMs: number;
  databaseClosed: boolean;
}

interface LogLine {
  msg?: string;
  reqId?: string;
  res?: { statusCode: number };
}

async function request(url: string, init?: RequestInit) {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'refused' as const;
  }
}

/**
 * SIGTERM while reads, signed-in writes and slow sign-ins (real scrypt cost, queued) are in flight. Judged from
 * the server's own request log: every request it had started is answered, every one after the signal is a 503,
 * and the process exits 0 once the database is closed.
 */
export async function sigtermUnderLoad(env: Record<string, string>): Promise<SigtermResult> {
  // Debug level: the server logs each request's arrival as well as its answer.
  const server = await startServer({ ...env, LOG_LEVEL: 'debug' });
  const token = await signIn(server.url);
  const lines = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  let signalled = 0;
  const clientAfter: (number | 'refused')[] = [];
  let stop = false;
  const loop = async (send: (n: number) => Promise<number | 'refused'>) => {
    for (let n = 0; !stop; n += 1) {
      const outcome = await send(n);
      if (signalled) clientAfter.push(outcome);
      if (outcome === 'refused') await sleep(20);
    }
  };
  const loops = [
    ...Array.from({ length: 4 }, () => loop(() => request(`${server.url}/api/v1/users/1`))),
    ...Array.from({ length: 4 }, (_, writer) =>
      loop(async (n) => ((await writeTag(server.url, token, `sigterm ${writer}.${n}`)) ? 201 : 'refused')),
    ),
    ...Array.from({ length: 6 }, () =>
      loop((n) =>
        request(`${server.url}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: OWNER.email, password: `wrong-${n}` }),
        }),
      ),
    ),
  ];
  // Signal once the server is busy: several requests started and not yet answered.
  for (let waited = 0; waited < 10_000; waited += 20) {
    const log = lines();
    const started = log.filter((line) => line.msg === 'incoming request').length;
    const done = log.filter((line) => line.msg === 'request completed').length;
    if (started > 20 && started - done >= 4) break;
    await sleep(20);
  }
  const before = lines().filter((line) => line.msg === 'incoming request').length;
  const answeredBefore = lines().filter((line) => line.msg === 'request completed').length;
  signalled = Date.now();
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  const shutdownMs = Date.now() - signalled;
  stop = true;
  await Promise.all(loops);

  const log = lines();
  const signalAt = log.findIndex((line) => line.msg === 'shutting down: finishing in-flight requests');
  const completed = new Map(
    log.filter((line) => line.msg === 'request completed').map((line) => [line.reqId, line.res?.statusCode]),
  );
  const startedBefore = log.slice(0, signalAt).filter((line) => line.msg === 'incoming request');
  const startedAfter = log.slice(signalAt).filter((line) => line.msg === 'incoming request');
  return {
    inFlightAtSignal: Math.max(before - answeredBefore, 0),
    unanswered: startedBefore.filter((line) => !completed.has(line.reqId)).length,
    acceptedAfter: startedAfter.filter((line) => completed.get(line.reqId) !== 503).length,
    refusedAfter: clientAfter.filter((outcome) => outcome === 'refused' || outcome === 503).length,
    exitCode: code,
    shutdownMs,
    databaseClosed: log.some((line) => line.msg === 'shut down: requests answered, database closed'),
  };
}

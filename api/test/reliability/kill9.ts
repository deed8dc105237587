import { allTagIds, signIn, startServer, writeTag } from './server-process';

export interface Kill9Result {
  rounds: number;
  acknowledged: number;
  missing: number;
  /** How long each restart after a kill -9 took until the API answered (the dead lock goes stale first). */
  restartMs: number[];
}

/**
 * kill -9 during a stream of writes on PGlite, `rounds` times: every write the server acknowledged (201) must
 * be there after the restart, and every restart must succeed on its own (lock, database recovery).
 */
export async function kill9Rounds(options: {
  dataDir: string;
  rounds: number;
  writers?: number;
  log?: (line: string) => void;
}): Promise<Kill9Result> {
  const acknowledged: number[] = [];
  const restartMs: number[] = [];
  const writers = options.writers ?? 8;
  for (let round = 1; round <= options.rounds; round += 1) {
    const started = Date.now();
    const server = await startServer({ DATA_DIR: options.dataDir, LOG_LEVEL: 'warn' });
    if (round > 1) restartMs.push(Date.now() - started);
    const token = await signIn(server.url);
    let stop = false;
    let written = 0;
    const streams = Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; !stop; n += 1) {
        const id = await writeTag(server.url, token, `kill9 ${round}.${writer}.${n}`);
        if (id !== undefined) {
          acknowledged.push(id);
          written += 1;
        }
      }
    });
    // Let writes flow for a random moment, then pull the plug.
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
    server.child.kill('SIGKILL');
    stop = true;
    await Promise.all(streams);
    await server.exited;
    options.log?.(`round ${round}: ${written} writes acknowledged before kill -9`);
  }
  const started = Date.now();
  const final = await startServer({ DATA_DIR: options.dataDir, LOG_LEVEL: 'warn' });
  restartMs.push(Date.now() - started);
  try {
    const present = await allTagIds(final.url);
    const missing = acknowledged.filter((id) => !present.has(id)).length;
    return { rounds: options.rounds, acknowledged: acknowledged.length, missing, restartMs };
  } finally {
    final.child.kill('SIGTERM');
    await final.exited;
  }
}

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const STALE_MS = 2_000;

/**
 * Starts a process that holds the lock. With `zombie`, its parent is a shell that exec's into `sleep` and never
 * reaps it: once killed, it stays in the process table under its pid, which a pid check takes for a live owner.
 */
async function startHolder(dataDir: string, zombie: boolean) {
  const holder = `node --import tsx test/fixtures/hold-data-dir-lock.ts ${dataDir} ${STALE_MS}`;
  const script = zombie ? `${holder} & echo "pid $!"; exec sleep 60` : `echo "pid $$"; exec ${holder}`;
  const shell = spawn('sh', ['-c', script], { cwd: API_ROOT });
  let output = '';
  shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  shell.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; !output.includes('locked'); waited += 50) {
    if (waited > 30_000) throw new Error(`the holder did not take the lock:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pid = Number(/pid (\d+)/.exec(output)![1]);
  return { pid, shell };
}

describe('the data-folder lock', { timeout: 60_000 }, () => {
  let dataDir: string;
  let stop: (() => void)[] = [];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portfolio-lock-'));
    stop = [];
  });
  afterEach(async () => {
    for (const kill of stop) kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is refused, with a clear message, while a live process holds it', async () => {
    const { shell } = await startHolder(dataDir, false);
    stop.push(() => shell.kill('SIGKILL'));
    const refusal = await acquireDataDirLock(dataDir, { staleMs: STALE_MS }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain('is in use by another API process');
  });

  it('is taken over after a kill -9, even while the dead holder lingers as a zombie under its pid', async () => {
    const { pid, shell } = await startHolder(dataDir, true);
    stop.push(() => shell.kill('SIGKILL'));
    process.kill(pid, 'SIGKILL');
    const release = await acquireDataDirLock(dataDir, { staleMs: STALE_MS });
    // Ours now: a second taker is refused until we let go.
    await expect(acquireDataDirLock(dataDir, { staleMs: STALE_MS })).rejects.toThrow(DataDirLockedError);
    await release();
    await (
      await acquireDataDirLock(dataDir, { staleMs: STALE_MS })
    )();
  });
});

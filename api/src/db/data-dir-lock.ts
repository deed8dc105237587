import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * The lock is a folder whose modification time its holder refreshes every `staleMs / 2`. A holder that dies
 * (a crash, kill -9, a zombie, a pid reused by another program) stops refreshing it, and after `staleMs` it is
 * stale and taken over: no pid is ever read or guessed at.
 */
export const LOCK_STALE_MS = 5_000;

export interface DataDirLockOptions {
  staleMs?: number;
  /** What to do if the lock is lost while held (the event loop stalled past `staleMs`); the default stops. */
  onCompromised?: (error: Error) => void;
}

/**
 * The embedded database may be opened by one process only. Waits a little longer than the staleness period,
 * so a start right after a crash gets the lock as soon as the dead holder's lock is stale, and refuses with a
 * clear message when a live process holds it. Returns the function that releases it.
 */
export async function acquireDataDirLock(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<() => Promise<void>> {
  const staleMs = options.staleMs ?? LOCK_STALE_MS;
  const lockPath = join(dataDir, 'pgdata.lock');
  const pollMs = Math.max(250, staleMs / 10);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: staleMs,
      retries: {
        retries: Math.ceil((staleMs * 1.5) / pollMs),
        factor: 1,
        minTimeout: pollMs,
        maxTimeout: pollMs,
      },
      onCompromised:
        options.onCompromised ??
        ((error: Error) => {
          // Another process may already have the database open: writing on would corrupt it.
          console.error(`\nLost the lock on the data folder ${dataDir} (${error.message}); stopping.\n`);
          process.exit(1);
        }),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new DataDirLockedError(
      `The data folder ${dataDir} is in use by another API process (its lock ${lockPath} is kept fresh). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
  }
}

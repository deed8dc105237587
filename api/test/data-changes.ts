import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { DATA_CHANGED_CHANNEL } from '../src/db/data-changes';
import type { App } from '../src/app';

/** Polls `condition` every 10 ms until it holds (or fails after `timeoutMs`). */
export async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Waits until the app has heard the notifications of every write committed so far. They arrive asynchronously
 * (on PostgreSQL over another connection) and in commit order, so once a marker sent now has arrived, no older
 * one can drop the cache later and surprise a test.
 */
export async function settleDataChanges(app: App) {
  const marker = `settle-${randomUUID()}`;
  let heard = false;
  const onChange = (payload: string) => {
    if (payload === marker) heard = true;
  };
  app.dataChanges.on('change', onChange);
  try {
    await app.db.execute(sql`select pg_notify(${DATA_CHANGED_CHANNEL}, ${marker})`);
    await until(() => heard);
  } finally {
    app.dataChanges.off('change', onChange);
  }
}

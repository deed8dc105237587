import { PGlite } from '@electric-sql/pglite';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database, DatabaseTarget } from './connection';

/**
 * Every committed write to the public tables sends a notification on this channel (statement triggers, see the
 * migration `0002_data_change_notifications`). It is sent at commit and never for a rolled-back write, so it is
 * the data version of the whole database: every API instance on it hears every write, whoever made it.
 */
export const DATA_CHANGED_CHANNEL = 'portfolio_data_changed';

/** Backoff between attempts to get the listening connection back. */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

export interface DataChangeEvents {
  /** A write was committed (by any process); the payload is empty for the triggers' notifications. */
  change: [payload: string];
  /** Notifications may be missed from now on (the listening connection is gone). */
  lost: [error: unknown];
  /** Listening again after `lost`; writes in between were not heard. */
  restored: [];
}

export interface DataChanges extends EventEmitter<DataChangeEvents> {
  /** True while every committed write is being heard. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** Listens for committed writes on PostgreSQL (a dedicated connection) or PGlite (in process). */
export async function listenForDataChanges(target: DatabaseTarget, db: Database): Promise<DataChanges> {
  const client = (db as { $client?: unknown }).$client;
  if (target.kind === 'postgres') return listenOnPostgres(target.url);
  if (client instanceof PGlite) return listenOnPglite(client);
  throw new Error('listenForDataChanges: unknown database client');
}

class Feed extends EventEmitter<DataChangeEvents> implements DataChanges {
  listening = false;
  constructor(readonly close: () => Promise<void>) {
    super();
  }
}

async function listenOnPglite(client: PGlite): Promise<DataChanges> {
  const onNotification = (payload: string) => feed.emit('change', payload);
  const feed: Feed = new Feed(async () => {
    feed.listening = false;
    if (!client.closed) await client.unlisten(DATA_CHANGED_CHANNEL, onNotification);
  });
  await client.listen(DATA_CHANGED_CHANNEL, onNotification);
  feed.listening = true;
  return feed;
}

/**
 * A connection of its own outside the pool (LISTEN holds it for the process's lifetime). When it drops, the
 * feed says `lost` at once and keeps trying to listen again; once it does, it says `restored`.
 */
async function listenOnPostgres(url: string): Promise<DataChanges> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const feed = new Feed(async () => {
    closed = true;
    feed.listening = false;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  });

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === DATA_CHANGED_CHANNEL) feed.emit('change', message.payload ?? '');
    });
    const onDown = (error: unknown) => {
      if (closed || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      feed.listening = false;
      feed.emit('lost', error);
      scheduleReconnect(0);
    };
    next.on('error', onDown);
    next.on('end', () => onDown(new Error('the listening connection ended')));
    try {
      await next.connect();
      await next.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };

  const scheduleReconnect = (attempt: number) => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (closed) return;
          feed.listening = true;
          feed.emit('restored');
        },
        () => {
          if (!closed) scheduleReconnect(attempt + 1);
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  feed.listening = true;
  return feed;
}

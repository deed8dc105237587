import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database, DatabaseTarget } from './connection';

/**
 * Every committed write to the public tables sends a notification on this channel (statement triggers, see the
 * migration `0002_data_change_notifications`). It is sent at commit and never for a rolled-back write, so it is
 * the data version of the whole database: every API instance on it hears every write, whoever made it.
 */
export const DATA_CHANGED_CHANNEL = 'portfolio_data_changed';

const REGISTRY = 'the release registry is never cached: its routes are outside the read cache';
const HEALTH = 'release health is read with a token or a deploy key, never cached';
const IMAGES = 'images are served under /api/uploads, outside the read cache';

/**
 * The tables no anonymous `GET /api/v1/*` answer reads, so a write to them drops no read cache: they have no
 * `<table>_data_changed` trigger, and why. Every other table of the schema is public and must have one (its
 * migration creates it); `data-changes.test.ts` fails for a table that has neither, so a new resource cannot
 * silently leave other API instances serving stale reads.
 */
export const PRIVATE_TABLES: Record<string, string> = {
  password_reset_tokens: 'reset and invitation links are read by their token, never cached',
  refresh_sessions: 'sign-ins are read by the auth routes, never cached',
  rate_limits: 'sign-in counters are read by the auth routes, never cached',
  deploy_keys: 'deploy keys are read only with a token, which never reads the cache',
  remote_releases: REGISTRY,
  remote_states: REGISTRY,
  release_events: REGISTRY,
  image_files: IMAGES,
  image_file_parts: IMAGES,
  page_views: HEALTH,
  release_health_minutes: HEALTH,
  release_vital_buckets: HEALTH,
  rollout_watches: HEALTH,
  content_versions: 'the content history is read by signed-in users only, never through the read cache',
  messages: "visitors' messages are read only with a token, which never reads the cache",
  scheduled_changes:
    'scheduled publish and hide are read with a token; applying one writes the project, which notifies',
  drafts:
    'drafts are read with a token or a preview link, never cached; publishing one writes the item, which notifies',
};

/**
 * `heardEverything`: a marker notification (not a change: it drops no cache) that every listening instance
 * acknowledges on a channel of its own once it has handled every notification before it. The listening
 * connections carry a name of their own, so a writer can count them.
 */
const HEARD_MARKER = 'heard:';
const HEARD_CHANNEL = 'portfolio_data_heard';
const LISTENER_NAME = 'portfolio-api-listener';
/** How long a write's answer waits for its own marker at most: a lost listener must not hold writes up. */
const HEARD_TIMEOUT_MS = 1000;

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
  /**
   * Resolves once every instance listening on this database has handled every change committed before the call
   * (its read cache dropped): on PostgreSQL, once each has acknowledged a marker sent now (notifications arrive
   * in commit order); at most a second, so a frozen instance cannot hold writes up.
   */
  heardEverything(): Promise<void>;
  /**
   * Whether the database answers within `timeoutMs`. On PostgreSQL asked on the listening connection, which never
   * waits behind the pool's queue: an instance that is merely busy still says its database is up.
   */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Listens for committed writes on PostgreSQL (a dedicated connection) or PGlite (in process). */
export async function listenForDataChanges(target: DatabaseTarget, db: Database): Promise<DataChanges> {
  const client = (db as { $client?: unknown }).$client;
  if (target.kind === 'postgres') return listenOnPostgres(target.url, db);
  if (client instanceof PGlite) return listenOnPglite(client);
  throw new Error('listenForDataChanges: unknown database client');
}

class Feed extends EventEmitter<DataChangeEvents> implements DataChanges {
  listening = false;
  constructor(
    readonly close: () => Promise<void>,
    private readonly answers: () => Promise<unknown>,
    readonly heardEverything: () => Promise<void> = async () => undefined,
  ) {
    super();
  }

  async ping(timeoutMs: number) {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
    try {
      return await Promise.race([
        this.answers().then(
          () => true,
          () => false,
        ),
        timedOut,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}

async function listenOnPglite(client: PGlite): Promise<DataChanges> {
  const onNotification = (payload: string) => feed.emit('change', payload);
  const feed: Feed = new Feed(
    async () => {
      feed.listening = false;
      if (!client.closed) await client.unlisten(DATA_CHANGED_CHANNEL, onNotification);
    },
    () => client.query('select 1'),
  );
  await client.listen(DATA_CHANGED_CHANNEL, onNotification);
  feed.listening = true;
  return feed;
}

/**
 * A connection of its own outside the pool (LISTEN holds it for the process's lifetime). When it drops, the
 * feed says `lost` at once and keeps trying to listen again; once it does, it says `restored`.
 */
async function listenOnPostgres(url: string, db: Database): Promise<DataChanges> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Markers this process sent: how many instances acknowledged each, and how many listen (once known). */
  const awaiting = new Map<string, { acks: number; listeners?: number; resolve: () => void }>();
  const settle = (marker: string) => {
    const entry = awaiting.get(marker);
    if (entry?.listeners !== undefined && entry.acks >= entry.listeners) entry.resolve();
  };
  const acknowledged = (marker: string) => {
    const entry = awaiting.get(marker);
    if (!entry) return;
    entry.acks += 1;
    settle(marker);
  };
  const heardEverything = async () => {
    if (!feed.listening) return;
    const marker = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, HEARD_TIMEOUT_MS);
      awaiting.set(marker, { acks: 0, resolve });
    });
    try {
      // The marker, and how many instances listen (this one included), in one statement.
      const result = (await db.execute(
        sql`select pg_notify(${DATA_CHANGED_CHANNEL}, ${HEARD_MARKER + marker}),
            (select count(*) from pg_stat_activity
             where datname = current_database() and application_name = ${LISTENER_NAME}) as listeners`,
      )) as unknown as { rows: { listeners: string | number }[] };
      const entry = awaiting.get(marker);
      if (entry) entry.listeners = Number(result.rows[0]?.listeners ?? 0);
      settle(marker);
      await heard;
    } finally {
      clearTimeout(timer);
      awaiting.delete(marker);
    }
  };
  const feed = new Feed(
    async () => {
      closed = true;
      feed.listening = false;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
    () => (client ? client.query('select 1') : Promise.reject(new Error('not connected'))),
    heardEverything,
  );

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    next.on('notification', (message) => {
      const payload = message.payload ?? '';
      if (message.channel === HEARD_CHANNEL) return acknowledged(payload);
      if (message.channel !== DATA_CHANGED_CHANNEL) return;
      if (!payload.startsWith(HEARD_MARKER)) return feed.emit('change', payload);
      // Every notification before this marker has been handled (they arrive in order, each synchronously):
      // say so to whoever sent it.
      next
        .query('select pg_notify($1, $2)', [HEARD_CHANNEL, payload.slice(HEARD_MARKER.length)])
        .catch(() => undefined);
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
      await next.query(`LISTEN ${DATA_CHANGED_CHANNEL}; LISTEN ${HEARD_CHANNEL}`);
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

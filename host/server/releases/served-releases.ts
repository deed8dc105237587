import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import type { LiveState, ReleasePointer } from '@portfolio/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { ExposedAssets } from './release-manifest';
import type { RenderProcess } from './render-process';

/** A release ready to serve: where it is, and for a remote the host renders, its page's files and renderer. */
export interface PreparedRelease extends ReleasePointer {
  remote: RemoteName;
  page?: { assets: ExposedAssets; renderer: RenderProcess };
}

export type Preparer = (remote: RemoteName, pointer: ReleasePointer) => Promise<PreparedRelease>;

/** What a visitor's request says about the releases they should see. */
export interface Visitor {
  /** 0–99 per remote, from the visitor's rollout cookie; absent: not bucketed yet. */
  bucket?: (remote: RemoteName) => number;
  /** A release this browser previews, from its signed preview cookie. */
  preview?: Partial<Record<RemoteName, ReleasePointer>>;
}

/** A release that failed to prepare is not tried again for this long (the registry is read every second). */
const RETRY_AFTER_FAILURE_MS = 10_000;
/** A preview nobody has opened a page of for this long is stopped. */
const PREVIEW_IDLE_MS = 15 * 60_000;
/** A release no longer needed keeps running this long, so a render already started on it can finish. */
const RETIRE_GRACE_MS = 30_000;

interface Slot {
  live?: PreparedRelease;
  rollout?: { release: PreparedRelease; percent: number };
  previous?: ReleasePointer;
}

const keyOf = (remote: RemoteName, version: string) => `${remote}@${version}`;

/**
 * The releases this host server serves, per remote: the live one, a rollout to a share of visitors, previews,
 * and the previous one kept ready for a rollback. A release the registry names is prepared first (its files
 * read, its render process loaded) and switched to only once ready: until then the one before keeps serving, so
 * no request is ever answered without a remote. Releases nobody needs any more are stopped.
 */
export class ServedReleases {
  private readonly prepared = new Map<string, { release: Promise<PreparedRelease>; unusedSince?: number }>();
  private readonly failedAt = new Map<string, number>();
  private readonly previewUsedAt = new Map<string, number>();
  private readonly slots = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, {}])) as Record<
    RemoteName,
    Slot
  >;
  private readonly configured: Partial<Record<RemoteName, ReleasePointer>> = {};
  private applied = false;

  constructor(
    private readonly prepare: Preparer,
    private readonly retire: (release: PreparedRelease) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The release a remote's configured URL names: served while the registry has no live release for it. Loaded
   * now; one that cannot be is tried again by a later visit.
   */
  async useConfigured(remote: RemoteName, manifestUrl: string): Promise<void> {
    const pointer = { version: 'configured', manifestUrl };
    this.configured[remote] = pointer;
    await this.get(remote, pointer);
  }

  /** True once the registry's live releases were prepared (or tried) at least once. */
  get ready(): boolean {
    return this.applied;
  }

  /** Follows the registry: prepares what it names, switches to each release once ready, stops the rest. */
  async apply(state: LiveState): Promise<void> {
    await Promise.all(
      REMOTE_NAMES.map(async (remote) => {
        const wanted = state.remotes[remote];
        const slot = this.slots[remote];
        slot.previous = wanted?.previous ?? undefined;
        const [live, rollout] = await Promise.all([
          wanted?.live ? this.getOrKeep(remote, wanted.live, slot.live) : undefined,
          wanted?.rollout ? this.getOrKeep(remote, wanted.rollout, slot.rollout?.release) : undefined,
        ]);
        slot.live = live;
        slot.rollout =
          rollout && wanted?.rollout ? { release: rollout, percent: wanted.rollout.percent } : undefined;
        // Ready for a rollback, but nothing waits for it.
        if (wanted?.previous) this.get(remote, wanted.previous).catch(() => undefined);
      }),
    );
    this.applied = true;
    await this.sweep();
  }

  /** The release wanted, once prepared; while it is not (or cannot be), the one serving now keeps serving. */
  private async getOrKeep(remote: RemoteName, wanted: ReleasePointer, serving: PreparedRelease | undefined) {
    if (serving?.version === wanted.version && serving.manifestUrl === wanted.manifestUrl) return serving;
    try {
      return await this.get(remote, wanted);
    } catch (error) {
      this.log.error(
        { err: error, remote, version: wanted.version },
        'a release could not be prepared; the one before keeps serving',
      );
      return serving;
    }
  }

  /** Prepares a release once (concurrent callers share it); a failure is remembered for a while. */
  get(remote: RemoteName, pointer: ReleasePointer): Promise<PreparedRelease> {
    const key = keyOf(remote, pointer.version);
    const known = this.prepared.get(key);
    if (known) {
      known.unusedSince = undefined;
      return known.release;
    }
    const failed = this.failedAt.get(key);
    if (failed !== undefined && Date.now() - failed < RETRY_AFTER_FAILURE_MS)
      return Promise.reject(new Error(`${key} failed to load moments ago; it is tried again shortly`));
    const release = this.prepare(remote, pointer).then((prepared) => {
      // A renderer that stopped on its own (a crash) is prepared anew at the next read of the registry.
      void prepared.page?.renderer.stopped.then(() => {
        if (this.prepared.get(key)?.release === release) this.prepared.delete(key);
      });
      return prepared;
    });
    this.prepared.set(key, { release });
    release.catch(() => {
      this.failedAt.set(key, Date.now());
      if (this.prepared.get(key)?.release === release) this.prepared.delete(key);
    });
    return release;
  }

  /** Whether some remote is rolling out: only then do visitors need a rollout cookie. */
  get rollingOut(): boolean {
    return REMOTE_NAMES.some((remote) => this.slots[remote].rollout);
  }

  /** The release `visitor` sees of `remote`: their preview, else the rollout if their bucket is in it, else live. */
  async forVisitor(remote: RemoteName, visitor: Visitor): Promise<PreparedRelease | undefined> {
    const preview = visitor.preview?.[remote];
    if (preview) {
      try {
        const release = await this.get(remote, preview);
        this.previewUsedAt.set(keyOf(remote, preview.version), Date.now());
        return release;
      } catch (error) {
        this.log.warn(
          { err: error, remote, version: preview.version },
          'a previewed release could not be loaded',
        );
      }
    }
    const slot = this.slots[remote];
    if (slot.rollout && visitor.bucket && visitor.bucket(remote) < slot.rollout.percent)
      return slot.rollout.release;
    if (slot.live) return slot.live;
    const configured = this.configured[remote];
    return configured ? this.get(remote, configured).catch(() => undefined) : undefined;
  }

  /** Stops the releases that are no longer live, rolling out, previewed or the previous one. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    const kept = new Set<string>();
    for (const remote of REMOTE_NAMES) {
      const slot = this.slots[remote];
      for (const release of [slot.live, slot.rollout?.release, slot.previous, this.configured[remote]])
        if (release) kept.add(keyOf(remote, release.version));
    }
    for (const [key, usedAt] of this.previewUsedAt) {
      if (now - usedAt < PREVIEW_IDLE_MS) kept.add(key);
      else this.previewUsedAt.delete(key);
    }
    for (const [key, entry] of this.prepared) {
      if (kept.has(key)) {
        entry.unusedSince = undefined;
        continue;
      }
      entry.unusedSince ??= now;
      if (now - entry.unusedSince < RETIRE_GRACE_MS) continue;
      this.prepared.delete(key);
      const release = await entry.release.catch(() => undefined);
      if (release)
        await this.retire(release).catch((error: unknown) =>
          this.log.warn({ err: error, key }, 'could not stop a release'),
        );
    }
  }

  /** Every prepared release, for shutdown. */
  async retireAll(): Promise<void> {
    const all = [...this.prepared.values()];
    this.prepared.clear();
    await Promise.all(
      all.map(async (entry) => {
        const release = await entry.release.catch(() => undefined);
        if (release) await this.retire(release).catch(() => undefined);
      }),
    );
  }

  /** How many releases are prepared now (for tests and the health answer). */
  get preparedCount(): number {
    return this.prepared.size;
  }
}

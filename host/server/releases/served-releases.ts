import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import type { LiveState, ReleasePointer } from '@portfolio/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { ReleasePages } from '../ssr/server-pages';

/** A release ready to serve: where it is, and for a remote the host renders, its page's files and renderer. */
export interface PreparedRelease extends ReleasePointer {
  remote: RemoteName;
  /** Per page the host renders with this release (`HomePage`, `ProjectPage`, …): the files it needs. */
  page?: ReleasePages;
  /**
   * Why the server part could not be prepared: browsers can still load the release (its address is all they
   * need), the server renders nothing with it. Prepared again a while later.
   */
  degraded?: string;
}

/** Prepares a release; never rejects: what failed is said in `degraded`. */
export type Preparer = (remote: RemoteName, pointer: ReleasePointer) => Promise<PreparedRelease>;

/** What a visitor's request says about the releases they should see. */
export interface Visitor {
  /** 0–99 per remote, from the visitor's rollout cookie; absent: not bucketed yet. */
  bucket?: (remote: RemoteName) => number;
  /**
   * The version of a remote this browser previews, from its signed preview cookie: shown only while the registry
   * lists it as previewed, from the address the registry holds.
   */
  preview?: Partial<Record<RemoteName, string>>;
}

/** A release whose server part failed to prepare is not tried again for this long (the registry is read twice a second). */
const RETRY_AFTER_FAILURE_MS = 10_000;
/** A preview nobody has opened a page of for this long is stopped. */
const PREVIEW_IDLE_MS = 15 * 60_000;
/**
 * Previews of a remote kept running at once (each may be a render process of ~70 MiB): opening one more stops the
 * least recently opened one's, which starts again when its browser opens a page.
 */
const MAX_PREVIEWS = 3;
/** A release no longer needed keeps running this long, so a render already started on it can finish. */
const RETIRE_GRACE_MS = 30_000;

interface Slot {
  live?: PreparedRelease;
  rollout?: { release: PreparedRelease; percent: number };
  /**
   * Kept ready for a rollback: it was live. A candidate is not: its server code runs only once someone previews
   * or promotes it (its registration's check ran it in a process of its own, stopped since).
   */
  previous?: ReleasePointer;
  /** The releases the registry lists as previewed, by version. */
  previews: Map<string, ReleasePointer>;
}

const keyOf = (remote: RemoteName, version: string) => `${remote}@${version}`;

interface PreparedEntry {
  release: Promise<PreparedRelease>;
  /** Since when nothing needs it: it is stopped RETIRE_GRACE_MS later. */
  unusedSince?: number;
  /** When its server part failed to prepare. */
  degradedAt?: number;
}

/**
 * The releases this host server serves, per remote: the live one, a rollout to a share of visitors, previews (at
 * most MAX_PREVIEWS), and the previous one, kept ready for a rollback. A release the registry names is prepared
 * first (its files read, its render process loaded) and switched to only once ready: until then the one before
 * keeps serving, so no request is ever answered without a remote. Releases nobody needs any more are stopped.
 */
export class ServedReleases {
  private readonly prepared = new Map<string, PreparedEntry>();
  private readonly previewUsedAt = new Map<string, number>();
  private readonly slots = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, { previews: new Map() }]),
  ) as Record<RemoteName, Slot>;
  private readonly configured: Partial<Record<RemoteName, ReleasePointer>> = {};
  private applied = false;
  /** What visitors are served, said as text (see `changes`), and how often it changed. */
  private serving = '';
  private changeCount = 0;

  constructor(
    private readonly prepare: Preparer,
    private readonly retire: (release: PreparedRelease) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    /** Whether a release's address is on its remote's allowed origins: no other is ever served. */
    private readonly allowed: (remote: RemoteName, manifestUrl: string) => boolean = () => true,
  ) {}

  /** The pointer when its address is allowed, else nothing (said in the log: the registry holds a bad address). */
  private checked<T extends ReleasePointer>(
    remote: RemoteName,
    pointer: T | null | undefined,
  ): T | undefined {
    if (!pointer) return undefined;
    if (this.allowed(remote, pointer.manifestUrl)) return pointer;
    this.log.error(
      { remote, version: pointer.version, manifestUrl: pointer.manifestUrl },
      "a release's address is not on its remote's allowed origins; it is not served",
    );
    return undefined;
  }

  /**
   * The release a remote's configured URL names: served while the registry has no live release for it. Loaded
   * now; one that cannot be is tried again by a later visit.
   */
  async useConfigured(remote: RemoteName, manifestUrl: string): Promise<void> {
    const pointer = this.checked(remote, { version: 'configured', manifestUrl });
    if (!pointer) return;
    this.configured[remote] = pointer;
    this.noteChanges();
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
        const listed = state.remotes[remote];
        const slot = this.slots[remote];
        const wanted = {
          live: this.checked(remote, listed?.live),
          rollout: this.checked(remote, listed?.rollout),
        };
        slot.previous = this.checked(remote, listed?.previous);
        slot.previews = new Map(
          (listed?.previews ?? []).flatMap((preview) => {
            const pointer = this.checked(remote, preview);
            return pointer
              ? [[pointer.version, { version: pointer.version, manifestUrl: pointer.manifestUrl }]]
              : [];
          }),
        );
        const [live, rollout] = await Promise.all([
          // A live release named at an address not allowed changes nothing: the one serving keeps serving.
          wanted.live ? this.getOrKeep(remote, wanted.live, slot.live) : listed?.live ? slot.live : undefined,
          wanted.rollout ? this.getOrKeep(remote, wanted.rollout, slot.rollout?.release) : undefined,
        ]);
        slot.live = live;
        slot.rollout =
          rollout && wanted.rollout ? { release: rollout, percent: wanted.rollout.percent } : undefined;
        if (slot.previous) void this.get(remote, slot.previous);
      }),
    );
    this.applied = true;
    this.noteChanges();
    await this.sweep();
  }

  /**
   * Counts the changes to which releases visitors are served (live, rolling out, previewed, configured): a page
   * answered while the count is the same is still the page a visitor without release cookies gets. The registry
   * is read twice a second and handed on every time, so only a real change counts.
   */
  get changes(): number {
    return this.changeCount;
  }

  private noteChanges(): void {
    const pointer = (release: ReleasePointer | undefined) => `${release?.version} ${release?.manifestUrl}`;
    const serving = REMOTE_NAMES.map((remote) => {
      const slot = this.slots[remote];
      return [
        pointer(slot.live),
        pointer(slot.rollout?.release),
        slot.rollout?.percent,
        [...slot.previews.keys()].join(' '),
        pointer(this.configured[remote]),
      ].join('|');
    }).join('\n');
    if (serving === this.serving) return;
    this.serving = serving;
    this.changeCount += 1;
  }

  /**
   * The release wanted, once prepared. While it is not, or when its server part failed and a release that is
   * whole is serving, the one serving now keeps serving.
   */
  private async getOrKeep(remote: RemoteName, wanted: ReleasePointer, serving: PreparedRelease | undefined) {
    if (
      serving?.version === wanted.version &&
      serving.manifestUrl === wanted.manifestUrl &&
      !serving.degraded
    )
      return serving;
    const release = await this.get(remote, wanted);
    if (release.degraded && serving && !serving.degraded) {
      this.log.error(
        { remote, version: wanted.version, reason: release.degraded },
        'a release could not be prepared; the one before keeps serving',
      );
      return serving;
    }
    return release;
  }

  /**
   * Prepares a release once (concurrent callers share it). One whose server part failed is prepared again once
   * RETRY_AFTER_FAILURE_MS have passed; one whose renderer stopped on its own (a crash), at the next call.
   */
  get(remote: RemoteName, pointer: ReleasePointer): Promise<PreparedRelease> {
    const key = keyOf(remote, pointer.version);
    const known = this.prepared.get(key);
    if (known && !(known.degradedAt && Date.now() - known.degradedAt > RETRY_AFTER_FAILURE_MS)) {
      known.unusedSince = undefined;
      return known.release;
    }
    const release = this.prepare(remote, pointer);
    const entry: PreparedEntry = { release };
    this.prepared.set(key, entry);
    void release.then((prepared) => {
      if (prepared.degraded) entry.degradedAt = Date.now();
      void prepared.page?.renderer.stopped.then(() => {
        if (this.prepared.get(key) === entry) this.prepared.delete(key);
      });
    });
    return release;
  }

  /**
   * A release someone previews, prepared now if it is not (its preview link was just made, or a browser opened
   * a page with it), and kept while previews are opened, within MAX_PREVIEWS.
   */
  private preview(remote: RemoteName, pointer: ReleasePointer): Promise<PreparedRelease> {
    const key = keyOf(remote, pointer.version);
    // Last in the map: the most recently opened.
    this.previewUsedAt.delete(key);
    this.previewUsedAt.set(key, Date.now());
    const release = this.get(remote, pointer);
    this.stopPreviewsBeyondLimit(remote);
    return release;
  }

  /** Whether some remote is rolling out: only then do visitors need a rollout cookie. */
  get rollingOut(): boolean {
    return REMOTE_NAMES.some((remote) => this.slots[remote].rollout);
  }

  /**
   * The release `visitor` sees of `remote`: their preview while the registry lists it, else the rollout if their
   * bucket is in it, else live.
   */
  async forVisitor(remote: RemoteName, visitor: Visitor): Promise<PreparedRelease | undefined> {
    const slot = this.slots[remote];
    const preview = visitor.preview?.[remote] && slot.previews.get(visitor.preview[remote]);
    if (preview) return this.preview(remote, preview);
    if (slot.rollout && visitor.bucket && visitor.bucket(remote) < slot.rollout.percent)
      return slot.rollout.release;
    if (slot.live) return slot.live;
    const configured = this.configured[remote];
    return configured ? this.get(remote, configured) : undefined;
  }

  /** Whether the registry lists some release of some remote as previewed now. */
  get previewing(): boolean {
    return REMOTE_NAMES.some((remote) => this.slots[remote].previews.size > 0);
  }

  /** Whether the registry lists `version` of `remote` as previewed now. */
  previewable(remote: RemoteName, version: string): boolean {
    return this.slots[remote].previews.has(version);
  }

  /** The releases that serve whoever is not previewing: live, rolling out, the previous one, the configured one. */
  private servingKeys(): Set<string> {
    const kept = new Set<string>();
    for (const remote of REMOTE_NAMES) {
      const slot = this.slots[remote];
      // The configured release stands in only while the registry has no live one.
      const configured = slot.live ? undefined : this.configured[remote];
      for (const release of [slot.live, slot.rollout?.release, slot.previous, configured])
        if (release) kept.add(keyOf(remote, release.version));
    }
    return kept;
  }

  /** Stops the least recently opened previews of `remote` beyond MAX_PREVIEWS, now: the limit is the point. */
  private stopPreviewsBeyondLimit(remote: RemoteName): void {
    const serving = this.servingKeys();
    const previews = [...this.previewUsedAt.keys()].filter(
      (key) => key.startsWith(`${remote}@`) && !serving.has(key),
    );
    for (const key of previews.slice(0, Math.max(0, previews.length - MAX_PREVIEWS))) {
      this.previewUsedAt.delete(key);
      const entry = this.prepared.get(key);
      this.prepared.delete(key);
      void entry?.release
        .then((release) => this.retire(release))
        .catch((error: unknown) => this.log.warn({ err: error, key }, 'could not stop a preview'));
    }
  }

  /** Stops the releases that are no longer live, rolling out, previewed or the previous one. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    const kept = this.servingKeys();
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
      await this.retire(await entry.release).catch((error: unknown) =>
        this.log.warn({ err: error, key }, 'could not stop a release'),
      );
    }
  }

  /** Every prepared release, for shutdown. */
  async retireAll(): Promise<void> {
    const all = [...this.prepared.values()];
    this.prepared.clear();
    await Promise.all(all.map(async (entry) => this.retire(await entry.release).catch(() => undefined)));
  }

  /** How many releases are prepared now (for tests and the health answer). */
  get preparedCount(): number {
    return this.prepared.size;
  }
}

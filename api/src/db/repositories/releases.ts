import {
  DOWNLOAD_GROWTH_FLAGGED,
  type DownloadChange,
  type LiveState,
  type Release,
  type ReleaseAction,
  type ReleaseActor,
  type ReleaseBuild,
  type ReleaseCheck,
  type ReleaseEvent,
  type RemoteReleases,
} from '@portfolio/shared/schemas';
import type { RemoteName } from '@portfolio/shared/remotes';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { conflict, HttpProblem, notFound, unprocessable } from '../../problems';
import type { Database, Executor } from '../connection';
import { releaseEvents, remoteReleases, remoteStates } from '../schema';
import { assertPromotionAllowed, ruleOf } from './release-rules';

/** How much of the past `GET /releases/{remote}` shows. */
const LISTED_RELEASES = 50;
const LISTED_EVENTS = 100;

type ReleaseRow = typeof remoteReleases.$inferSelect;
type StateRow = typeof remoteStates.$inferSelect;
type EventRow = typeof releaseEvents.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** How `bytes` compares with the live release's `liveBytes`; null when either is unknown. */
export function downloadChange(bytes: number | null, liveBytes: number | null): DownloadChange | null {
  if (bytes === null || liveBytes === null || liveBytes === 0) return null;
  const share = (bytes - liveBytes) / liveBytes;
  return { bytes: bytes - liveBytes, share, flagged: share > DOWNLOAD_GROWTH_FLAGGED };
}

/** A stored release; its download compared with the live release's (none for the live release itself). */
const toRelease = (row: ReleaseRow, live?: ReleaseRow): Release => ({
  version: row.version,
  manifestUrl: row.manifestUrl,
  buildVersion: row.buildVersion,
  commit: row.commit,
  builtAt: iso(row.builtAt),
  notes: row.notes,
  downloadBytes: row.downloadBytes,
  shared: row.sharedVersions as Record<string, string> | null,
  downloadChange:
    live && live.version !== row.version ? downloadChange(row.downloadBytes, live.downloadBytes) : null,
  registeredAt: row.registeredAt.toISOString(),
  registeredBy: row.registeredBy as ReleaseActor,
  checks: row.checks as ReleaseCheck[],
  previewUntil: iso(row.previewUntil),
});

const toEvent = (row: EventRow): ReleaseEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action as ReleaseAction,
  by: row.actor as ReleaseActor,
  from: row.fromVersion,
  to: row.toVersion,
  percent: row.percent,
  ok: row.ok,
  checks: row.checks as ReleaseCheck[],
  message: row.message,
});

export const failedChecks = (checks: ReleaseCheck[]) => checks.filter((check) => !check.ok);

/** "manifest: … ; render: …": the failed checks in one line, for the history and the problem's detail. */
const failureSummary = (checks: ReleaseCheck[]) =>
  failedChecks(checks)
    .map((check) => `${check.name}: ${check.message}`)
    .join('; ');

export async function stateRow(db: Executor, remote: RemoteName): Promise<StateRow | undefined> {
  const [row] = await db.select().from(remoteStates).where(eq(remoteStates.remote, remote));
  return row;
}

export async function findRelease(db: Executor, remote: RemoteName, version: string) {
  const [row] = await db
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
  return row;
}

export interface EventInput {
  action: ReleaseAction;
  actor: ReleaseActor;
  from?: string | null;
  to?: string | null;
  percent?: number | null;
  checks: ReleaseCheck[];
  message?: string | null;
}

export async function recordEvent(db: Executor, remote: RemoteName, event: EventInput) {
  await db.insert(releaseEvents).values({
    remote,
    action: event.action,
    actor: event.actor,
    fromVersion: event.from ?? null,
    toVersion: event.to ?? null,
    percent: event.percent ?? null,
    ok: failedChecks(event.checks).length === 0,
    checks: event.checks,
    message: event.message ?? null,
  });
}

/**
 * A refusal leaves nothing changed but the history, which keeps why; the caller gets 422 with the checks. Thrown
 * inside a transaction it would roll its own record back: call it on the database, after the transaction.
 */
async function refuse(db: Database, remote: RemoteName, event: Omit<EventInput, 'action'>): Promise<never> {
  const message = failureSummary(event.checks);
  await recordEvent(db, remote, { ...event, action: 'refuse', message });
  throw unprocessable(`${remote} ${event.to} was refused: ${message}`, { checks: event.checks });
}

/** Thrown inside a transaction to leave it (rolled back) and be refused outside it. */
export class Refusal {
  constructor(readonly event: Omit<EventInput, 'action'>) {}
}

/** Runs `work` in a transaction; a `Refusal` thrown in it is recorded once the transaction is rolled back. */
export async function refusable<T>(
  db: Database,
  remote: RemoteName,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refusal) return refuse(db, remote, error.event);
    throw error;
  }
}

export async function getRemoteReleases(db: Executor, remote: RemoteName): Promise<RemoteReleases> {
  const [state, releases, events] = await Promise.all([
    stateRow(db, remote),
    db
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(desc(remoteReleases.registeredAt), desc(remoteReleases.version))
      .limit(LISTED_RELEASES),
    db
      .select()
      .from(releaseEvents)
      .where(eq(releaseEvents.remote, remote))
      .orderBy(desc(releaseEvents.id))
      .limit(LISTED_EVENTS),
  ]);
  const rowOf = async (version: string) =>
    releases.find((release) => release.version === version) ?? (await findRelease(db, remote, version));
  const urlOf = async (version: string) => (await rowOf(version))?.manifestUrl ?? '';
  const live = state?.liveVersion ? await rowOf(state.liveVersion) : undefined;
  return {
    remote,
    live:
      state?.liveVersion && state.liveSince
        ? {
            version: state.liveVersion,
            manifestUrl: await urlOf(state.liveVersion),
            since: state.liveSince.toISOString(),
            by: state.liveBy as ReleaseActor,
          }
        : null,
    previous: state?.previousVersion ?? null,
    rollout:
      state?.rolloutVersion && state.rolloutPercent && state.rolloutSince
        ? {
            version: state.rolloutVersion,
            manifestUrl: await urlOf(state.rolloutVersion),
            percent: state.rolloutPercent,
            since: state.rolloutSince.toISOString(),
            by: state.rolloutBy as ReleaseActor,
          }
        : null,
    rule: ruleOf(state),
    releases: releases.map((row) => toRelease(row, live)),
    history: events.map(toEvent),
  };
}

export interface CheckedRegistration {
  version: string;
  manifestUrl: string;
  build: ReleaseBuild;
  checks: ReleaseCheck[];
}

/**
 * Stores a release that passed every check. A version names one set of files forever: the same version with
 * another URL is a conflict; the same one again is checked anew and keeps its place.
 */
export async function registerRelease(
  db: Database,
  remote: RemoteName,
  input: CheckedRegistration,
  actor: ReleaseActor,
): Promise<{ release: Release; created: boolean }> {
  const existing = await findRelease(db, remote, input.version);
  if (existing && existing.manifestUrl !== input.manifestUrl)
    throw conflict(
      `${remote} ${input.version} is already registered with ${existing.manifestUrl}: a release never changes, so give this build a version of its own.`,
    );
  if (existing && failedChecks(input.checks).length > 0)
    // Its checks say what it is now, refused or not: the admin shows them beside it.
    await db
      .update(remoteReleases)
      .set({ checks: input.checks })
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, input.version)));
  return refusable(db, remote, async (tx) => {
    if (failedChecks(input.checks).length > 0)
      throw new Refusal({ actor, to: input.version, checks: input.checks });
    const build = {
      buildVersion: input.build.buildVersion,
      commit: input.build.commit,
      builtAt: input.build.builtAt ? new Date(input.build.builtAt) : null,
      notes: input.build.notes,
      downloadBytes: input.build.downloadBytes,
      sharedVersions: input.build.shared,
    };
    const [row] = existing
      ? await tx
          .update(remoteReleases)
          .set({ checks: input.checks })
          .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, input.version)))
          .returning()
      : await tx
          .insert(remoteReleases)
          .values({
            remote,
            version: input.version,
            manifestUrl: input.manifestUrl,
            ...build,
            checks: input.checks,
            registeredBy: actor,
          })
          .onConflictDoNothing()
          .returning();
    if (!row) throw conflict(`${remote} ${input.version} was registered meanwhile. Try again.`);
    await recordEvent(tx, remote, {
      action: 'register',
      actor,
      to: input.version,
      checks: input.checks,
      message: existing ? 'registered again: checked anew' : null,
    });
    const liveVersion = (await stateRow(tx, remote))?.liveVersion;
    const live = liveVersion ? await findRelease(tx, remote, liveVersion) : undefined;
    return { release: toRelease(row!, live), created: !existing };
  });
}

export interface CheckedPromotion {
  version: string;
  expectedLive: string | null;
  percent: number;
  checks: ReleaseCheck[];
}

/**
 * Makes a release live for `percent` of visitors: 100 promotes it (or rolls back to it, when it is older than
 * the live one), 1–99 rolls it out to that share, 0 stops its rollout. Compare-and-set on the live release: a
 * caller whose `expectedLive` is stale gets 409 and nothing changes, whoever else is switching at that moment.
 */
export async function changeLive(
  db: Database,
  remote: RemoteName,
  input: CheckedPromotion,
  actor: ReleaseActor,
): Promise<void> {
  await refusable(db, remote, async (tx) => {
    const target = await findRelease(tx, remote, input.version);
    if (!target) throw notFound(`Release ${input.version} of ${remote}`);
    await tx.insert(remoteStates).values({ remote }).onConflictDoNothing();
    const state = (await stateRow(tx, remote))!;
    const live = state.liveVersion;
    if (live !== input.expectedLive)
      throw conflict(
        `${remote}'s live release is ${live ?? 'none'}, not ${input.expectedLive ?? 'none'}: someone switched it meanwhile. Reload and try again.`,
      );
    if (failedChecks(input.checks).length > 0)
      throw new Refusal({
        actor,
        from: live,
        to: input.version,
        percent: input.percent,
        checks: input.checks,
      });
    const now = new Date();
    // Held by the compare-and-set: a concurrent switch that read the same live release matches no row here.
    const unchangedLive = sql`${remoteStates.liveVersion} is not distinct from ${live}`;
    const where = and(eq(remoteStates.remote, remote), unchangedLive);
    let action: ReleaseAction;
    let changes: Partial<typeof remoteStates.$inferInsert>;
    if (input.percent === 100) {
      if (input.version === live) throw new HttpProblem(400, `${input.version} is live already.`);
      const liveRow = live ? await findRelease(tx, remote, live) : undefined;
      action = liveRow && target.registeredAt < liveRow.registeredAt ? 'rollback' : 'promote';
      if (action === 'promote') assertPromotionAllowed(remote, state, input.version, now);
      changes = {
        liveVersion: input.version,
        liveSince: now,
        liveBy: actor,
        previousVersion: live,
        ...noRollout,
      };
    } else if (input.percent > 0) {
      if (input.version === live)
        throw new HttpProblem(
          400,
          `${input.version} is live already: a rollout is for a release that is not.`,
        );
      action = 'rollout';
      changes = {
        rolloutVersion: input.version,
        rolloutPercent: input.percent,
        rolloutSince: now,
        rolloutBy: actor,
      };
    } else {
      if (state.rolloutVersion !== input.version)
        throw conflict(
          `${input.version} is not rolling out${state.rolloutVersion ? ` (${state.rolloutVersion} is)` : ''}.`,
        );
      action = 'rollout';
      changes = noRollout;
    }
    const updated = await tx
      .update(remoteStates)
      .set(changes)
      .where(where)
      .returning({ remote: remoteStates.remote });
    if (updated.length === 0)
      throw conflict(`${remote}'s live release changed meanwhile. Reload and try again.`);
    await recordEvent(tx, remote, {
      action,
      actor,
      from: live,
      to: input.version,
      percent: input.percent,
      checks: input.checks,
    });
  });
}

export const noRollout = { rolloutVersion: null, rolloutPercent: null, rolloutSince: null, rolloutBy: null };

export interface CheckedPreview {
  version: string;
  checks: ReleaseCheck[];
  until: Date;
}

/** A preview link was made (its release checked again): recorded, and the release's files kept till it expires. */
export async function recordPreview(
  db: Database,
  remote: RemoteName,
  input: CheckedPreview,
  actor: ReleaseActor,
): Promise<void> {
  await refusable(db, remote, async (tx) => {
    const target = await findRelease(tx, remote, input.version);
    if (!target) throw notFound(`Release ${input.version} of ${remote}`);
    if (failedChecks(input.checks).length > 0)
      throw new Refusal({ actor, to: input.version, checks: input.checks });
    await tx
      .update(remoteReleases)
      .set({ previewUntil: sql`greatest(${remoteReleases.previewUntil}, ${input.until})` })
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, input.version)));
    await recordEvent(tx, remote, { action: 'preview', actor, to: input.version, checks: input.checks });
  });
}

/**
 * What every host server serves now, per remote: the live release, the previous one, any rollout, the
 * candidate (the newest release registered after the live one), and the releases being previewed.
 */
export async function getLiveState(db: Executor): Promise<LiveState> {
  const states = await db.select().from(remoteStates);
  const remotes: LiveState['remotes'] = {};
  for (const state of states) {
    const remote = state.remote as RemoteName;
    const pointer = async (version: string | null) => {
      const row = version ? await findRelease(db, remote, version) : undefined;
      return row ? { version: row.version, manifestUrl: row.manifestUrl } : null;
    };
    const [newest] = await db
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .orderBy(desc(remoteReleases.registeredAt), desc(remoteReleases.version))
      .limit(1);
    const live = state.liveVersion ? await findRelease(db, remote, state.liveVersion) : undefined;
    const rollout = await pointer(state.rolloutVersion);
    const isCandidate =
      newest && newest.version !== state.rolloutVersion && (!live || newest.registeredAt > live.registeredAt);
    const previewed = await db
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), gt(remoteReleases.previewUntil, sql`now()`)))
      .orderBy(remoteReleases.version);
    remotes[remote] = {
      live: live ? { version: live.version, manifestUrl: live.manifestUrl } : null,
      previous: await pointer(state.previousVersion),
      rollout: rollout && state.rolloutPercent ? { ...rollout, percent: state.rolloutPercent } : null,
      candidate: isCandidate ? { version: newest.version, manifestUrl: newest.manifestUrl } : null,
      previews: previewed.map((row) => ({
        version: row.version,
        manifestUrl: row.manifestUrl,
        until: row.previewUntil!.toISOString(),
      })),
    };
  }
  return { remotes };
}

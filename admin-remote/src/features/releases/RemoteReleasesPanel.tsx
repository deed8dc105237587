import type { RemoteName } from '@portfolio/shared/remotes';
import type { Release, RemoteReleases } from '@portfolio/shared/schemas';
import { useQuery } from '@portfolio/shared/query';
import { ExternalLink } from '@portfolio/ui/ExternalLink';
import { Spinner } from '@portfolio/ui/Spinner';
import {
  inputClass,
  linkClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '@portfolio/ui/styles/controls';
import { useId, useState } from 'react';
import { ReleaseChecks } from './ReleaseChecks';
import { ReleaseFacts } from './ReleaseFacts';
import { PromotionRuleForm } from './PromotionRuleForm';
import { ReleaseHealthPanel } from './ReleaseHealthPanel';
import { RefusedReleases } from './RefusedReleases';
import { ReleaseHistory } from './ReleaseHistory';
import { remoteReleasesQuery } from './releases-api';
import { formatWhen, PROMOTION_SHARES, REMOTE_LABELS } from './release-words';
import { useReleaseActions } from './use-release-actions';

/** How many releases are listed before "Show all". */
const SHOWN_RELEASES = 5;
const HISTORY_SHOWN = 10;

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** One remote's releases: what is live, a rollout, the releases to preview, promote or roll back to, the history. */
export function RemoteReleasesPanel({ remote }: { remote: RemoteName }) {
  const query = useQuery(remoteReleasesQuery(remote));
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {REMOTE_LABELS[remote]}
        </h2>
        <code className="text-sm text-slate-600 dark:text-slate-400">{remote}</code>
      </div>
      {query.isPending ? (
        <Spinner
          label={`Loading the releases of the ${REMOTE_LABELS[remote].toLowerCase()}`}
          className="size-6"
        />
      ) : query.isError ? (
        <div role="alert" className="space-y-2 text-sm">
          <p>The releases could not be loaded: {query.error.message}</p>
          <button type="button" className={secondaryButtonClass} onClick={() => void query.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <RemoteReleasesBody remote={remote} state={query.data} />
      )}
    </section>
  );
}

function RemoteReleasesBody({ remote, state }: { remote: RemoteName; state: RemoteReleases }) {
  const actions = useReleaseActions(remote, state);
  const [showAll, setShowAll] = useState(false);
  const live = state.releases.find((release) => release.version === state.live?.version);
  const listed = showAll ? state.releases : state.releases.slice(0, SHOWN_RELEASES);
  return (
    <>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Live</dt>
        <dd className="min-w-0 break-words">
          {state.live ? (
            <>
              <span className="font-mono">{state.live.version}</span>
              {live?.commit && <> · commit {live.commit}</>}
              {live?.builtAt && <> · built {formatWhen(live.builtAt)}</>}
              <span className="block text-slate-600 dark:text-slate-400">
                since {formatWhen(state.live.since)}, by {state.live.by.name}
              </span>
            </>
          ) : (
            'Nothing yet: the host servers use their configured address.'
          )}
        </dd>
        {state.rollout && (
          <>
            <dt className="font-medium">Rollout</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span>
                <span className="font-mono">{state.rollout.version}</span> for {state.rollout.percent} % of
                visitors
              </span>
              <button
                type="button"
                className={primaryButtonClass}
                disabled={actions.busy}
                onClick={() => actions.change({ version: state.rollout!.version, percent: 100 })}
              >
                Promote to everyone
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={actions.busy}
                onClick={() => actions.change({ version: state.rollout!.version, percent: 0 })}
              >
                Stop rollout
              </button>
            </dd>
          </>
        )}
        {state.previous && (
          <>
            <dt className="font-medium">Previous</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-mono">{state.previous}</span>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={actions.busy}
                onClick={actions.rollback}
              >
                {state.rollout
                  ? `Roll back: stop the rollout of ${state.rollout.version}`
                  : `Roll back to ${state.previous}`}
              </button>
            </dd>
          </>
        )}
      </dl>

      {actions.preview && (
        <p
          role="status"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          A preview link for <span className="font-mono">{actions.preview.version}</span> is ready until{' '}
          {formatWhen(actions.preview.expiresAt)}: it shows that release in the browser that opens it only.{' '}
          <ExternalLink href={actions.preview.url} label="Open the preview" className={linkClass}>
            Open the preview
          </ExternalLink>
        </p>
      )}

      <ReleaseHealthPanel remote={remote} />

      <div className="space-y-2">
        <h3 className="font-semibold">Releases</h3>
        {state.releases.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            None registered yet: publish one with{' '}
            <code>pnpm release {remote === 'publicRemote' ? 'public' : 'admin'} publish</code>.
          </p>
        ) : (
          <ul className="space-y-3">
            {listed.map((release) => (
              <ReleaseItem key={release.version} release={release} state={state} actions={actions} />
            ))}
          </ul>
        )}
        {state.releases.length > SHOWN_RELEASES && (
          <button type="button" className={secondaryButtonClass} onClick={() => setShowAll((all) => !all)}>
            {showAll ? 'Show fewer' : `Show all ${state.releases.length} releases`}
          </button>
        )}
      </div>

      <RefusedReleases state={state} />

      <PromotionRuleForm remote={remote} state={state} />

      <details>
        <summary className="cursor-pointer font-semibold">History ({state.history.length})</summary>
        <ReleaseHistory history={state.history.slice(0, showAll ? undefined : HISTORY_SHOWN)} />
      </details>
    </>
  );
}

function ReleaseItem({
  release,
  state,
  actions,
}: {
  release: Release;
  state: RemoteReleases;
  actions: ReturnType<typeof useReleaseActions>;
}) {
  const [share, setShare] = useState<number>(100);
  const shareId = useId();
  const isLive = release.version === state.live?.version;
  const isRollout = release.version === state.rollout?.version;
  const passed = release.checks.every((check) => check.ok);
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-medium break-all">{release.version}</span>
        {isLive && (
          <span
            className={`${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100`}
          >
            Live
          </span>
        )}
        {isRollout && (
          <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100`}>
            Rolling out · {state.rollout!.percent} %
          </span>
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {release.commit
          ? `Commit ${release.commit}, built ${formatWhen(release.builtAt)}`
          : 'Built outside this repository'}{' '}
        · registered {formatWhen(release.registeredAt)} by {release.registeredBy.name}
      </p>
      <ReleaseFacts release={release} />
      <ReleaseChecks checks={release.checks} />
      {!isLive && (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={actions.busy || !passed}
            onClick={() => actions.makePreview(release.version)}
          >
            Preview
          </button>
          <label htmlFor={shareId} className="sr-only">
            Share of visitors for {release.version}
          </label>
          <div className="w-44">
            <select
              id={shareId}
              value={share}
              onChange={(event) => setShare(Number(event.target.value))}
              className={inputClass}
            >
              {PROMOTION_SHARES.map((percent) => (
                <option key={percent} value={percent}>
                  {percent === 100 ? 'Every visitor' : `${percent} % of visitors`}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={actions.busy || !passed}
            onClick={() => actions.change({ version: release.version, percent: share })}
          >
            Promote {release.version}
          </button>
        </div>
      )}
    </li>
  );
}

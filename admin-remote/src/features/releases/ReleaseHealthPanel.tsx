import type { RemoteName } from '@portfolio/shared/remotes';
import type { HealthSide, ReleaseHealth, RolloutHealth } from '@portfolio/shared/schemas';
import { useQuery } from '@portfolio/shared/query';
import { HealthChart } from './HealthChart';
import { remoteHealthQuery } from './releases-api';

const share = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
const vital = (value: { p75: number | null; samples: number }, unit = ' ms') =>
  value.p75 === null
    ? '–'
    : `${value.p75 < 10 ? value.p75.toFixed(3) : Math.round(value.p75)}${unit} (${value.samples})`;
const side = (version: string, figures: HealthSide) =>
  `${version}: ${figures.views} views, ${share(figures.errorRate)} with an error`;

const DECISION_WORDS: Record<RolloutHealth['decision'], string> = {
  collecting: 'Collecting page views',
  healthy: 'Healthy so far',
  aborted: 'Stopped: worse than the live release',
};

/** The rollout beside the live release over the same time, and what the watch decided. */
function RolloutVerdict({ rollout }: { rollout: RolloutHealth }) {
  const tone =
    rollout.decision === 'aborted'
      ? 'bg-red-50 text-red-950 dark:bg-red-950/40 dark:text-red-100'
      : 'bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100';
  return (
    <div
      role="group"
      aria-label={`Rollout of ${rollout.candidate}`}
      className={`space-y-1 rounded-md p-3 text-sm ${tone}`}
    >
      <p className="font-semibold">
        Rollout of <span className="font-mono">{rollout.candidate}</span>: {DECISION_WORDS[rollout.decision]}
      </p>
      <p>
        {side(rollout.candidate, rollout.candidateSide)} · {side(rollout.live ?? 'live', rollout.liveSide)}
        {rollout.decision === 'collecting' && <> · {rollout.minViews} views each before a decision</>}
      </p>
      {rollout.reason && <p className="break-words">{rollout.reason}</p>}
      {rollout.warnings.map((warning) => (
        <p key={warning} className="text-amber-800 dark:text-amber-300">
          ⚠ {warning}
        </p>
      ))}
    </div>
  );
}

function ReleaseHealthRow({ release }: { release: ReleaseHealth }) {
  return (
    <li className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium break-all">
          Release <span className="font-mono">{release.version}</span>
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          {release.views} views · {share(release.errorRate)} with an error · {release.chunkErrorViews} chunk ·{' '}
          {release.hydrationErrorViews} hydration
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          p75 LCP {vital(release.vitals.LCP)} · INP {vital(release.vitals.INP)} · CLS{' '}
          {vital(release.vitals.CLS, '')}
        </p>
      </div>
      <HealthChart series={release.series} />
    </li>
  );
}

/** What visitors' browsers reported about each release of the remote in the last hour. */
export function ReleaseHealthPanel({ remote }: { remote: RemoteName }) {
  const query = useQuery(remoteHealthQuery(remote));
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Health in visitors' browsers (last hour)</h3>
      {query.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm">
          Health could not be loaded: {query.error.message}
        </p>
      ) : (
        <>
          {query.data.rollout && <RolloutVerdict rollout={query.data.rollout} />}
          {query.data.releases.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No page views reported yet.</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {query.data.releases.map((release) => (
                <ReleaseHealthRow key={release.version} release={release} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

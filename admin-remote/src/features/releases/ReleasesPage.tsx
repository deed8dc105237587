import { REMOTE_NAMES } from '@portfolio/shared/remotes';
import { DeployKeysPanel } from './DeployKeysPanel';
import { RemoteReleasesPanel } from './RemoteReleasesPanel';

/**
 * `/admin/releases`: each remote's live release, rollout, candidates with their checks and history, with
 * Preview, Promote and Rollback; and the deploy keys CI ships with.
 */
export function ReleasesPage() {
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Each remote ships as a release of its own. A release is checked before anyone sees it, can be
        previewed in your browser only, rolled out to a share of visitors, promoted and rolled back; every
        change is kept below.
      </p>
      {REMOTE_NAMES.map((remote) => (
        <RemoteReleasesPanel key={remote} remote={remote} />
      ))}
      <DeployKeysPanel />
    </div>
  );
}

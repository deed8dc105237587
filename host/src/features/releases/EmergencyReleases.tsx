import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import { useMutation, useQuery, useQueryClient } from '@portfolio/shared/query';
import type { RemoteReleases } from '@portfolio/shared/schemas';
import { confirmAtom, notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { dangerButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useState } from 'react';
import { remoteReleasesQuery, rollBack, stopRollout } from './emergency-releases-api';

const REMOTE_LABELS: Record<RemoteName, string> = {
  publicRemote: 'Public site',
  adminRemote: 'Admin area',
};

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The host's own releases view, shown under the admin area's fallback when the admin remote fails to load: what
 * is live, rolling out and previous for each remote, with Roll back and Stop the rollout. It is the host's code, so
 * a broken admin release cannot take away the screen that rolls it back.
 */
export default function EmergencyReleases() {
  return (
    <section
      aria-labelledby="emergency-releases"
      className="mx-auto mb-10 w-[90vw] max-w-3xl rounded-lg border border-slate-300 bg-white p-6 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="emergency-releases" className="text-lg font-semibold">
        Releases
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        If a new release broke the admin area, roll it back here.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {REMOTE_NAMES.map((remote) => (
          <RemoteReleasesCard key={remote} remote={remote} />
        ))}
      </div>
    </section>
  );
}

function RemoteReleasesCard({ remote }: { remote: RemoteName }) {
  const label = REMOTE_LABELS[remote];
  const query = useQuery(remoteReleasesQuery(remote));
  const queryClient = useQueryClient();
  const confirm = useSetAtom(confirmAtom);
  const notify = useSetAtom(notifyAtom);
  // A rolled-back admin area loads on the next page load: this page holds the broken release's address.
  const [reloadAdmin, setReloadAdmin] = useState(false);
  const settle = {
    onError: (error: Error) => notify({ text: error.message, type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: remoteReleasesQuery(remote).queryKey }),
  };
  const rollback = useMutation({
    mutationFn: (state: RemoteReleases) => rollBack(remote, state.live?.version ?? null),
    onSuccess: (result) => {
      queryClient.setQueryData(remoteReleasesQuery(remote).queryKey, result);
      notify({ text: result.message, type: 'success' });
      if (remote === 'adminRemote') setReloadAdmin(true);
    },
    ...settle,
  });
  const stop = useMutation({
    mutationFn: (state: RemoteReleases) =>
      stopRollout(remote, state.rollout!.version, state.live?.version ?? null),
    onSuccess: (next, state) => {
      queryClient.setQueryData(remoteReleasesQuery(remote).queryKey, next);
      notify({ text: `The rollout of ${state.rollout!.version} was stopped.`, type: 'success' });
    },
    ...settle,
  });

  const state = query.data;
  const busy = rollback.isPending || stop.isPending;
  return (
    <article aria-label={label} className="rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <h3 className="font-semibold">{label}</h3>
      {query.isPending && <p className="mt-2 text-sm">Loading…</p>}
      {query.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {query.error.message}
        </p>
      )}
      {state && (
        <>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">Live</dt>
            <dd className="break-all">
              {state.live ? `${state.live.version} since ${when.format(new Date(state.live.since))}` : 'None'}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Rolling out</dt>
            <dd className="break-all">
              {state.rollout ? `${state.rollout.version} to ${state.rollout.percent} %` : 'None'}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Previous</dt>
            <dd className="break-all">{state.previous ?? 'None'}</dd>
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            {state.rollout && (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy}
                onClick={() =>
                  confirm({
                    text: `Stop the rollout of ${state.rollout!.version} of the ${label.toLowerCase()}?`,
                    onConfirm: () => stop.mutate(state),
                  })
                }
              >
                Stop the rollout
              </button>
            )}
            {(state.rollout || state.previous) && (
              <button
                type="button"
                className={dangerButtonClass}
                disabled={busy}
                onClick={() =>
                  confirm({
                    text: state.rollout
                      ? `Stop the rollout of ${state.rollout.version}? Live stays ${state.live?.version ?? 'as it is'}.`
                      : `Roll the ${label.toLowerCase()} back to ${state.previous}?`,
                    onConfirm: () => rollback.mutate(state),
                  })
                }
              >
                Roll back
              </button>
            )}
          </div>
          {reloadAdmin && (
            <p className="mt-3 text-sm">
              The admin area is back on {state.live?.version}.{' '}
              <button type="button" className={secondaryButtonClass} onClick={() => window.location.reload()}>
                Open the admin area
              </button>
            </p>
          )}
        </>
      )}
    </article>
  );
}

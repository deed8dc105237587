import { adminHref } from '@portfolio/shared/admin-sections';
import { dashboardQuery } from './dashboard-api';
import { useQuery } from '@portfolio/shared/query';
import { Link } from '@portfolio/shared/router';
import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import { ADMIN_RESOURCES, type ResourceName } from '@portfolio/shared/resources';
import type { DashboardItem } from '@portfolio/shared/schemas';
import { ADMIN_SECTION_ICONS, PlusIcon } from '@portfolio/ui/icons';
import { Spinner } from '@portfolio/ui/Spinner';
import { linkClass } from '@portfolio/ui/styles/controls';
import type { ReactNode } from 'react';
import { formatWhen, REMOTE_LABELS, remoteReleasesQuery } from '../releases';
import { RESOURCE_SCREENS } from '../resource-screens';

/** What the owner publishes first, each with its 'New …' quick action, then the rest (the users). */
function contentFirst() {
  const resources = ADMIN_RESOURCES.map((descriptor) => {
    const { resource, countLabel } = RESOURCE_SCREENS[descriptor.name];
    return { ...descriptor, singular: resource.singular, quickCreate: resource.quickCreate, countLabel };
  });
  return [
    ...resources.filter(({ quickCreate }) => quickCreate),
    ...resources.filter(({ quickCreate }) => !quickCreate),
  ];
}
const labelOf = (name: ResourceName) => ADMIN_RESOURCES.find((resource) => resource.name === name)!.label;

const panelClass = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ItemLink({ item }: { item: DashboardItem }) {
  return (
    <Link to={adminHref(item.resource) + `/${item.id}`} className={linkClass}>
      {item.name}
    </Link>
  );
}

/** Each remote's live release, linked to the Releases screen. */
function LiveReleases() {
  return (
    <ul className="space-y-2">
      {REMOTE_NAMES.map((remote) => (
        <LiveRelease key={remote} remote={remote} />
      ))}
    </ul>
  );
}

function LiveRelease({ remote }: { remote: RemoteName }) {
  const releases = useQuery(remoteReleasesQuery(remote));
  const live = releases.data?.live;
  const rollout = releases.data?.rollout;
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3">
      <span className="font-medium">{REMOTE_LABELS[remote]}</span>
      <span className="text-sm text-slate-700 dark:text-slate-300">
        {releases.isPending
          ? 'Loading…'
          : releases.isError
            ? 'Could not be loaded.'
            : live
              ? `${live.version}, live since ${formatWhen(live.since)}`
              : 'Nothing released yet'}
      </span>
      {rollout && (
        // A rollout is a change in progress: the owner should see it without opening Releases.
        <span className="w-full text-sm font-medium text-amber-800 dark:text-amber-300">
          Rollout running: {rollout.version} for {rollout.percent} % of visitors
        </span>
      )}
    </li>
  );
}

/**
 * `/admin`: the owner's home (docs/product.md#admin-home): how much of each there is, what changed last, what is
 * hidden, what is live, and the way to start something new.
 */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQuery());
  const resources = contentFirst();

  return (
    <div className="space-y-6">
      <section aria-labelledby="quick-actions" className="flex flex-wrap items-center gap-2">
        <h2 id="quick-actions" className="sr-only">
          Quick actions
        </h2>
        {resources
          .filter(({ quickCreate }) => quickCreate)
          .map(({ name, singular }) => (
            <Link
              key={name}
              to={`${adminHref(name)}/create-new`}
              className="inline-flex min-h-10 items-center gap-2 rounded-md bg-sky-700 px-3 py-2 text-sm font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
            >
              <PlusIcon className="h-4 w-4" />
              New {singular}
            </Link>
          ))}
      </section>

      {dashboard.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading the overview…" />
        </div>
      ) : dashboard.isError ? (
        <div role="alert" className={panelClass}>
          <p>The overview could not be loaded.</p>
          <button type="button" onClick={() => void dashboard.refetch()} className={`mt-2 ${linkClass}`}>
            Retry
          </button>
        </div>
      ) : (
        <>
          <section aria-labelledby="counts">
            <h2 id="counts" className="sr-only">
              Your content
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {resources.map(({ name, label, icon, countLabel }) => {
                const Icon = ADMIN_SECTION_ICONS[icon];
                const count = dashboard.data.counts[name] ?? 0;
                return (
                  <li key={name}>
                    <Link
                      to={adminHref(name)}
                      className={`${panelClass} flex items-center gap-3 hover:border-sky-500 focus-visible:outline-2 focus-visible:outline-sky-500`}
                    >
                      <Icon className="h-6 w-6 text-sky-700 dark:text-sky-400" />
                      <span>
                        <span className="block text-2xl font-bold">{count}</span>
                        <span className="text-sm text-slate-700 dark:text-slate-300">
                          {countLabel ?? label}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          <div className="grid gap-6 lg:grid-cols-2">
            <Panel id="recent-changes" title="Last changed">
              {dashboard.data.recent.length === 0 ? (
                <p className="text-slate-700 dark:text-slate-300">Nothing yet.</p>
              ) : (
                <ul className="space-y-2">
                  {dashboard.data.recent.map((item) => (
                    <li
                      key={`${item.resource}-${item.id}`}
                      className="flex flex-wrap justify-between gap-x-3"
                    >
                      <span>
                        <ItemLink item={item} />{' '}
                        <span className="text-sm text-slate-600 dark:text-slate-400">
                          ({labelOf(item.resource)})
                        </span>
                      </span>
                      <span className="text-sm text-slate-700 dark:text-slate-300">
                        {formatWhen(item.updatedAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <div className="space-y-6">
              <Panel id="hidden-items" title="Hidden from the home page">
                {dashboard.data.hidden.length === 0 ? (
                  <p className="text-slate-700 dark:text-slate-300">Everything is shown.</p>
                ) : (
                  <ul className="space-y-2">
                    {dashboard.data.hidden.map((item) => (
                      <li key={`${item.resource}-${item.id}`}>
                        <ItemLink item={item} />{' '}
                        <span className="text-sm text-slate-600 dark:text-slate-400">
                          ({labelOf(item.resource)})
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
              <Panel id="live-releases" title="Live releases">
                <LiveReleases />
                <p className="mt-3 text-sm">
                  <Link to={adminHref('releases')} className={linkClass}>
                    Manage releases
                  </Link>
                </p>
              </Panel>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

import type { ReleaseEvent } from '@portfolio/shared/schemas';
import { ACTION_LABELS, formatWhen } from './release-words';

/** What an event did, in words: "v1 → v2, 50 % of visitors". */
function change(event: ReleaseEvent) {
  const versions = event.from && event.to ? `${event.from} → ${event.to}` : (event.to ?? '');
  if (event.action === 'rollout')
    return event.percent === 0 ? `${versions}, stopped` : `${versions}, ${event.percent} % of visitors`;
  return versions;
}

/** Every change and refusal of one remote, newest first: when, what, who, and why a refusal was made. */
export function ReleaseHistory({ history }: { history: ReleaseEvent[] }) {
  if (history.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nothing yet.</p>;
  return (
    <ol className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {history.map((event) => (
        <li key={event.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
          <span className="shrink-0 text-slate-600 sm:w-40 dark:text-slate-400">
            <time dateTime={event.at}>{formatWhen(event.at)}</time>
          </span>
          <span className="min-w-0 break-words">
            <span className={event.ok ? 'font-medium' : 'font-medium text-red-700 dark:text-red-400'}>
              {ACTION_LABELS[event.action]}
            </span>{' '}
            <span className="font-mono">{change(event)}</span> · by {event.by.name}
            {event.by.kind === 'key' ? ' (deploy key)' : ''}
            {event.message && (
              <span className="block text-slate-700 dark:text-slate-300">{event.message}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

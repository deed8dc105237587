import type { RemoteReleases } from '@portfolio/shared/schemas';
import { useId, useState } from 'react';
import { formatWhen } from './release-words';

/**
 * The registrations refused with their reason: a refused release is never stored, so without this list it would
 * show only deep in the history. Hidden until asked for, so the releases that can serve stay first.
 */
export function RefusedReleases({ state }: { state: RemoteReleases }) {
  const toggleId = useId();
  const [shown, setShown] = useState(false);
  const stored = new Set(state.releases.map((release) => release.version));
  const refused = state.history.filter(
    (event) => event.action === 'refuse' && event.to && !stored.has(event.to),
  );
  if (refused.length === 0) return null;
  return (
    <div className="space-y-2 text-sm">
      <label htmlFor={toggleId} className="flex items-center gap-2">
        <input
          id={toggleId}
          type="checkbox"
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
        />
        Show refused releases ({refused.length})
      </label>
      {shown && (
        <ul aria-label="Refused releases" className="space-y-2">
          {refused.map((event) => (
            <li key={event.id} className="rounded-md border border-red-200 p-3 dark:border-red-900">
              <span className="font-mono font-medium break-all">{event.to}</span>{' '}
              <span className="font-medium text-red-700 dark:text-red-400">Refused</span>
              <span className="block text-slate-600 dark:text-slate-400">
                {formatWhen(event.at)} · by {event.by.name}
              </span>
              {event.message && <span className="block break-words">{event.message}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

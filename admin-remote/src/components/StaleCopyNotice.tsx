import type { HistoryEntry } from '@portfolio/shared/schemas';
import { fieldName, shown } from '../lib/field-values';

interface StaleCopyNoticeProps {
  /** The versions saved since the form's copy, oldest first. */
  changes: HistoryEntry[];
  /** What the form holds now, unsaved, by field. */
  yours: Record<string, unknown>;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  busy: boolean;
}

/**
 * A save refused because the item changed since the form opened (another tab, another person): each field changed
 * since, as it is saved now beside what the owner typed, who changed it and when. Nothing typed is lost: "Save
 * mine" saves the form over the newer version, "Use the saved version" drops what was typed.
 */
export function StaleCopyNotice({ changes, yours, onKeepMine, onTakeTheirs, busy }: StaleCopyNoticeProps) {
  const latest = new Map<string, unknown>();
  for (const version of changes) for (const change of version.changes) latest.set(change.field, change.after);
  const last = changes.at(-1);
  return (
    <div
      role="alert"
      aria-labelledby="stale-copy-heading"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h3 id="stale-copy-heading" className="font-semibold">
        Changed since you opened it
      </h3>
      <p className="text-sm">
        {last?.by.name ? `${last.by.name} saved` : 'Someone saved'} this{' '}
        {changes.length === 1 ? 'once' : `${changes.length} times`}
        {last ? ` (last at ${new Date(last.at).toLocaleString()})` : ''}. Your changes are not saved yet.
      </p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Field
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Saved now
            </th>
            <th scope="col" className="py-1 font-medium">
              Yours
            </th>
          </tr>
        </thead>
        <tbody>
          {[...latest].map(([field, after]) => (
            <tr key={field} className="align-top">
              <th scope="row" className="py-1 pr-3 font-normal">
                {fieldName(field)}
              </th>
              <td className="py-1 pr-3 break-words">{shown(after)}</td>
              <td className="py-1 break-words">
                {field in yours ? shown(yours[field]) : '(not in this form)'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onKeepMine}
          disabled={busy}
          className="rounded-md bg-amber-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-amber-900 disabled:opacity-60 dark:bg-amber-200 dark:text-amber-950"
        >
          Save mine
        </button>
        <button
          type="button"
          onClick={onTakeTheirs}
          disabled={busy}
          className="rounded-md border border-amber-800 px-3 py-1.5 text-sm font-medium hover:bg-amber-100 disabled:opacity-60 dark:border-amber-200 dark:hover:bg-amber-900"
        >
          Use the saved version
        </button>
      </div>
    </div>
  );
}

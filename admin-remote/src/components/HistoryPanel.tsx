import { technologyQueries } from '@portfolio/shared/api';
import { historyApi, historyQueries } from '../lib/history-api';
import { tagQueries } from '../lib/tags-api';
import { useMutation, useQuery, useQueryClient } from '@portfolio/shared/query';
import type { FieldChange, HistoryEntry, HistoryResource } from '@portfolio/shared/schemas';
import { confirmAtom, useSetAtom } from '@portfolio/shared/state';
import { secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useState } from 'react';
import { fieldName, shown } from '../lib/field-values';
import { ACTION_WORDS, authorOf, formatVersionTime } from '../lib/history-words';
import { useNotify } from '../lib/use-notify';
import { useUndoableToast } from '../lib/use-undo';
import { wordDiff, type WordRun } from '../lib/word-diff';

/** How many versions the panel shows at first, and how many more each 'Show older versions' adds. */
const VERSIONS_PER_STEP = 5;
/** From this length a text's change is shown as its two versions with the changed words marked. */
const LONG_TEXT = 60;

export const RESTORED = 'Restored: the item is as it was then.';
export const NOTHING_TO_RESTORE = 'Nothing to restore: the item is already as it was then.';
export const RESTORE_FAILED = 'Failed to restore this version.';
export const HISTORY_FAILED = 'Failed to load the history.';

/** The names of the items a link list holds, by id, read only when an entry shows such a list. */
function useLinkNames(entries: HistoryEntry[]) {
  const fields = new Set(entries.flatMap((entry) => entry.changes.map((change) => change.field)));
  const technologies = useQuery({ ...technologyQueries.all(), enabled: fields.has('technologies') });
  const tags = useQuery({ ...tagQueries.all(), enabled: fields.has('tags') });
  const names = (items: { id: number; name: string }[] | undefined) =>
    new Map((items ?? []).map((item) => [item.id, item.name]));
  return { technologies: names(technologies.data), tags: names(tags.data) };
}

function Marked({ runs, kind }: { runs: WordRun[]; kind: 'del' | 'ins' }) {
  const Mark = kind;
  const tone =
    kind === 'del'
      ? 'bg-red-100 text-red-950 line-through dark:bg-red-950 dark:text-red-50'
      : 'bg-emerald-100 text-emerald-950 no-underline dark:bg-emerald-950 dark:text-emerald-50';
  return runs.map((run, index) =>
    run.changed ? (
      <Mark key={index} className={`rounded-sm px-0.5 ${tone}`}>
        {run.text}
      </Mark>
    ) : (
      <span key={index}>{run.text}</span>
    ),
  );
}

/** One field's change: `before → after`, or for a long text both versions with the changed words marked. */
function ChangeLine({ change, names }: { change: FieldChange; names?: ReadonlyMap<number, string> }) {
  const { before, after } = change;
  const long =
    typeof before === 'string' &&
    typeof after === 'string' &&
    Math.max(before.length, after.length) >= LONG_TEXT;
  return (
    <div className="py-1">
      <dt className="font-medium">{fieldName(change.field)}</dt>
      {long ? (
        <dd className="mt-1 space-y-1 text-sm break-words whitespace-pre-line">
          {(() => {
            const diff = wordDiff(before, after);
            return (
              <>
                <p>
                  <span className="sr-only">Before: </span>
                  <Marked runs={diff.before} kind="del" />
                </p>
                <p>
                  <span className="sr-only">After: </span>
                  <Marked runs={diff.after} kind="ins" />
                </p>
              </>
            );
          })()}
        </dd>
      ) : (
        <dd className="text-sm break-words">
          <span className="sr-only">from </span>
          {shown(before, names)}
          <span aria-hidden="true"> → </span>
          <span className="sr-only">to </span>
          {shown(after, names)}
        </dd>
      )}
    </div>
  );
}

/**
 * An item's versions under its edit screen (docs/history.md), newest first: what happened, who, when, and only the
 * fields that changed, before → after. Any version but the current one can be restored, after a confirm; the
 * restore is itself a version, and its toast offers Undo.
 */
export function HistoryPanel({
  resource,
  itemId,
  singular,
}: {
  resource: HistoryResource;
  itemId: number;
  singular: string;
}) {
  const [limit, setLimit] = useState(VERSIONS_PER_STEP);
  const versions = useQuery(historyQueries.item(resource, itemId, limit));
  const entries = versions.data?.history ?? [];
  const names = useLinkNames(entries);
  const confirm = useSetAtom(confirmAtom);
  const queryClient = useQueryClient();
  const { success, failure } = useNotify();
  const undoable = useUndoableToast();

  const restore = useMutation({
    mutationFn: (entry: HistoryEntry) => historyApi.restore(entry.id),
    onSuccess: async (result) => {
      // A restore can bring back links and places in other items' lists: every screen reads again.
      await queryClient.invalidateQueries();
      if (result.changeSet === null) success(NOTHING_TO_RESTORE);
      else void undoable(RESTORED, async () => [result.changeSet!]);
    },
    onError: (error) => failure(error, RESTORE_FAILED),
  });

  const headingId = `history-${resource}-${itemId}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        History
      </h3>
      {versions.isError ? (
        // Not an alert: the item itself loaded, and its history is read below it, on the way.
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>{HISTORY_FAILED}</p>
          <button
            type="button"
            className={`${secondaryButtonClass} px-3 py-1 text-sm`}
            disabled={versions.isFetching}
            onClick={() => void versions.refetch()}
          >
            Retry
          </button>
        </div>
      ) : versions.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading the history…</p>
      ) : (
        <>
          <ol className="space-y-3">
            {entries.map((entry, index) => (
              <li key={entry.id} className="border-l-2 border-slate-300 pl-3 dark:border-slate-600">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm">
                    <span className="font-semibold">{ACTION_WORDS[entry.action]}</span> by {authorOf(entry)} ·{' '}
                    <time dateTime={entry.at}>{formatVersionTime(entry.at)}</time>
                  </p>
                  {index === 0 ? (
                    <span className="text-sm text-slate-600 dark:text-slate-400">Current version</span>
                  ) : (
                    <button
                      type="button"
                      className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                      disabled={restore.isPending}
                      aria-label={`Restore the version of ${formatVersionTime(entry.at)}`}
                      onClick={() =>
                        confirm({
                          text: `Restore this ${singular} as it was on ${formatVersionTime(entry.at)}? Its fields, links and place in the order come back; you can undo it.`,
                          onConfirm: () => restore.mutate(entry),
                        })
                      }
                    >
                      Restore
                    </button>
                  )}
                </div>
                {entry.changes.length > 0 && (
                  <dl className="mt-1">
                    {entry.changes.map((change) => (
                      <ChangeLine
                        key={change.field}
                        change={change}
                        names={
                          change.field === 'technologies'
                            ? names.technologies
                            : change.field === 'tags'
                              ? names.tags
                              : undefined
                        }
                      />
                    ))}
                  </dl>
                )}
              </li>
            ))}
          </ol>
          {versions.data.total > entries.length && (
            <button
              type="button"
              className={`${secondaryButtonClass} text-sm`}
              disabled={versions.isFetching}
              onClick={() => setLimit((shownNow) => shownNow + VERSIONS_PER_STEP)}
            >
              Show older versions
            </button>
          )}
        </>
      )}
    </section>
  );
}

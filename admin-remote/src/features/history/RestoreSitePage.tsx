import { ApiError } from '@portfolio/shared/api';
import { historyApi } from '../../lib/history-api';
import { useMutation, useQueryClient } from '@portfolio/shared/query';
import type { RestoredItem, RestoreResult } from '@portfolio/shared/schemas';
import { confirmAtom, useSetAtom } from '@portfolio/shared/state';
import { Spinner } from '@portfolio/ui/Spinner';
import { dangerButtonClass, inputClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { type FormEvent, useId, useState } from 'react';
import { fieldName, shown } from '../../lib/field-values';
import { RESOURCE_WORDS } from '../../lib/history-words';
import { useNotify } from '../../lib/use-notify';
import { useUndoableToast } from '../../lib/use-undo';

export const SITE_RESTORED = 'The site is as it was then.';
export const SITE_RESTORE_FAILED = 'Failed to restore the site.';
export const NOTHING_WOULD_CHANGE = 'Nothing would change: the site is as it was then.';

/** What a site restore does to each item, as its line in the preview says it. */
const WHAT_HAPPENS: Record<RestoredItem['action'], string> = {
  create: 'Comes back',
  update: 'Changes',
  delete: 'Goes',
};

/** A `datetime-local` value (the owner's time) as the ISO time the API takes; undefined while incomplete. */
function isoTime(local: string): string | undefined {
  const time = new Date(local);
  return local && !Number.isNaN(time.getTime()) ? time.toISOString() : undefined;
}

function PreviewList({ items }: { items: RestoredItem[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li
          key={`${item.resource}-${item.itemId}`}
          className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800"
        >
          <p>
            <span className="font-semibold">{WHAT_HAPPENS[item.action]}:</span>{' '}
            {RESOURCE_WORDS[item.resource].toLowerCase()} “{item.label}”
          </p>
          {item.action === 'update' && item.changes.length > 0 && (
            <dl className="mt-1 space-y-1">
              {item.changes.map((change) => (
                <div key={change.field} className="break-words">
                  <dt className="inline font-medium">{fieldName(change.field)}: </dt>
                  <dd className="inline">
                    {shown(change.before)} <span aria-hidden="true">→ </span>
                    <span className="sr-only">becomes </span>
                    {shown(change.after)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The whole site as it was at a moment (docs/history.md): the owner picks the time, reads what would change (a
 * dry run), then restores it in one step after a confirm; the restore's toast offers Undo.
 */
export function RestoreSitePage() {
  const inputId = useId();
  const [when, setWhen] = useState('');
  const [preview, setPreview] = useState<{ at: string; result: RestoreResult } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useSetAtom(confirmAtom);
  const queryClient = useQueryClient();
  const { failure } = useNotify();
  const undoable = useUndoableToast();

  const dryRun = useMutation({
    mutationFn: (at: string) => historyApi.restoreSite(at, true),
    onSuccess: (result, at) => setPreview({ at, result }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setRefusal(error.message);
      else failure(error, SITE_RESTORE_FAILED);
    },
  });
  const apply = useMutation({
    mutationFn: (at: string) => historyApi.restoreSite(at, false),
    onSuccess: async (result) => {
      setPreview(null);
      await queryClient.invalidateQueries();
      void undoable(SITE_RESTORED, async () => (result.changeSet === null ? [] : [result.changeSet]));
    },
    onError: (error) => failure(error, SITE_RESTORE_FAILED),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = isoTime(when);
    setPreview(null);
    setRefusal(null);
    if (!at) {
      setRefusal('Choose a date and a time.');
      return;
    }
    dryRun.mutate(at);
  };

  return (
    <section aria-labelledby="restore-site-title" className="space-y-4">
      <h3 id="restore-site-title" className="text-xl font-semibold">
        Restore the site to…
      </h3>
      <p className="text-slate-700 dark:text-slate-300">
        Every profile, experience, project, technology and tag comes back as it was at that moment, with its
        links and its place. See what would change first; the restore itself can be undone.
      </p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1 sm:flex-none">
          <label htmlFor={inputId} className="mb-1 block font-medium">
            Date and time (your time zone)
          </label>
          <input
            id={inputId}
            type="datetime-local"
            step="1"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${inputId}-refusal` : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" className={secondaryButtonClass} disabled={dryRun.isPending}>
          {dryRun.isPending && <Spinner />}
          Preview
        </button>
      </form>
      {refusal && (
        <p id={`${inputId}-refusal`} role="alert" className="text-red-700 dark:text-red-300">
          {refusal}
        </p>
      )}
      {preview && (
        <div className="space-y-3" aria-live="polite">
          <h4 className="font-semibold">What would change</h4>
          {preview.result.items.length === 0 ? (
            <p>{NOTHING_WOULD_CHANGE}</p>
          ) : (
            <>
              <PreviewList items={preview.result.items} />
              <button
                type="button"
                className={dangerButtonClass}
                disabled={apply.isPending}
                onClick={() =>
                  confirm({
                    text: `Restore the whole site as it was then? ${preview.result.items.length} item(s) change; you can undo it.`,
                    onConfirm: () => apply.mutate(preview.at),
                  })
                }
              >
                {apply.isPending && <Spinner />}
                Restore the site
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}

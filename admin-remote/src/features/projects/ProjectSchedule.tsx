import { projectQueries, projectsApi } from '@portfolio/shared/api';
import { useMutation, useQuery, useQueryClient } from '@portfolio/shared/query';
import type { ScheduleAction } from '@portfolio/shared/schemas';
import { Spinner } from '@portfolio/ui/Spinner';
import { inputClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { type FormEvent, useId, useState } from 'react';
import { formatVersionTime } from '../../lib/history-words';
import { useNotify } from '../../lib/use-notify';

export const SCHEDULED = 'Scheduled.';
export const SCHEDULE_FAILED = 'Failed to schedule it.';
export const SCHEDULE_DROPPED = 'The scheduled change is dropped.';

const ACTION_LABELS: Record<ScheduleAction, string> = { publish: 'Publish', hide: 'Hide' };

/**
 * A project shown or hidden at a set time (docs/history.md#scheduled-publish-and-hide): the changes still to come,
 * each with Cancel, and a form to add one. The API applies each within a minute of its time.
 */
export function ProjectSchedule({ projectId }: { projectId: number }) {
  const id = useId();
  const [action, setAction] = useState<ScheduleAction>('publish');
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const scheduled = useQuery(projectQueries.scheduled(projectId));
  const queryClient = useQueryClient();
  const { success, failure } = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['projects', 'schedule', projectId] });

  const add = useMutation({
    mutationFn: (at: string) => projectsApi.schedule(projectId, { action, at }),
    onSuccess: () => {
      setWhen('');
      success(SCHEDULED);
      void refresh();
    },
    onError: (error) => failure(error, SCHEDULE_FAILED),
  });
  const cancel = useMutation({
    mutationFn: (scheduleId: number) => projectsApi.cancelScheduled(projectId, scheduleId),
    onSuccess: () => success(SCHEDULE_DROPPED),
    onError: (error) => failure(error, SCHEDULE_FAILED),
    onSettled: () => void refresh(),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(when);
    if (!when || Number.isNaN(at.getTime())) {
      setProblem('Choose a date and a time.');
      return;
    }
    setProblem(null);
    add.mutate(at.toISOString());
  };

  const pending = scheduled.data?.scheduled ?? [];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Scheduled publish and hide
      </h3>
      {pending.length > 0 ? (
        <ul className="space-y-2">
          {pending.map((change) => (
            <li key={change.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-semibold">{ACTION_LABELS[change.action]}</span> on{' '}
                <time dateTime={change.at}>{formatVersionTime(change.at)}</time>
              </span>
              <button
                type="button"
                className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                disabled={cancel.isPending}
                aria-label={`Cancel ${ACTION_LABELS[change.action].toLowerCase()} on ${formatVersionTime(change.at)}`}
                onClick={() => cancel.mutate(change.id)}
              >
                Cancel
              </button>
            </li>
          ))}
        </ul>
      ) : (
        scheduled.isSuccess && (
          <p className="text-sm text-slate-700 dark:text-slate-300">Nothing scheduled.</p>
        )
      )}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-action`} className="mb-1 block font-medium">
            Change
          </label>
          <select
            id={`${id}-action`}
            value={action}
            onChange={(event) => setAction(event.target.value as ScheduleAction)}
            className={inputClass}
          >
            <option value="publish">Publish</option>
            <option value="hide">Hide</option>
          </select>
        </div>
        <div className="min-w-56 flex-1 sm:flex-none">
          <label htmlFor={`${id}-at`} className="mb-1 block font-medium">
            At (your time zone)
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" className={secondaryButtonClass} disabled={add.isPending}>
          {add.isPending && <Spinner />}
          Schedule
        </button>
      </form>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </section>
  );
}

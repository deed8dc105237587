import { projectQueries } from '@portfolio/shared/api';
import { WRITE_UP_PREVIEW_DELAY_MS } from '@portfolio/shared/config';
import { keepPreviousData, useQuery } from '@portfolio/shared/query';
import { PROJECT_LIMITS, type projectInputSchema } from '@portfolio/shared/schemas';
import { TextAreaField } from '@portfolio/ui/fields/TextAreaField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { PlusIcon, TrashIcon } from '@portfolio/ui/icons';
import { iconButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import '@portfolio/ui/write-up.css';
import { useEffect, useState } from 'react';
import { type FieldError, type FieldErrors, get, useFieldArray, useWatch } from 'react-hook-form';
import type { FormOf } from '../../components/ResourceFormPage';
import { bindField } from '../../lib/bind-field';

type ProjectForm = FormOf<typeof projectInputSchema>;

/** The message of a field inside a list ('outcomes.0.text'), which the form keeps nested. */
const messageAt = (errors: FieldErrors, path: string) =>
  (get(errors, path) as FieldError | undefined)?.message;

/** `value`, once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The write-up as its page will show it: the API renders it, so no Markdown code comes to the browser. */
function WriteUpPreview({ markdown }: { markdown: string }) {
  const settled = useSettled(markdown, WRITE_UP_PREVIEW_DELAY_MS);
  const preview = useQuery({
    ...projectQueries.writeUpPreview(settled),
    enabled: settled.trim() !== '',
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="write-up-preview" className="min-w-0">
      <h3 id="write-up-preview" className="text-sm font-medium">
        Preview
      </h3>
      <div className="mt-1 min-h-28 rounded-md border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-950">
        {settled.trim() === '' ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The write-up shows here as visitors will read it.
          </p>
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            The preview could not be loaded.
          </p>
        ) : (
          // Sanitized by the API (api/src/markdown), as the project page shows it, but for long code lines: the
          // preview's column is narrow and, read-only, inside a disabled fieldset where nothing takes the focus,
          // so a code block wraps here rather than scrolling sideways out of a keyboard's reach.
          <div
            className="write-up text-sm [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere]"
            dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
          />
        )}
      </div>
    </section>
  );
}

/** Up to PROJECT_LIMITS.outcomes lines of "what changed", each with an optional figure. */
function OutcomesEditor({ form }: { form: ProjectForm }) {
  const outcomes = useFieldArray({ control: form.control, name: 'outcomes' });
  const errors = form.formState.errors;
  return (
    <fieldset>
      <legend className="text-sm font-medium">Outcomes</legend>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
        What changed, with a figure when there is one (3×, −40 %, 12,000).
      </p>
      <ol className="mt-2 space-y-3">
        {outcomes.fields.map((outcome, index) => (
          <li key={outcome.id} className="flex items-end gap-2">
            <TextField
              label={`Outcome ${index + 1}`}
              className="min-w-0 flex-1"
              registration={form.register(`outcomes.${index}.text`)}
              error={messageAt(errors, `outcomes.${index}.text`)}
            />
            <TextField
              label={`Figure ${index + 1}`}
              className="w-28 sm:w-36"
              registration={form.register(`outcomes.${index}.figure`)}
              error={messageAt(errors, `outcomes.${index}.figure`)}
            />
            <button
              type="button"
              aria-label={`Remove outcome ${index + 1}`}
              className={`${iconButtonClass} mb-0.5`}
              onClick={() => outcomes.remove(index)}
            >
              <TrashIcon className="size-5" />
            </button>
          </li>
        ))}
      </ol>
      {outcomes.fields.length < PROJECT_LIMITS.outcomes && (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-3`}
          onClick={() => outcomes.append({ text: '', figure: '' })}
        >
          <PlusIcon className="size-4" />
          Add outcome
        </button>
      )}
    </fieldset>
  );
}

/** The case study of a project: the owner's part, the period, the write-up beside its preview, the outcomes. */
export function ProjectCaseStudyFields({ form }: { form: ProjectForm }) {
  const field = bindField(form);
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Role" placeholder="Sole developer" {...field('role')} />
        <TextField label="Start month" type="month" placeholder="YYYY-MM" {...field('startMonth')} />
        <TextField
          label="End month"
          type="month"
          placeholder="YYYY-MM"
          hint="Empty while it goes on"
          {...field('endMonth')}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          label="Write-up"
          hint="Markdown: ## headings, - lists, [links](https://…), ![images](…), ```code```"
          placeholder="## Problem … ## Approach … ## Outcome"
          rows={14}
          className="min-w-0"
          {...field('body')}
        />
        <WriteUpPreview markdown={body} />
      </div>
      <OutcomesEditor form={form} />
    </>
  );
}

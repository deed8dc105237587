import { resumeApi } from './resume-import-api';
import { technologiesDescriptor, usersDescriptor } from '@portfolio/shared/resources';
import type { ResumeImportPlan } from '@portfolio/shared/schemas';
import { formatDateRange } from '@portfolio/ui/format/date-range';
import { Spinner } from '@portfolio/ui/Spinner';
import { focusRing, primaryButtonClass, secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { useId, useRef, useState } from 'react';
import { useInvalidate } from '../../../lib/use-invalidate';
import { useNotify } from '../../../lib/use-notify';
import { siteLatestChangeSet, useUndoableToast } from '../../../lib/use-undo';
import { importSummary, PROFILE_FIELD_LABELS, refusalOf, type Refusal } from './import-texts';

export const IMPORT_FAILED = 'Failed to import the résumé.';
const NOTHING_TO_IMPORT = 'Nothing to import: your profile already has everything in this file.';

type State =
  | { step: 'choose' }
  | { step: 'checking'; fileName: string }
  | { step: 'refused'; fileName: string; refusal: Refusal }
  | { step: 'preview'; fileName: string; text: string; plan: ResumeImportPlan }
  | { step: 'applying'; fileName: string; text: string; plan: ResumeImportPlan };

/** The file's text (FileReader: every browser, and the test DOM, which has no `File.text`). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

const hasChanges = (plan: ResumeImportPlan) =>
  plan.profile.length +
    plan.experiences.add.length +
    plan.technologies.add.length +
    plan.projects.add.length >
  0;

const sectionClass = 'space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800';
const mutedClass = 'text-sm text-slate-600 dark:text-slate-400';

/**
 * "Import a JSON Resume" on one's own profile (docs/product.md#resume): choose a file, read what it would
 * change, then import it in one go. The API checks the file and names each bad value's place; nothing is written
 * before Import.
 */
export function ResumeImport({ userId }: { userId: number }) {
  const [state, setState] = useState<State>({ step: 'choose' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const { failure } = useNotify();
  const undoable = useUndoableToast();
  const invalidateUsers = useInvalidate(usersDescriptor);
  const invalidateTechnologies = useInvalidate(technologiesDescriptor);

  const reset = () => {
    setState({ step: 'choose' });
    if (input.current) input.current.value = '';
  };

  const choose = async (file: File | undefined) => {
    if (!file) return reset();
    setState({ step: 'checking', fileName: file.name });
    try {
      const text = await readText(file);
      setState({ step: 'preview', fileName: file.name, text, plan: await resumeApi.preview(userId, text) });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) setState({ step: 'refused', fileName: file.name, refusal });
      else {
        failure(error, IMPORT_FAILED);
        reset();
      }
    }
  };

  const apply = async () => {
    if (state.step !== 'preview') return;
    setState({ ...state, step: 'applying' });
    try {
      const applied = await resumeApi.apply(userId, state.text);
      await Promise.all([invalidateUsers(), invalidateTechnologies()]);
      void undoable(importSummary(applied), () => siteLatestChangeSet('import'));
      reset();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) setState({ step: 'refused', fileName: state.fileName, refusal });
      else {
        failure(error, IMPORT_FAILED);
        setState({ ...state, step: 'preview' });
      }
    }
  };

  return (
    <section aria-labelledby="resume-import-title" className={sectionClass}>
      <h3 id="resume-import-title" className="text-lg font-semibold">
        Import a JSON Resume
      </h3>
      <p className={mutedClass}>
        Fill your profile from a JSON Resume file: your name, title, summary and links, your work as
        experiences and your skills as technologies. You see what would change first; experiences and
        technologies you already have are left alone.
      </p>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
          JSON Resume file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".json,application/json"
          disabled={state.step === 'checking' || state.step === 'applying'}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
          className={`block w-full max-w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-100 disabled:opacity-60 dark:text-slate-300 dark:file:border-slate-600 dark:file:bg-slate-900 dark:file:text-slate-100 dark:hover:file:bg-slate-800 ${focusRing}`}
        />
      </div>

      {state.step === 'checking' && (
        <p role="status" className={`flex items-center gap-2 ${mutedClass}`}>
          <Spinner /> Reading {state.fileName}…
        </p>
      )}

      {state.step === 'refused' && (
        <div
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-medium">
            {state.fileName} cannot be imported: {state.refusal.detail}
          </p>
          {state.refusal.places.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5 font-mono text-xs break-words">
              {state.refusal.places.map((place) => (
                <li key={place}>{place}</li>
              ))}
            </ul>
          )}
          <p className="mt-2">Nothing was changed. Correct the file and choose it again.</p>
        </div>
      )}

      {(state.step === 'preview' || state.step === 'applying') && (
        <ImportPreview
          fileName={state.fileName}
          plan={state.plan}
          applying={state.step === 'applying'}
          onApply={() => void apply()}
          onCancel={reset}
        />
      )}
    </section>
  );
}

function ImportPreview({
  fileName,
  plan,
  applying,
  onApply,
  onCancel,
}: {
  fileName: string;
  plan: ResumeImportPlan;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const changes = hasChanges(plan);
  const listClass = 'mt-1 space-y-1 text-sm';
  const headingClass = 'text-sm font-semibold';
  return (
    <div aria-labelledby="resume-preview-title" role="region" className="space-y-4">
      <h4 id="resume-preview-title" className="font-semibold">
        What importing {fileName} would change
      </h4>
      {!changes && <p className={mutedClass}>{NOTHING_TO_IMPORT}</p>}

      {plan.profile.length > 0 && (
        <div>
          <h5 className={headingClass}>Profile fields ({plan.profile.length})</h5>
          <ul className={listClass}>
            {plan.profile.map(({ field, from, to }) => (
              <li key={field} className="break-words">
                <span className="font-medium">{PROFILE_FIELD_LABELS[field]}:</span>{' '}
                <span className="text-slate-500 line-through dark:text-slate-400">{from || 'empty'}</span> →{' '}
                <span>{to}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {plan.experiences.add.length > 0 && (
        <div>
          <h5 className={headingClass}>Experiences to add ({plan.experiences.add.length})</h5>
          <ul className={listClass}>
            {plan.experiences.add.map((job) => (
              <li key={`${job.company}-${job.startDate}`}>
                <span className="font-medium">{job.title}</span> at {job.company}
                <span className={mutedClass}> · {formatDateRange(job.startDate, job.endDate)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {plan.technologies.add.length > 0 && (
        <div>
          <h5 className={headingClass}>Technologies to add ({plan.technologies.add.length})</h5>
          <ul className={`${listClass} flex flex-wrap gap-2`}>
            {plan.technologies.add.map(({ name, tag }) => (
              <li
                key={name}
                className="rounded-full border border-slate-300 px-3 py-0.5 dark:border-slate-600"
              >
                {name}
                {tag && <span className={mutedClass}> · {tag}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}

      {plan.projects.add.length > 0 && (
        <div>
          <h5 className={headingClass}>Projects to add ({plan.projects.add.length})</h5>
          <ul className={listClass}>
            {plan.projects.add.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}

      {(plan.experiences.existing.length > 0 ||
        plan.technologies.existing.length > 0 ||
        plan.projects.existing.length > 0) && (
        <p className={mutedClass}>
          Already in your profile, left alone:{' '}
          {[
            ...plan.experiences.existing.map((job) => `${job.company} (${job.startDate})`),
            ...plan.technologies.existing,
            ...plan.projects.existing,
          ].join(', ')}
          .
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onApply}
          disabled={!changes || applying}
          className={primaryButtonClass}
        >
          {applying && <Spinner />}
          Import
        </button>
        <button type="button" onClick={onCancel} disabled={applying} className={secondaryButtonClass}>
          Cancel
        </button>
      </div>
    </div>
  );
}

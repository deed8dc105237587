import {
  ACCENT_PRESETS,
  ACCENTS,
  PRIMARY_ACTION_LABELS,
  PRIMARY_ACTIONS,
  type PrimaryAction,
} from '@portfolio/shared/schemas';
import { SelectField } from '@portfolio/ui/fields/SelectField';
import { TextField } from '@portfolio/ui/fields/TextField';
import { useId } from 'react';
import type { FormOf } from '../../components/ResourceFormPage';
import { bindField } from '../../lib/bind-field';
import type { userFormSchema } from './profile-form';

/** What each action does, under the select: the owner sees where a visitor's click leads. */
const ACTION_HINTS: Record<PrimaryAction, string> = {
  'get-in-touch': 'Leads to the contact page',
  'book-a-call': 'Leads to your booking page, given below',
  'download-cv': 'Downloads the résumé PDF',
};

/**
 * How a visitor hires the owner and what the site looks like (docs/product.md#profile): the hero's one primary
 * action, the accent colour, and the footer's location, time zone and sign-off.
 */
export function HireFields({ form }: { form: FormOf<typeof userFormSchema> }) {
  const field = bindField(form);
  const action = form.watch('primaryAction') ?? 'get-in-touch';
  // "Download CV" only while the résumé is offered: a form without the switch (another user's) keeps it.
  const resumePublic = form.watch('resumePublic') !== false;
  const actions = PRIMARY_ACTIONS.filter(
    (value) => value !== 'download-cv' || resumePublic || action === 'download-cv',
  );
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold">How visitors reach you</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Primary action"
          hint={ACTION_HINTS[action]}
          options={actions.map((value) => ({ value, label: PRIMARY_ACTION_LABELS[value] }))}
          {...field('primaryAction')}
        />
        <TextField
          label="Booking page"
          type="url"
          placeholder="https://cal.com/…"
          hint={'Required for "Book a call"'}
          {...field('bookingUrl')}
        />
        <TextField
          label="Location"
          placeholder="Lisbon, Portugal"
          hint="Shown in the footer"
          {...field('location')}
        />
        <TextField
          label="Time zone"
          placeholder="Europe/Lisbon"
          hint="Shown in the footer with its offset"
          {...field('timeZone')}
        />
      </div>
      <TextField
        label="Sign-off"
        placeholder="Happy to talk about design systems and performance."
        hint="One line at the end of every page"
        {...field('signOff')}
      />
      <AccentPicker form={form} />
    </fieldset>
  );
}

/** The accent presets as swatches: real radio buttons, each showing its light and dark colour and its name. */
function AccentPicker({ form }: { form: FormOf<typeof userFormSchema> }) {
  const id = useId();
  const error = form.formState.errors.accent?.message;
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      aria-invalid={error ? true : undefined}
    >
      <p id={`${id}-label`} className="text-sm font-medium">
        Accent colour
      </p>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        Used by the site, the link previews and the résumé PDF; each is readable in both themes
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {ACCENTS.map((accent) => {
          const { label, light, dark } = ACCENT_PRESETS[accent];
          return (
            <label key={accent} className="cursor-pointer has-disabled:cursor-not-allowed">
              <input type="radio" value={accent} className="peer sr-only" {...form.register('accent')} />
              <span className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium ring-1 ring-slate-300 ring-inset peer-checked:outline-2 peer-checked:outline-offset-2 peer-checked:outline-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-500 peer-disabled:opacity-70 dark:ring-slate-600 dark:peer-checked:outline-white">
                <span aria-hidden="true" className="flex overflow-hidden rounded-full">
                  <span className="size-3" style={{ background: light.fill }} />
                  <span className="size-3" style={{ background: dark.fill }} />
                </span>
                {label}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

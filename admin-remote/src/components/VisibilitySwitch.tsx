import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * "Shown on the home page": the owner hides a project or technology from visitors without deleting it; with
 * another `label`, any such on/off choice (the profile's résumé).
 */
export function VisibilitySwitch({
  registration,
  label = 'Shown on the home page',
}: {
  registration: UseFormRegisterReturn;
  label?: string;
}) {
  return (
    <label className="flex w-fit cursor-pointer items-center gap-3 has-disabled:cursor-not-allowed">
      <input type="checkbox" role="switch" className="peer sr-only" {...registration} />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-sky-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-500 peer-disabled:opacity-70 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 dark:bg-slate-600"
      />
      <span className="text-sm font-medium">{label}</span>
    </label>
  );
}

import { TAG_COLORS } from '@portfolio/shared/schemas';
import { TAG_BADGE_CLASSES } from '@portfolio/ui/styles/tag-colors';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The eight tag colours as swatches: real radio buttons, so the arrow keys move between them and a screen
 * reader hears each colour's name.
 */
export function ColorPicker({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const id = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <p id={`${id}-label`} className="text-sm font-medium">
        Color
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {TAG_COLORS.map((color) => (
          <label key={color} className="cursor-pointer has-disabled:cursor-not-allowed">
            <input type="radio" value={color} className="peer sr-only" {...registration} />
            <span
              className={`inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium capitalize ring-1 ring-inset peer-checked:outline-2 peer-checked:outline-offset-2 peer-checked:outline-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sky-500 peer-disabled:opacity-70 dark:peer-checked:outline-white ${TAG_BADGE_CLASSES[color]}`}
            >
              {color}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

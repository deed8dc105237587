import { type ReactNode, useId } from 'react';

export interface FieldProps {
  label: string;
  error?: string;
  /** A line of help under the label, read with the field. */
  hint?: string;
  className?: string;
  /** The control's id, when it must be the same wherever the field is rendered (an island the browser hydrates). */
  id?: string;
}

/** What the control inside needs to be labelled and described. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label, the control and its error message under it, tied together for screen readers: the label names the
 * control and the hint and error describe it. Every message shows under its field
 * (docs/product.md#form-fields).
 */
export function Field({
  label,
  error,
  hint,
  className,
  id: givenId,
  children,
}: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <div className="relative mt-1">
        {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

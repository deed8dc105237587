import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from '../styles/controls';
import { Field, type FieldProps } from './Field';

export interface TextFieldProps
  extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  registration: UseFormRegisterReturn;
  /** Drawn inside the input's right edge (the password field's show/hide button). */
  trailing?: ReactNode;
}

/** A labelled input (text, e-mail, URL, date…) with its error message under it. */
export function TextField({
  label,
  error,
  hint,
  className,
  registration,
  trailing,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <>
          <input
            {...control}
            className={`${inputClass} ${trailing ? 'pr-11' : ''}`}
            {...input}
            {...registration}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
        </>
      )}
    </Field>
  );
}

import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from '../styles/controls';
import { Field, type FieldProps } from './Field';

interface TextAreaFieldProps
  extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  registration: UseFormRegisterReturn;
}

/** The text area's placeholder is 'Write about yourself' (docs/product.md#form-fields). */
export const TEXT_AREA_PLACEHOLDER = 'Write about yourself';

export function TextAreaField({
  label,
  error,
  hint,
  className,
  registration,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={5}
          placeholder={TEXT_AREA_PLACEHOLDER}
          className={`${inputClass} min-h-28 resize-y`}
          {...textarea}
          {...registration}
        />
      )}
    </Field>
  );
}

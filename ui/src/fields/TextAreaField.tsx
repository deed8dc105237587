import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldBoxClass } from '../styles/controls';
import { Field, type FieldProps } from './Field';

interface TextAreaFieldProps
  extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  registration: UseFormRegisterReturn;
  /** Says what this field wants ('Describe the project'): one text for every text area helped no one. */
  placeholder: string;
}

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
          className={`${fieldBoxClass} min-h-28 resize-y`}
          {...textarea}
          {...registration}
        />
      )}
    </Field>
  );
}

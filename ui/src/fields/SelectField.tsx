import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClass } from '../styles/controls';
import { Field, type FieldProps } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

const SELECT_PLACEHOLDER = 'Select an option';

interface SelectFieldProps
  extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
}

/** A labelled select that starts on 'Select an option' until one is picked (docs/product.md#form-fields). */
export function SelectField({
  label,
  error,
  hint,
  className,
  registration,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select {...control} className={inputClass} {...select} {...registration}>
          <option value="">{SELECT_PLACEHOLDER}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Options whose value is also their label (enumerations such as the work modes). */
export const optionsOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

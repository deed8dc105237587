import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a field component needs from the form, by the field's name: its registration and its message.
 * `const field = bindField(form)` then `<TextField label="Name" {...field('name')} />`.
 */
export function bindField<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'register' | 'formState'>,
) {
  return (name: FieldPath<Values>) => ({
    registration: form.register(name),
    error: form.formState.errors[name]?.message as string | undefined,
  });
}

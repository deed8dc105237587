import { ApiError } from '@portfolio/shared/api';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field messages (problem+json `errors`) under the form's fields, for the fields the form
 * has; answers whether any was shown.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!fields.includes(field)) continue;
    setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

import { ApiError } from '@portfolio/shared/api';
import type { NotifyOptions } from '@portfolio/shared/state';

/**
 * The failure toast of an operation, unless the session simply ended: then the host says so itself (a 401 sends
 * the user to /login with 'Your session has expired…') and ours must not replace that message.
 */
export function failureToast(error: unknown, text: string): NotifyOptions | undefined {
  if (error instanceof ApiError && error.status === 401) return undefined;
  return { text, type: 'error' };
}

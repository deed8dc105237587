import { notifyAtom, useSetAtom } from '@portfolio/shared/state';
import { useCallback } from 'react';
import { failureToast } from './notify-failure';

/** Toasts through the host's toaster: `success(text)`, and `failure(error, text)` that stays quiet on a 401. */
export function useNotify() {
  const notify = useSetAtom(notifyAtom);
  const success = useCallback((text: string) => notify({ text, type: 'success' }), [notify]);
  const failure = useCallback(
    (error: unknown, text: string) => {
      const toast = failureToast(error, text);
      if (toast) notify(toast);
    },
    [notify],
  );
  return { success, failure };
}

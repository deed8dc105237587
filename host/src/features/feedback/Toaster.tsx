import { dismissNotificationAtom, notificationAtom } from '@portfolio/shared/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

const TONE = {
  success: 'border-emerald-500 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
  error: 'border-red-500 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
  warning: 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
  info: 'border-sky-500 bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50',
} as const;

/** The page's one toast, raised by any microfrontend through the shared notification atom. */
export function Toaster() {
  const notification = useAtomValue(notificationAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);

  useEffect(() => {
    if (!notification.visible) return;
    const timer = setTimeout(dismiss, notification.autoClose);
    return () => clearTimeout(timer);
  }, [notification.visible, notification.id, notification.autoClose, dismiss]);

  if (!notification.visible) return null;
  return (
    <div
      key={notification.id}
      role={notification.type === 'error' ? 'alert' : 'status'}
      className={`fixed right-4 bottom-4 z-50 w-80 overflow-hidden rounded-lg border-l-4 shadow-lg ${TONE[notification.type]}`}
    >
      <div className="flex items-start gap-3 p-4">
        <p className="flex-1 text-sm">{notification.text}</p>
        <button type="button" aria-label="Close notification" onClick={dismiss}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

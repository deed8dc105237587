import { notificationAtom } from '@portfolio/shared/state';
import { useAtomValue } from 'jotai';

/** Standalone development only: in production the host's toaster shows the shared notification. */
export function StandaloneToast() {
  const notification = useAtomValue(notificationAtom);
  if (!notification.visible) return null;
  return (
    <p role="status" className="fixed right-4 bottom-4 rounded border bg-slate-800 px-4 py-2 text-white">
      [{notification.type}] {notification.text}
    </p>
  );
}

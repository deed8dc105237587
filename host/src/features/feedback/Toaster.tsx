import {
  dismissNotificationAtom,
  notificationAtom,
  type Notification,
  type NotificationType,
  useAtomValue,
  useSetAtom,
} from '@portfolio/shared/state';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { CloseIcon, OutlineIcon } from '@portfolio/ui/icons';

const TONE: Record<NotificationType, { box: string; bar: string; icon: string }> = {
  success: {
    box: 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50',
    bar: 'bg-emerald-600',
    icon: 'M5 13l4 4L19 7',
  },
  error: {
    box: 'border-red-600 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-50',
    bar: 'bg-red-600',
    icon: 'M6 6l12 12M18 6L6 18',
  },
  warning: {
    box: 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50',
    bar: 'bg-amber-500',
    icon: 'M12 6v8M12 18h.01',
  },
  info: {
    box: 'border-sky-600 bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50',
    bar: 'bg-sky-600',
    icon: 'M12 11v7M12 6h.01',
  },
};

/**
 * The page's one toast, raised by any microfrontend through the shared notification atom: the newest replaces
 * the one showing, with its own full time. It closes after its time (`autoClose` ms, a progress bar shrinking
 * meanwhile) or when closed; an `autoClose` of 0 keeps it until closed. Its action (Undo) is offered for as long
 * as it shows.
 */
export function Toaster() {
  const notification = useAtomValue(notificationAtom);
  const dismiss = useSetAtom(dismissNotificationAtom);
  if (!notification.visible) return null;
  return <Toast key={notification.id} notification={notification} dismiss={dismiss} />;
}

/**
 * One toast. Its time stands still while the pointer rests on it or the keyboard is in it (WCAG 2.2.1): whoever
 * is reaching for Undo, or reading a long message, is not raced by the clock. It runs on with what was left.
 */
function Toast({ notification, dismiss }: { notification: Notification; dismiss: () => void }) {
  const timed = notification.autoClose > 0;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(notification.autoClose);

  useEffect(() => {
    if (!timed || paused) return;
    const started = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [timed, paused, dismiss]);

  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const tone = TONE[notification.type];
  return (
    <div
      role={notification.type === 'error' ? 'alert' : 'status'}
      data-type={notification.type}
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
      className={`fixed right-4 bottom-4 z-[60] w-[calc(100vw-2rem)] max-w-sm overflow-hidden rounded-lg border-l-4 shadow-lg ${tone.box}`}
    >
      <div className="flex items-start gap-3 p-4">
        <span
          className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-white ${tone.bar}`}
        >
          <OutlineIcon className="h-4 w-4" strokeWidth={3}>
            <path d={tone.icon} strokeLinecap="round" />
          </OutlineIcon>
        </span>
        <p className="flex-1 self-center text-sm">{notification.text}</p>
        {notification.action && (
          <button
            type="button"
            onClick={() => {
              // Closed first: what the action says (a toast of its own) must not be closed with it.
              dismiss();
              notification.action!.run();
            }}
            className="self-center rounded border border-current px-2 py-0.5 text-sm font-semibold hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10"
          >
            {notification.action.label}
          </button>
        )}
        <button
          type="button"
          aria-label="Close notification"
          onClick={dismiss}
          className="rounded p-1 leading-none hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
      {timed && (
        <div
          data-testid="toast-progress"
          aria-hidden="true"
          className={`toast-progress h-1 ${tone.bar}`}
          style={{
            animationDuration: `${notification.autoClose}ms`,
            animationPlayState: paused ? 'paused' : 'running',
          }}
        />
      )}
    </div>
  );
}

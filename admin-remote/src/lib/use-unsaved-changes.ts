import { confirmAtom, useSetAtom } from '@portfolio/shared/state';
import { useEffect } from 'react';
import { useBlocker } from '@portfolio/shared/router';

const LEAVE_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, leaving asks first: another screen through the host's confirm dialog, a reload or a closed
 * tab through the browser's own question.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const confirm = useSetAtom(confirmAtom);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm({ text: LEAVE_QUESTION, onConfirm: () => blocker.proceed(), onCancel: () => blocker.reset() });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

import { useCallback, useEffect, useRef } from 'react';
import type { SolvedChallenge } from './proof-of-work';

/**
 * The proof of work for the next message, started as soon as the form is brought to life (the visitor reached
 * for it), so it is usually done long before they press Send. `take` hands it over, solving a new one first when
 * none is left or it is about to expire; `prepare` starts the next one (after an answer that was not a success).
 * The solver, and ALTCHA with it, is loaded only here: never with the page.
 */
export function useMessageChallenge() {
  const solving = useRef<Promise<SolvedChallenge | undefined> | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  const prepare = useCallback(() => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    solving.current = import('./proof-of-work').then(({ solveMessageChallenge }) =>
      solveMessageChallenge(next.signal),
    );
  }, []);

  useEffect(() => {
    prepare();
    return () => controller.current?.abort();
  }, [prepare]);

  const take = useCallback(async (): Promise<string | undefined> => {
    if (!solving.current) prepare();
    let solved = await solving.current;
    if (solved) {
      const { stillValid } = await import('./proof-of-work');
      if (!stillValid(solved)) {
        prepare();
        solved = await solving.current;
      }
    }
    // A challenge answers one message: the next one needs another.
    solving.current = undefined;
    return solved?.payload;
  }, [prepare]);

  return { take, prepare };
}

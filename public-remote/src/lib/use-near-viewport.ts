import { useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;
const observerMissing = () => typeof IntersectionObserver === 'undefined';
/** The server renders the element far away, so the first browser render must say the same to hydrate. */
const observerMissingOnServer = () => false;

/**
 * True once the element given to the returned ref comes within `margin` of the viewport, and from then on. Lets
 * a heavy part below the fold (the carousel and Swiper) load only when the visitor scrolls towards it, early
 * enough to be ready on arrival. Without IntersectionObserver (old browsers, jsdom) everything counts as near,
 * once hydrated.
 */
export function useNearViewport(margin: string): [(element: Element | null) => void, boolean] {
  const [target, setTarget] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  const noObserver = useSyncExternalStore(subscribeToNothing, observerMissing, observerMissingOnServer);
  const near = seen || noObserver;
  useEffect(() => {
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return [setTarget, near];
}

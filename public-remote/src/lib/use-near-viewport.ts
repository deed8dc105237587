import { useEffect, useState } from 'react';

/**
 * True once the element given to the returned ref comes within `margin` of the viewport, and from then on. Lets
 * a heavy part below the fold (the carousel and Swiper) load only when the visitor scrolls towards it, early
 * enough to be ready on arrival. Without IntersectionObserver (old browsers, jsdom) everything counts as near,
 * but only once mounted: the server renders it far, and the first browser render must match it to hydrate.
 */
export function useNearViewport(margin: string): [(element: Element | null) => void, boolean] {
  const [target, setTarget] = useState<Element | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return [setTarget, near];
}

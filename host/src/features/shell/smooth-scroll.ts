import { type HomeSection, SCROLL_DURATION_MS } from '@portfolio/shared/config';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scrolls the window so `element` sits at its scroll margin from the top, animated over `duration` ms
 * (the browser's own smooth scrolling has no duration). Returns a function that stops the animation.
 */
export function scrollToElement(element: HTMLElement, duration = SCROLL_DURATION_MS): () => void {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top - margin);
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, target);
    return () => {};
  }
  let frame = 0;
  let startTime: number | undefined;
  // The visitor's own wheel, touch or key scrolling wins over the animation.
  const interruptions = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of interruptions) window.removeEventListener(type, stop);
  };
  const step = (time: number) => {
    startTime ??= time;
    const progress = Math.min(1, (time - startTime) / duration);
    window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  for (const type of interruptions) window.addEventListener(type, stop, { passive: true });
  frame = requestAnimationFrame(step);
  return stop;
}

/**
 * Calls `found` with the element of id `id` as soon as it is in the page: the home sections arrive with
 * the public remote, after the navigation. Gives up after `timeoutMs`. Returns a function that stops waiting.
 */
export function whenElementAppears(id: string, found: (element: HTMLElement) => void, timeoutMs = 10_000) {
  const existing = document.getElementById(id);
  if (existing) {
    found(existing);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    found(element);
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * The one way to a home section (`/#my-stack`): as soon as the section is in the page, scrolls there smoothly
 * (see scrollToElement). Used for the header's anchors and a link opened directly, on a page the browser renders
 * and on one it never hydrates, and for a filter chosen in the stack. Returns a function that stops it.
 */
export function scrollToSection(section: HomeSection): () => void {
  let cancelScroll = () => {};
  const stopWaiting = whenElementAppears(section, (element) => {
    cancelScroll = scrollToElement(element);
  });
  return () => {
    stopWaiting();
    cancelScroll();
  };
}
